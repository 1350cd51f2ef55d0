import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { setSession, useSession } from '../../lib/session';
import { ConfirmDialog } from '../dialog/dialog';

/**
 * For an office volunteer: whom they are booking for, with CHANGE. Changing clears the devotee
 * profile and the cart (spec part 1 §4 step 6) after confirmation.
 */
export function VolunteerStrip() {
  const { t } = useLingui();
  const { devoteeProfileDetails: devotee, hasUserPermissionToBookForOthers } = useSession();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  if (!hasUserPermissionToBookForOthers || !devotee) return null;
  const name = `${devotee.firstName} ${devotee.lastName}`.trim() || devotee.email;
  const email = devotee.email;
  return (
    <div className="sn-volunteer-strip" data-testid="volunteer-strip">
      <p className="sn-volunteer-strip__text">
        <Trans>
          Booking for <strong>{name}</strong> <span className="sn-volunteer-strip__email">({email})</span>
        </Trans>
      </p>
      <button type="button" className="sn-volunteer-strip__change" onClick={() => setConfirming(true)}>
        <Trans comment="A button: book for another devotee instead">CHANGE</Trans>
      </button>
      <ConfirmDialog
        open={confirming}
        title={t`Confirm Devotee details Change?`}
        message={t`The details for the current devotee will be lost. Do you want to continue?`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setSession({ devoteeProfileDetails: null, cart: [] });
          void navigate(PATHS.devoteeProfileDetails);
        }}
      />
    </div>
  );
}
