import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { staffRolesOptions } from '../../../../api/staff-roles';
import { PageTitle } from '../../../../components/page-title/page-title';
import { ApiError } from '../../../../lib/api-client';
import { PATHS } from '../../../../lib/paths';
import { AddRoleForm } from '../components/add-role-form';
import { StaffList } from '../components/staff-list';
import { CenterChoice } from '../../components/center-choice';
import { useStaffCenter } from '../../hooks/use-staff-center';
import '../roles.css';

/**
 * `/staff/roles` on the back-office site: the staff of a centre the person may manage (a centre admin their own, a
 * role administrator every centre), with their roles; add a role by e-mail, remove one after a confirmation. The
 * api checks the role and centre again on every request.
 */
export default function StaffRolesRoute() {
  const { isBackOffice, centers, list, center, choose } = useStaffCenter('roles.manage');
  const staff = useQuery(staffRolesOptions(center?.id ?? ''));
  if (!isBackOffice) return <Navigate to={PATHS.home} replace />;
  const refused = staff.error instanceof ApiError && staff.error.status === 403;
  return (
    <div className="sn-staff-roles">
      <PageTitle title="Staff roles" subtitle={center?.name} />
      {centers.isPending && <p>Loading your centers…</p>}
      {centers.isError && <p role="alert">Your centers could not be loaded. Please reload the page.</p>}
      {centers.data && list.length === 0 && (
        <p role="alert">
          Only a center admin or a role administrator can manage staff roles. Ask your center admin for the
          role you need.
        </p>
      )}
      {list.length > 1 && (
        <CenterChoice id="staff-roles-center" list={list} center={center?.id ?? ''} onChange={choose} />
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
