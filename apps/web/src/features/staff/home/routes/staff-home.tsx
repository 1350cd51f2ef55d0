import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { staffActionsOptions } from '../../../../api/staff';
import { PageTitle } from '../../../../components/page-title/page-title';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { useSessionValue } from '../../../../lib/session';
import { STAFF_PAGES } from '../staff-pages';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import '../../refunds/refunds.css';

/**
 * `/staff` on the back-office site: the staff pages the person's roles at the chosen centre allow. The api checks
 * the role again on every page.
 */
export default function StaffHomeRoute() {
  const isBackOffice = useIsBackOffice();
  const center = useSessionValue((s) => s.currentCenter);
  const actions = useQuery(staffActionsOptions(isBackOffice ? (center?.id ?? '') : ''));
  if (!isBackOffice || !center) return <ChooseCenterFirst />;
  const pages = STAFF_PAGES.filter((p) => actions.data?.actions.includes(p.action));
  return (
    <div className="sn-staff-refunds">
      <PageTitle title="Staff" subtitle={center.name} />
      {actions.isPending && <p>Loading your staff pages…</p>}
      {actions.isError && <p role="alert">Your staff pages could not be loaded. Please try again.</p>}
      {actions.data && pages.length === 0 && (
        <p>Your roles at {center.name} have no staff pages here. Choose another center from the header.</p>
      )}
      {pages.length > 0 && (
        <ul className="sn-staff-refunds__list" aria-label="Staff pages">
          {pages.map((p) => (
            <li key={p.path} className="sn-staff-refunds__item">
              <Link to={p.path}>{p.title}</Link>
              <span>{p.description}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
