/** Contracts of My Rituals (spec part 2 §3 Order, §7): the three order lists and the order actions. */
import { z } from 'zod';
import { ORDER_PAGE_SIZE } from '../constants';
import { Id } from './common';

/** The most orders one list page may ask for. */
export const ORDER_PAGE_SIZE_MAX = 50;

/** GET /order/listUpcoming | listPast | listOnHold (spec part 2 §7: limit, offset, ssoId, center). */
export const OrderListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).default(ORDER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  ssoId: Id,
  center: Id,
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderVariant = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
});

export const SlotInfo = z.object({
  startTime: z.string(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
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
  prasadamDeliveryAddress: z.record(z.string(), z.unknown()).nullable(),
  paymentStatus: z.string(),
  paymentStatusBadge: z.string(),
  status: z.string(),
  deliveryStatus: z.string(),
  prasadamTrackingId: z.string().nullable(),
  /** The parcel's carrier (UPS, STAMPS) and its tracking page, once shipped. */
  carrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  totalPrice: z.number().int(),
  currency: z.string(),
  variants: z.array(OrderVariant),
  slotInfo: SlotInfo,
  ogSlotInfo: z.object({ startTime: z.string() }),
  inPerson: z.boolean(),
  productInfo: z.object({
    name: z.string(),
    image: z.string(),
    type: z.string(),
    config: z.object({
      canCancel: z.boolean(),
      canReschedule: z.boolean(),
      cutOffHours: z.number().int(),
    }),
  }),
  bookingDate: z.string(),
  bookingPersonFirstName: z.string(),
  bookingPersonEmail: z.string(),
  bookingPersonPhone: z.string(),
  /** The cancellation policy kept at purchase: a refund on cancel, or none. */
  refundOnCancel: z.boolean(),
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
  hasPrasadam: z.boolean().default(false),
  prasadamDeliveryAddress: z.record(z.string(), z.unknown()).nullish(),
  meta: z
    .object({
      members: z
        .array(z.object({ name: z.string().trim().max(100) }))
        .max(10)
        .optional(),
      nakshatramLanguageList: z.array(z.unknown()).max(10).optional(),
    })
    .passthrough()
    .optional(),
  itemId: Id.optional(),
  center: Id,
  /** Sister orders carried by the hand-off; they move with the order. */
  sisterOrderIds: z.array(Id).max(50).optional(),
});
export type RescheduleOrderBody = z.input<typeof RescheduleOrderBody>;
export const RescheduleOrderAnswer = z.object({
  orderIds: z.array(z.string()),
  slotId: z.string(),
  startTime: z.string(),
});
export type RescheduleOrderAnswer = z.infer<typeof RescheduleOrderAnswer>;

/** POST /order/cancel. */
export const CancelOrderBody = z.object({
  orderIds: z.array(Id).min(1, 'Please select an order to cancel').max(50),
});
export const CancelOrderAnswer = z.object({
  bookingId: z.string(),
  orderIds: z.array(z.string()),
  refundAmount: z.number().int(),
  currency: z.string(),
});
export type CancelOrderAnswer = z.infer<typeof CancelOrderAnswer>;

/** GET /order/getRefundAmount?orderIds=…&orderIds=… */
export const RefundAmountQuery = z.object({
  orderIds: z.union([Id, z.array(Id).min(1).max(50)]).transform((v) => (Array.isArray(v) ? v : [v])),
});
export const RefundAmountAnswer = z.object({ refundAmount: z.number().int(), currency: z.string() });
export type RefundAmountAnswer = z.infer<typeof RefundAmountAnswer>;
