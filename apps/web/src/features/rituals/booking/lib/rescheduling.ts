/**
 * The rescheduling hand-off (spec part 2 §3 "reschedulingOrderDetails"), passed as navigation state
 * by My Rituals and parsed with its schema (lib/rescheduling-hand-off). The booking page shows which order it is, preselects what the hand-off carries, offers only
 * the dates a reschedule may move to, and confirms with POST /order/reschedule (never to payment).
 */
import { readReschedulingState, type BookedOption } from '../../../../lib/rescheduling-hand-off';
import type { AddressValues } from './address';

export interface Rescheduling {
  orderId: string;
  /** The booking reference a devotee reads is this without its first 3 characters (displayBookingReference). */
  bookingId?: string;
  /** The options booked (tickets of one card added up); a reschedule keeps them. */
  bookedOptions: BookedOption[];
  /** The whole card's price, and its currency. */
  totPrice?: number;
  currency?: string;
  itemId?: string;
  slotId?: string;
  inPerson?: boolean;
  hasPrasadam?: boolean;
  prasadamDeliveryAddress?: Partial<AddressValues> | null;
  meta?: Record<string, unknown>;
  /** The order's slot; its start decides the month the calendar opens on. */
  startTime?: string;
  /** The original ritual date: the 90-day window of a reschedule counts from it. */
  ogStartTime?: string;
  /** Sister orders of the same booking card; they move with the order. */
  sisterOrderIds: string[];
}

/** The hand-off as the booking page uses it; null when there is none (see lib/rescheduling-hand-off). */
export function readRescheduling(state: unknown): Rescheduling | null {
  const raw = readReschedulingState(state);
  if (!raw) return null;
  const address = raw.prasadamDeliveryAddress;
  return {
    orderId: raw.orderId,
    bookingId: raw.bookingId || undefined,
    bookedOptions: raw.bookedOptions ?? [],
    totPrice: raw.totPrice,
    currency: raw.currency || undefined,
    itemId: raw.itemId || undefined,
    slotId: raw.slotId || undefined,
    inPerson: raw.inPerson,
    hasPrasadam: raw.hasPrasadam,
    prasadamDeliveryAddress: address
      ? (Object.fromEntries(
          Object.entries(address).filter(([, v]) => typeof v === 'string'),
        ) as Partial<AddressValues>)
      : null,
    meta: raw.meta,
    startTime: raw.slotInfo?.startTime || undefined,
    ogStartTime: raw.ogSlotInfo?.startTime || raw.slotInfo?.startTime || undefined,
    sisterOrderIds: raw.sisterOrderIds ?? [],
  };
}
