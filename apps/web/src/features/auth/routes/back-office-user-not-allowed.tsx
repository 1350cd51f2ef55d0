import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router';
import { buttonClassName } from '../../../components/button/button';
import { PageTitle } from '../../../components/page-title/page-title';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { PATHS } from '../../../lib/paths';
import { useSessionValue } from '../../../lib/session';

/**
 * `/BackOfficeUserNotAllowed` — for back-office users without the office-volunteer role at the
 * chosen centre (spec part 1 §6). The header's centre drop-down is offered on this page.
 */
export default function BackOfficeUserNotAllowedRoute() {
  const { t } = useLingui();
  const center = useSessionValue((s) => s.currentCenter);
  const centerName = center?.name;
  const isBackOffice = useIsBackOffice();
  // A devotee on the devotee site has nothing to do here: on to the rituals.
  if (!isBackOffice) return <Navigate to={PATHS.rituals} replace />;
  return (
    <div className="sn-not-allowed">
      <PageTitle title={t`You don't have access to this center`} />
      <p>
        {center ? (
          <Trans>
            Booking on behalf of devotees needs the office volunteer role at {centerName}. Choose another
            center, or log out and sign in with another account.
          </Trans>
        ) : (
          <Trans>
            Booking on behalf of devotees needs the office volunteer role. Choose another center, or log out
            and sign in with another account.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          Centre staff (admins, accounts managers and other staff roles) find their work on the staff pages.
        </Trans>
      </p>
      <div className="sn-not-allowed__actions">
        <Link to={PATHS.staffHome} className={buttonClassName('secondary')}>
          <Trans>Staff pages</Trans>
        </Link>
        <Link to={PATHS.logout} className={buttonClassName('primary')}>
          <Trans>Logout</Trans>
        </Link>
      </div>
    </div>
  );
}
