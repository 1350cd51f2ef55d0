// The calendar events of booked orders, from the rows the mails and My Rituals read.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailTexts, ritualNameIn } from '../../mail-texts';
import type { OrderViewRow } from '../../repositories/orders-lists';
import type { PaymentMailRow } from '../../repositories/orders';
import { myRitualsUrl } from '../mail/mail-links';
import type { BookingEvent } from './booking-event';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The events of a payment's orders, for its confirmation mail, in the devotee's language. */
export function eventsOfPaymentRows(rows: readonly PaymentMailRow[], lang: UiLanguage): BookingEvent[] {
  return rows
    .filter((r) => r.status === 'NOT_COMPLETED')
    .map((r) => ({
      lang,
      bookingId: r.booking_id,
      ritual: ritualNameIn(r.ritual, r.ritual_texts, lang),
      centerName: r.center_name,
      address: text(r.center_contact?.address),
      centerEmail: text(r.center_contact?.email),
      start: r.slot_start,
      inPerson: r.in_person,
      link: myRitualsUrl(),
      reschedules: Number(r.reschedules),
      cancelled: false,
      devotee: { name: r.first_name || mailTexts(lang).devotee, email: r.email },
    }));
}

/**
 * An order's event as it stands, or as it will once a change is written (`start`, `reschedules`, `cancelled`), in the
 * devotee's language.
 */
export function eventOfOrder(
  o: OrderViewRow,
  lang: UiLanguage,
  change: { start?: Date; reschedules?: number; cancelled?: boolean } = {},
): BookingEvent {
  return {
    lang,
    bookingId: o.booking_id,
    ritual: ritualNameIn(o.product_name, o.product_texts, lang),
    centerName: o.center_name,
    address: text(o.center_contact?.address),
    centerEmail: text(o.center_contact?.email),
    start: change.start ?? o.slot_start,
    inPerson: o.in_person,
    link: myRitualsUrl(),
    reschedules: change.reschedules ?? o.reschedule_history.length,
    cancelled: change.cancelled ?? o.status === 'CANCELLED',
    devotee: { name: o.first_name || mailTexts(lang).devotee, email: o.email },
  };
}

/** The centre's time zone of an order. */
export function timeZoneOf(o: Pick<OrderViewRow, 'center_meta'>): string {
  return CenterMeta.parse(o.center_meta ?? {}).timezone;
}
