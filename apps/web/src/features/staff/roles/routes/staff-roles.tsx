import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { staffRolesOptions } from '../../../../api/staff-roles';
import { AddRoleForm } from '../components/add-role-form';
import { StaffList } from '../components/staff-list';
import { CenterPage } from '../../components/center-page';
import { QueryState } from '../../components/query-state';
import { useStaffCenter } from '../../hooks/use-staff-center';
import '../roles.css';

/**
 * `/staff/roles` on the back-office site: the staff of a centre the person may manage (a centre admin their own, a
 * role administrator every centre), with their roles; add a role by e-mail, remove one after a confirmation. The
 * api checks the role and centre again on every request.
 */
export default function StaffRolesRoute() {
  const { t } = useLingui();
  const page = useStaffCenter('roles.manage');
  const { center } = page;
  const centerName = center?.name ?? '';
  const staff = useQuery(staffRolesOptions(center?.id ?? ''));
  return (
    <CenterPage
      staff={page}
      className="sn-staff-roles"
      title={t`Staff roles`}
      choiceId="staff-roles-center"
      none={t`Only a centre admin or a role administrator can manage staff roles. Ask your centre admin for the role you need.`}
    >
      {center && (
        <>
          <QueryState
            query={staff}
            loading={<Trans>Loading the staff of {centerName}…</Trans>}
            refused={<Trans>Your role at {centerName} does not let you manage its staff roles.</Trans>}
            failed={<Trans>The staff of {centerName} could not be loaded. Please try again.</Trans>}
          />
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
                  <Trans>Staff of {centerName}</Trans>
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
    </CenterPage>
  );
}
