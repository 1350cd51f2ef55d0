// E-mails of order changes (hold, reschedule, cancellation), queued in the outbox in the action's transaction, in the
// devotee's stored language (mail-texts/).
import type pg from 'pg';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailLanguageOf, mailTexts, mailWhen, ritualNameIn, variantsLineIn } from '../../mail-texts';
import { bookingCalendarAttachment } from '../calendar/booking-event';
import { eventOfOrder } from '../calendar/booking-events-of';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { layout } from '../mail/templates';
import type { OrderViewRow } from '../../repositories/orders-lists';
import { centerMetaOf } from './order-view';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A slot's date and time in English, as the api's answers (and their messages) write it. */
export function whenOf(row: Pick<OrderViewRow, 'center_meta'>, start: Date): string {
  const meta = centerMetaOf(row);
  return `${formatDate(start, meta.timezone, meta.dateFormat)} ${formatSlotTime(start, meta.timezone)}`;
}

export type OrderChange =
  /** templeReason: the temple closed the date (staff schedule), and says why. */
  | { kind: 'hold'; templeReason?: string }
  | { kind: 'reschedule'; newStart: Date }
  | { kind: 'cancel'; refundAmount: number; currency: string };

/**
 * The calendar file of a change: the new date (same UID, next SEQUENCE) or the cancellation. A hold sends none: the
 * booking keeps its entry until it is rescheduled or cancelled (docs/decisions.md, "A booking's whole life").
 */
function calendarOf(orders: readonly OrderViewRow[], change: OrderChange, lang: UiLanguage) {
  if (change.kind === 'reschedule')
    return bookingCalendarAttachment(
      orders.map((o) =>
        eventOfOrder(o, lang, { start: change.newStart, reschedules: o.reschedule_history.length + 1 }),
      ),
      'REQUEST',
    );
  if (change.kind === 'cancel')
    return bookingCalendarAttachment(
      orders.map((o) => eventOfOrder(o, lang, { cancelled: true })),
      'CANCEL',
    );
  return null;
}

export async function enqueueOrderChangeMail(
  client: pg.PoolClient,
  orders: readonly OrderViewRow[],
  change: OrderChange,
): Promise<void> {
  const first = orders[0];
  if (!first?.email) return;
  const lang = mailLanguageOf(first.language);
  const t = mailTexts(lang);
  const when = (row: OrderViewRow, start: Date) => mailWhen(start, centerMetaOf(row), lang);
  const lines = orders.map((o) => {
    const options = variantsLineIn(o.variants, o.variant_texts, lang);
    // A moved booking is listed at its new time, its old one said as such (the rows are read before the move).
    const at =
      change.kind === 'reschedule'
        ? `${when(o, change.newStart)} (${t.rescheduleWas({ when: when(o, o.slot_start) })})`
        : when(o, o.slot_start);
    return `${ritualNameIn(o.product_name, o.product_texts, lang)}, ${at}, ${options} (${t.ref} ${displayBookingReference(o.booking_id)})`;
  });
  const title = { hold: t.holdTitle, reschedule: t.rescheduleTitle, cancel: t.cancelTitle }[change.kind];
  const intro =
    change.kind === 'hold'
      ? `${change.templeReason === undefined ? '' : t.templeClosed({ reason: change.templeReason.replace(/\.$/, '') })}${t.holdSentence}`
      : change.kind === 'reschedule'
        ? t.rescheduleSentence({ when: when(first, change.newStart) })
        : change.refundAmount > 0
          ? t.cancelRefundSentence({ amount: formatMoney(change.refundAmount, change.currency) })
          : t.cancelNoRefundSentence;
  const greeting = t.greeting({ name: first.first_name || t.devotee });
  const text = `${greeting}${intro}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
  const html = layout(
    lang,
    title,
    `<p>${esc(greeting + intro)}</p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`,
  );
  await enqueueMail(
    client,
    first.email,
    {
      subject: `${title} (${first.center_label !== '-' ? first.center_label : first.center_name})`,
      html,
      text,
      attachments: [calendarOf(orders, change, lang)].filter((a) => a !== null),
    },
    `order-${change.kind}`,
    first.payment_id,
  );
}
