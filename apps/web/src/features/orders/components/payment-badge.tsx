import { useLingui } from '@lingui/react/macro';
import type { StatusLabel } from '@sannidhi/domain/status-labels';
import { paymentStatusLabel } from '@sannidhi/domain/status-labels';
import { inUiLanguage } from '../../../lib/domain-texts';

/** A status in words with its tone's colour (status-labels.ts); `what` says which status it is ("Payment"). */
export function StatusChip({ status, what }: { status: StatusLabel; what?: string }) {
  const { t } = useLingui();
  return (
    <span className={`sn-order-badge sn-order-badge--${status.tone}`}>
      <span className="sn-order-badge__dot" style={{ background: status.colour }} aria-hidden="true" />
      {what && (
        <span className="sn-order-badge__what">
          {t({
            comment: 'Which status a status chip shows, before the status ("Payment: Paid")',
            message: `${what}:`,
          })}{' '}
        </span>
      )}
      {inUiLanguage(status.label)}
    </span>
  );
}

/** Payment status badge (spec part 2 §4): green, amber, orange-red, warning. */
export function PaymentBadge({ status }: { status: string }) {
  const { t } = useLingui();
  return <StatusChip status={paymentStatusLabel(status)} what={t`Payment`} />;
}
