/**
 * The rescheduling hand-off (spec part 2 §3 "reschedulingOrderDetails"), passed as navigation state
 * by My Rituals. The booking page shows which order it is, preselects what the hand-off carries, offers only
 * the dates a reschedule may move to, and confirms with POST /order/reschedule (never to payment).
 */
import type { AddressValues } from './address';

export interface ReschedulingOrderDetails {
  orderId: string;
  /** The booking reference a devotee reads is this without its first 3 characters (displayBookingReference). */
  bookingId?: string;
  /** The options booked (tickets of one card added up); a reschedule keeps them. */
  bookedOptions: { name: string; quantity: number; unitPrice: number }[];
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Reads `reschedulingOrderDetails` from navigation state; null when absent or without an order id. */
export function readRescheduling(state: unknown): ReschedulingOrderDetails | null {
  const raw = isRecord(state) ? state.reschedulingOrderDetails : undefined;
  if (!isRecord(raw)) return null;
  const orderId = str(raw.orderId) ?? (typeof raw.orderId === 'number' ? String(raw.orderId) : undefined);
  if (!orderId) return null;
  const slotInfo = isRecord(raw.slotInfo) ? raw.slotInfo : {};
  const address = isRecord(raw.prasadamDeliveryAddress) ? raw.prasadamDeliveryAddress : null;
  return {
    orderId,
    bookingId: str(raw.bookingId),
    bookedOptions: Array.isArray(raw.bookedOptions)
      ? raw.bookedOptions
          .filter(isRecord)
          .flatMap((v) =>
            typeof v.name === 'string' && Number.isInteger(v.quantity) && Number.isInteger(v.unitPrice)
              ? [{ name: v.name, quantity: v.quantity as number, unitPrice: v.unitPrice as number }]
              : [],
          )
      : [],
    totPrice: Number.isInteger(raw.totPrice) ? (raw.totPrice as number) : undefined,
    currency: str(raw.currency),
    itemId: str(raw.itemId),
    slotId: str(raw.slotId),
    inPerson: typeof raw.inPerson === 'boolean' ? raw.inPerson : undefined,
    hasPrasadam: typeof raw.hasPrasadam === 'boolean' ? raw.hasPrasadam : undefined,
    prasadamDeliveryAddress: address
      ? (Object.fromEntries(
          Object.entries(address).filter(([, v]) => typeof v === 'string'),
        ) as Partial<AddressValues>)
      : null,
    meta: isRecord(raw.meta) ? raw.meta : undefined,
    startTime: str(slotInfo.startTime),
    ogStartTime: str((isRecord(raw.ogSlotInfo) ? raw.ogSlotInfo : {}).startTime) ?? str(slotInfo.startTime),
    sisterOrderIds: Array.isArray(raw.sisterOrderIds)
      ? raw.sisterOrderIds.filter((id): id is string => typeof id === 'string')
      : [],
  };
}
