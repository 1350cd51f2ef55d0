import type pg from 'pg';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference, displayVariantName } from '@sannidhi/domain/order-rules';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import type { PaymentRow } from '../../repositories/payments';
import type { MailLine } from './templates';

export interface PaymentMailData {
  to: string;
  name: string;
  centerName: string;
  amount: string;
  lines: MailLine[];
}

/** What the mails of a payment say: the devotee, the centre, the amount and one line per order. */
export async function loadPaymentMailData(
  client: pg.PoolClient,
  payment: PaymentRow,
): Promise<PaymentMailData> {
  const { rows } = await client.query<{
    email: string;
    first_name: string;
    center_name: string;
    center_meta: unknown;
    ritual: string;
    og_slot_start: Date;
    variants: { name: string; quantity: number }[];
    booking_id: string;
  }>(
    `SELECT COALESCE(b.email, u.email) AS email, COALESCE(b.first_name, u.first_name) AS first_name,
       c.name AS center_name, c.meta AS center_meta, p.name AS ritual, o.og_slot_start, o.variants, o.booking_id
     FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN booking_persons b ON b.sso_id = u.id
     JOIN centers c ON c.id = o.center_id JOIN products p ON p.id = o.product_id
     WHERE o.payment_id = $1 ORDER BY o.og_slot_start, o.booking_id`,
    [payment.id],
  );
  const first = rows[0];
  const meta = CenterMeta.parse(first?.center_meta ?? {});
  return {
    to: first?.email ?? '',
    name: first?.first_name || 'devotee',
    centerName: first?.center_name ?? 'the temple',
    amount: formatMoney(payment.amount, payment.currency),
    lines: rows.map((r) => ({
      ritual: r.ritual,
      when: `${formatDate(r.og_slot_start, meta.timezone, meta.dateFormat)} ${formatSlotTime(r.og_slot_start, meta.timezone)}`,
      options: r.variants.map((v) => `${displayVariantName(v.name)} X ${v.quantity}`).join(', '),
      bookingReference: displayBookingReference(r.booking_id),
    })),
  };
}
