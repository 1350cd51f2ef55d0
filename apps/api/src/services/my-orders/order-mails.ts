// E-mails of order changes (hold, reschedule, cancellation), queued in the outbox in the action's transaction.
import type pg from 'pg';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference, displayVariantName } from '@sannidhi/domain/order-rules';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import { bookingCalendarAttachment } from '../calendar/booking-event';
import { eventOfOrder } from '../calendar/booking-events-of';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import type { OrderViewRow } from '../../repositories/orders-lists';
import { centerMetaOf } from './order-view';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function whenOf(row: Pick<OrderViewRow, 'center_meta'>, start: Date): string {
  const meta = centerMetaOf(row);
  return `${formatDate(start, meta.timezone, meta.dateFormat)} ${formatSlotTime(start, meta.timezone)}`;
}

export type OrderChange =
  /** templeReason: the temple closed the date (staff schedule), and says why. */
  | { kind: 'hold'; templeReason?: string }
  | { kind: 'reschedule'; newStart: Date }
  | { kind: 'cancel'; refundAmount: number; currency: string };

const TITLES: Record<OrderChange['kind'], string> = {
  hold: 'Your booking is on hold',
  reschedule: 'Your booking has been rescheduled',
  cancel: 'Your booking has been cancelled',
};

/**
 * The calendar file of a change: the new date (same UID, next SEQUENCE) or the cancellation. A hold sends none: the
 * booking keeps its entry until it is rescheduled or cancelled (docs/decisions.md, "A booking's whole life").
 */
function calendarOf(orders: readonly OrderViewRow[], change: OrderChange) {
  if (change.kind === 'reschedule')
    return bookingCalendarAttachment(
      orders.map((o) =>
        eventOfOrder(o, { start: change.newStart, reschedules: o.reschedule_history.length + 1 }),
      ),
      'REQUEST',
    );
  if (change.kind === 'cancel')
    return bookingCalendarAttachment(
      orders.map((o) => eventOfOrder(o, { cancelled: true })),
      'CANCEL',
    );
  return null;
}

/** The sentence a hold e-mail opens with when the temple closed the date. */
function templeClosed(reason: string | undefined): string {
  if (reason === undefined) return '';
  return `The temple has closed the date of your ritual${reason ? ` (${reason.replace(/\.$/, '')})` : ''}. `;
}

export async function enqueueOrderChangeMail(
  client: pg.PoolClient,
  orders: readonly OrderViewRow[],
  change: OrderChange,
): Promise<void> {
  const first = orders[0];
  if (!first?.email) return;
  const lines = orders.map((o) => {
    const options = o.variants.map((v) => `${displayVariantName(v.name)} X ${v.quantity}`).join(', ');
    return `${o.product_name}, ${whenOf(o, o.slot_start)}, ${options} (ref ${displayBookingReference(o.booking_id)})`;
  });
  const intro =
    change.kind === 'hold'
      ? `${templeClosed(change.templeReason)}Your booking is on hold. You can reschedule it from My Rituals within 90 days of the original ritual date.`
      : change.kind === 'reschedule'
        ? `Your booking has been moved to ${whenOf(first, change.newStart)}.`
        : change.refundAmount > 0
          ? `Your booking has been cancelled. A refund of ${formatMoney(change.refundAmount, change.currency)} has been started to your original payment method.`
          : 'Your booking has been cancelled. As the cancellation terms say, no refund is given.';
  const text = `Namaskaram ${first.first_name}, ${intro}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#2b1d14;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${esc(TITLES[change.kind])}</h1><p>Namaskaram ${esc(first.first_name)}, ${esc(intro)}</p>
<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul></body></html>`;
  await enqueueMail(
    client,
    first.email,
    {
      subject: `${TITLES[change.kind]} (${first.center_label !== '-' ? first.center_label : first.center_name})`,
      html,
      text,
      attachments: [calendarOf(orders, change)].filter((a) => a !== null),
    },
    `order-${change.kind}`,
    first.payment_id,
  );
}
