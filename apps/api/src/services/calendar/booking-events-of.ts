// The calendar events of booked orders, from the rows the mails and My Rituals read.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import type { OrderViewRow } from '../../repositories/orders-lists';
import type { PaymentMailRow } from '../../repositories/orders';
import { myRitualsUrl } from '../mail/mail-links';
import type { BookingEvent } from './booking-event';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The events of a payment's orders, for its confirmation mail. */
export function eventsOfPaymentRows(rows: readonly PaymentMailRow[]): BookingEvent[] {
  return rows
    .filter((r) => r.status === 'NOT_COMPLETED')
    .map((r) => ({
      bookingId: r.booking_id,
      ritual: r.ritual,
      centerName: r.center_name,
      address: text(r.center_contact?.address),
      centerEmail: text(r.center_contact?.email),
      start: r.slot_start,
      inPerson: r.in_person,
      link: myRitualsUrl(),
      reschedules: Number(r.reschedules),
      cancelled: false,
      devotee: { name: r.first_name || 'devotee', email: r.email },
    }));
}

/** An order's event as it stands, or as it will once a change is written (`start`, `reschedules`, `cancelled`). */
export function eventOfOrder(
  o: OrderViewRow,
  change: { start?: Date; reschedules?: number; cancelled?: boolean } = {},
): BookingEvent {
  return {
    bookingId: o.booking_id,
    ritual: o.product_name,
    centerName: o.center_name,
    address: text(o.center_contact?.address),
    centerEmail: text(o.center_contact?.email),
    start: change.start ?? o.slot_start,
    inPerson: o.in_person,
    link: myRitualsUrl(),
    reschedules: change.reschedules ?? o.reschedule_history.length,
    cancelled: change.cancelled ?? o.status === 'CANCELLED',
    devotee: { name: o.first_name || 'devotee', email: o.email },
  };
}

/** The centre's time zone of an order. */
export function timeZoneOf(o: Pick<OrderViewRow, 'center_meta'>): string {
  return CenterMeta.parse(o.center_meta ?? {}).timezone;
}
