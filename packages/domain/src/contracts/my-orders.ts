/** Contracts of My Rituals (spec part 2 §3 Order, §7): the three order lists and the order actions. */
import * as z from 'zod/mini';
import { ORDER_PAGE_SIZE } from '../constants';
import { CatalogueTexts } from '../catalogue-texts';
import { VariantTexts } from '../form-texts';
import { Id } from './common';

/** The most orders one list page may ask for. */
export const ORDER_PAGE_SIZE_MAX = 50;

/** GET /order/listUpcoming | listPast | listOnHold (spec part 2 §7: limit, offset, ssoId, center). */
export const OrderListQuery = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ORDER_PAGE_SIZE_MAX)),
    ORDER_PAGE_SIZE,
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  ssoId: Id,
  center: Id,
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderVariant = z.object({
  name: z.string(),
  quantity: z.int(),
  unitPrice: z.int(),
});

export const SlotInfo = z.object({
  startTime: z.string(),
  day: z.int(),
  month: z.int(),
  year: z.int(),
});

/** One move of a rescheduled order. */
export const RescheduleMove = z.object({ from: z.string(), to: z.string(), at: z.string() });

/** An order as My Rituals shows it (spec part 2 §3 Order). */
export const OrderView = z.object({
  id: z.string(),
  bookingId: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string(),
  productId: z.string(),
  itemId: z.string(),
  slotId: z.string(),
  center: z.string(),
  centerName: z.string(),
  meta: z.record(z.string(), z.unknown()),
  hasPrasadam: z.boolean(),
  prasadamDeliveryAddress: z.nullable(z.record(z.string(), z.unknown())),
  paymentStatus: z.string(),
  paymentStatusBadge: z.string(),
  status: z.string(),
  deliveryStatus: z.string(),
  prasadamTrackingId: z.nullable(z.string()),
  /** The parcel's carrier (UPS, STAMPS) and its tracking page, once shipped. */
  carrier: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  totalPrice: z.int(),
  currency: z.string(),
  variants: z.array(OrderVariant),
  slotInfo: SlotInfo,
  ogSlotInfo: z.object({ startTime: z.string() }),
  inPerson: z.boolean(),
  productInfo: z.object({
    name: z.string(),
    image: z.string(),
    /** The ritual's name (and description) in other languages: My Rituals shows the one of the interface language. */
    texts: z.optional(CatalogueTexts),
    /** The ritual's variant names in other languages, by English name (the order names its variants in English). */
    variantTexts: z.optional(z.record(z.string(), VariantTexts)),
    type: z.string(),
    config: z.object({
      canCancel: z.boolean(),
      canReschedule: z.boolean(),
      cutOffHours: z.int(),
    }),
  }),
  bookingDate: z.string(),
  bookingPersonFirstName: z.string(),
  bookingPersonEmail: z.string(),
  bookingPersonPhone: z.string(),
  /** The cancellation policy kept at purchase: a refund on cancel, or none. */
  refundOnCancel: z.boolean(),
  /**
   * The order's latest refund, from the refunds table (AWAITING_APPROVAL, CREATED, IN_TRANSIT, DONE, FAILED), or
   * null without one; shown in words with refundStatusLabel (status-labels.ts).
   */
  refundStatus: z.nullable(z.string()),
  /**
   * How the temple office gave that refund back when the gateway could not (CASH, BANK_TRANSFER, CHEQUE; its status
   * is then DONE), or null; read together with refundStatus by refundStatusLabel. Absent from older answers.
   */
  refundOutsideMethod: z.optional(z.nullable(z.string())),
  rescheduleHistory: z.array(RescheduleMove),
});
export type OrderView = z.infer<typeof OrderView>;

export const OrderList = z.array(OrderView);

/** PUT /order/hold. */
export const HoldOrderBody = z.object({ orderId: Id });
export const HoldOrderAnswer = z.object({ orderIds: z.array(z.string()), status: z.literal('ON_HOLD') });
export type HoldOrderAnswer = z.infer<typeof HoldOrderAnswer>;

/** POST /order/reschedule (spec part 2 §7). */
export const RescheduleOrderBody = z.object({
  orderId: Id,
  slotId: Id,
  inPerson: z.boolean(),
  hasPrasadam: z._default(z.boolean(), false),
  prasadamDeliveryAddress: z.nullish(z.record(z.string(), z.unknown())),
  meta: z.optional(
    z.looseObject({
      members: z.optional(
        z.array(z.object({ name: z.string().check(z.trim(), z.maxLength(100)) })).check(z.maxLength(10)),
      ),
      nakshatramLanguageList: z.optional(z.array(z.unknown()).check(z.maxLength(10))),
    }),
  ),
  itemId: z.optional(Id),
  center: Id,
  /** Sister orders carried by the hand-off; they move with the order. */
  sisterOrderIds: z.optional(z.array(Id).check(z.maxLength(50))),
  /**
   * The slot the devotee saw the order on when they chose to reschedule it (the hand-off's slotId). When the order
   * has moved since (another tab, another device), the answer is 409 naming where it is now.
   */
  fromSlotId: z.optional(Id),
});
export type RescheduleOrderBody = z.input<typeof RescheduleOrderBody>;
export const RescheduleOrderAnswer = z.object({
  orderIds: z.array(z.string()),
  slotId: z.string(),
  startTime: z.string(),
});
export type RescheduleOrderAnswer = z.infer<typeof RescheduleOrderAnswer>;

/** GET /order/calendar?orderId=: the booking's calendar file (.ics), for its devotee only. */
export const OrderCalendarQuery = z.object({ orderId: Id });

/** POST /order/cancel. */
export const CancelOrderBody = z.object({
  orderIds: z.array(Id).check(z.minLength(1, 'Please select an order to cancel'), z.maxLength(50)),
});
export const CancelOrderAnswer = z.object({
  bookingId: z.string(),
  orderIds: z.array(z.string()),
  refundAmount: z.int(),
  currency: z.string(),
});
export type CancelOrderAnswer = z.infer<typeof CancelOrderAnswer>;

/** GET /order/getRefundAmount?orderIds=…&orderIds=… */
export const RefundAmountQuery = z.object({
  orderIds: z.pipe(
    z.union([Id, z.array(Id).check(z.minLength(1), z.maxLength(50))]),
    z.transform((v) => (Array.isArray(v) ? v : [v])),
  ),
});
export const RefundAmountAnswer = z.object({ refundAmount: z.int(), currency: z.string() });
export type RefundAmountAnswer = z.infer<typeof RefundAmountAnswer>;
