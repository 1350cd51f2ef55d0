import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { erasureOptions, useDismissErasureNotice } from '../../../api/data-rights';
import { Button } from '../../../components/button/button';
import { ERASURE_CANCELLED_NOTICE } from '../../../lib/erasure-notice';
import './data-rights.css';

/**
 * The Dashboard's notice that signing in again cancelled the devotee's deletion request (issue 30), until they have
 * read it ("OK, understood" ends it on every device).
 */
export function ErasureCancelledNotice() {
  const { i18n } = useLingui();
  const erasure = useQuery(erasureOptions());
  const dismiss = useDismissErasureNotice();
  if (!erasure.data?.cancelledBySignInAt) return null;
  return (
    <div className="sn-data-rights__notice" role="status">
      <p>{i18n._(ERASURE_CANCELLED_NOTICE)}</p>
      <p>
        <Trans>If you still want your account deleted, ask again under My data.</Trans>
      </p>
      <div className="sn-data-rights__actions">
        <Button variant="secondary" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
          <Trans>OK, understood</Trans>
        </Button>
      </div>
    </div>
  );
}
