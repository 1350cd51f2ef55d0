/**
 * The reschedule hand-off (spec part 2 §3 "reschedulingOrderDetails"): written by My Rituals into the navigation
 * state of the booking page, read back there. One zod schema for both sides. Only the order id is required: the
 * state outlives the page that wrote it (history, a reload), so what is missing or malformed is left out rather
 * than trusted.
 */
import * as z from 'zod/mini';
import { OrderVariant, SlotInfo } from '@sannidhi/domain/contracts/my-orders';

const Meta = z.record(z.string(), z.unknown());

/** One option the booking card holds (tickets of one card added up): a reschedule keeps them as they are. */
export const BookedOption = z.object({ name: z.string(), quantity: z.int(), unitPrice: z.int() });
export type BookedOption = z.infer<typeof BookedOption>;

export const ReschedulingOrderDetails = z.object({
  orderId: z.string().check(z.minLength(1)),
  /** The booking reference a devotee reads is this without its first 3 characters (displayBookingReference). */
  bookingId: z.optional(z.string()),
  bookedOptions: z.optional(z.array(BookedOption)),
  currency: z.optional(z.string()),
  itemId: z.optional(z.string()),
  /** Sister orders of the same booking card; they move with the order. */
  sisterOrderIds: z.optional(z.array(z.string())),
  sisterOrderMeta: z.optional(z.array(Meta)),
  /** The whole card's price, in minor units of `currency`. */
  totPrice: z.optional(z.int()),
  inPerson: z.optional(z.boolean()),
  hasPrasadam: z.optional(z.boolean()),
  prasadamDeliveryAddress: z.optional(z.nullable(Meta)),
  meta: z.optional(Meta),
  slotId: z.optional(z.string()),
  slots: z.optional(
    z.array(z.object({ slotId: z.string(), startTime: z.string(), variants: z.array(OrderVariant) })),
  ),
  /** The order's slot; its start decides the month the calendar opens on. */
  slotInfo: z.optional(z.partial(SlotInfo)),
  ritualStatus: z.optional(z.string()),
  /** The original ritual date: the 90-day window of a reschedule counts from it. */
  ogSlotInfo: z.optional(z.object({ startTime: z.string() })),
  isCalendarUnlocked: z.optional(z.boolean()),
});
export type ReschedulingOrderDetails = z.infer<typeof ReschedulingOrderDetails>;

/** The navigation state that carries the hand-off. */
export function reschedulingState(details: ReschedulingOrderDetails) {
  return { reschedulingOrderDetails: details };
}

/** The hand-off in a navigation state; null when there is none or it has no order id. */
export function readReschedulingState(state: unknown): ReschedulingOrderDetails | null {
  const raw =
    typeof state === 'object' && state !== null
      ? (state as { reschedulingOrderDetails?: unknown }).reschedulingOrderDetails
      : undefined;
  const parsed = ReschedulingOrderDetails.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
