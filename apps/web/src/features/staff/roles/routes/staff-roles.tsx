import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { staffCentresOptions, staffRolesOptions } from '../../../../api/staff-roles';
import { controlProps, Field } from '../../../../components/field/field';
import { PageTitle } from '../../../../components/page-title/page-title';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { ApiError } from '../../../../lib/api-client';
import { PATHS } from '../../../../lib/paths';
import { useSessionValue } from '../../../../lib/session';
import { AddRoleForm } from '../components/add-role-form';
import { StaffList } from '../components/staff-list';
import '../roles.css';

/**
 * `/staff/roles` on the back-office site: the staff of a centre the person may manage (a centre admin their own, a
 * role administrator every centre), with their roles; add a role by e-mail, remove one after a confirmation. The
 * api checks the role and centre again on every request.
 */
export default function StaffRolesRoute() {
  const isBackOffice = useIsBackOffice();
  const current = useSessionValue((s) => s.currentCenter);
  const centres = useQuery({ ...staffCentresOptions('roles.manage'), enabled: isBackOffice });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = centres.data?.centers ?? [];
  const center =
    list.find((c) => c.id === chosen) ?? list.find((c) => c.id === current?.id) ?? list[0] ?? null;
  const staff = useQuery(staffRolesOptions(center?.id ?? ''));
  if (!isBackOffice) return <Navigate to={PATHS.home} replace />;
  const refused = staff.error instanceof ApiError && staff.error.status === 403;
  return (
    <div className="sn-staff-roles">
      <PageTitle title="Staff roles" subtitle={center?.name} />
      {centres.isPending && <p>Loading your centers…</p>}
      {centres.isError && <p role="alert">Your centers could not be loaded. Please reload the page.</p>}
      {centres.data && list.length === 0 && (
        <p role="alert">
          Only a center admin or a role administrator can manage staff roles. Ask your center admin for the
          role you need.
        </p>
      )}
      {list.length > 1 && (
        <Field id="staff-roles-center" label="Center">
          <select
            className="sn-select"
            {...controlProps('staff-roles-center', {})}
            value={center?.id ?? ''}
            onChange={(e) => setChosen(e.target.value)}
          >
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {center && (
        <>
          {staff.isPending && <p>Loading the staff of {center.name}…</p>}
          {refused && <p role="alert">Your role at {center.name} does not let you manage its staff roles.</p>}
          {staff.isError && !refused && (
            <p role="alert">The staff of {center.name} could not be loaded. Please try again.</p>
          )}
          {staff.data && (
            <div className="sn-staff-roles__layout">
              <AddRoleForm
                key={center.id}
                center={center.id}
                centerName={center.name}
                grantable={staff.data.grantable}
              />
              <section aria-labelledby="staff-roles-list-heading">
                <h2 id="staff-roles-list-heading" className="sn-staff-roles__subheading">
                  Staff of {center.name}
                </h2>
                <StaffList
                  center={center.id}
                  centerName={center.name}
                  staff={staff.data.staff}
                  grantable={staff.data.grantable}
                />
              </section>
            </div>
          )}
        </>
      )}
    </div>
  );
}
