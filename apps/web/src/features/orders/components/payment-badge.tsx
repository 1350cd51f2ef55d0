import { paymentStatusBadge } from '@sannidhi/domain/order-rules';

/** Payment status badge (spec part 2 §4): green, amber, orange-red, warning. */
export function PaymentBadge({ status }: { status: string }) {
  const badge = paymentStatusBadge(status);
  return (
    <span className={`sn-order-badge sn-order-badge--${badge.tone}`}>
      <span className="sn-order-badge__dot" style={{ background: badge.colour }} aria-hidden="true" />
      {badge.label}
    </span>
  );
}
