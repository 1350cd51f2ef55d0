import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const isBackOffice = useIsBackOffice();
  const center = useSessionValue((s) => s.currentCenter);
  const actions = useQuery(staffActionsOptions(isBackOffice ? (center?.id ?? '') : ''));
  if (!isBackOffice || !center) return <ChooseCenterFirst />;
  const centerName = center.name;
  const pages = STAFF_PAGES.filter((p) => actions.data?.actions.includes(p.action));
  return (
    <div className="sn-staff-refunds">
      <PageTitle title={t`Staff`} subtitle={centerName} />
      {actions.isPending && (
        <p>
          <Trans>Loading your staff pages…</Trans>
        </p>
      )}
      {actions.isError && (
        <p role="alert">
          <Trans>Your staff pages could not be loaded. Please try again.</Trans>
        </p>
      )}
      {actions.data && pages.length === 0 && (
        <p>
          <Trans>
            Your roles at {centerName} have no staff pages here. Choose another center from the header.
          </Trans>
        </p>
      )}
      {pages.length > 0 && (
        <ul className="sn-staff-refunds__list" aria-label={t`Staff pages`}>
          {pages.map((p) => (
            <li key={p.path} className="sn-staff-refunds__item">
              <Link to={p.path}>{i18n._(p.title)}</Link>
              <span>{i18n._(p.description)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
