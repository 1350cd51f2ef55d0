import type pg from 'pg';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference, displayVariantName } from '@sannidhi/domain/order-rules';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import { listPaymentMailRows } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import type { BookingEvent } from '../calendar/booking-event';
import { eventsOfPaymentRows } from '../calendar/booking-events-of';
import type { MailLine } from './templates';

export interface PaymentMailData {
  to: string;
  name: string;
  centerName: string;
  amount: string;
  lines: MailLine[];
  /** The calendar events of the payment's booked orders (the confirmation mail attaches them). */
  events: BookingEvent[];
}

/** What the mails of a payment say: the devotee, the centre, the amount and one line per order. */
export async function loadPaymentMailData(
  client: pg.PoolClient,
  payment: PaymentRow,
): Promise<PaymentMailData> {
  const rows = await listPaymentMailRows(client, payment.id);
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
    events: eventsOfPaymentRows(rows),
  };
}
