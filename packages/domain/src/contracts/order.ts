import * as z from 'zod/mini';
import { CartItem } from '../cart';
import { Id } from './common';

/** How an order is paid: the gateway for devotees; every channel for an office volunteer. */
export const PaymentChannel = z.enum([
  'GPMS',
  'PAYMENT_LINK',
  'CASH',
  'DEMAND_DRAFT',
  'CHEQUE',
  'QR_CODE',
  'CARD_MACHINE',
  'US_CARD_TERMINAL',
]);
export type PaymentChannel = z.infer<typeof PaymentChannel>;

/** Channels a volunteer records as paid at once, with the reference each needs. */
export const RECORDED_CHANNELS = ['CASH', 'DEMAND_DRAFT', 'CHEQUE', 'QR_CODE'] as const;

export const PaymentReference = z.object({
  reference: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  bank: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  date: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
});
export type PaymentReference = z.infer<typeof PaymentReference>;

export const CreateOrderBody = z.object({
  /** A client-chosen key: a repeated submit with the same key returns the first answer. */
  idempotencyKey: z
    .string()
    .check(z.trim(), z.minLength(8, 'must be at least 8 characters'), z.maxLength(100)),
  centerId: Id,
  /** The devotee an office volunteer books for; defaults to the caller. */
  devoteeId: z.optional(Id),
  paymentChannel: z._default(PaymentChannel, 'GPMS'),
  paymentReference: z.optional(PaymentReference),
  items: z
    .array(CartItem)
    .check(z.minLength(1, 'The cart is empty'), z.maxLength(50, 'At most 50 items can be booked at once')),
  /** A waiting-list offer the devotee takes with this order: its held places are theirs to book. */
  waitingListEntryId: z.optional(z.uuid('waiting-list offer: not an offer id')),
});
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

/** The fields of the payment gateway form (spec part 1 §3); amount is omitted for subscription rituals. */
export const GatewayForm = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type GatewayForm = z.infer<typeof GatewayForm>;

export const CreatedOrder = z.object({
  id: z.string(),
  bookingId: z.string(),
  itemId: z.string(),
  productId: z.string(),
  slotId: z.string(),
  totalPrice: z.int(),
});

export const CreateOrderAnswer = z.object({
  paymentId: z.string(),
  requestId: z.string(),
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  channel: PaymentChannel,
  orders: z.array(CreatedOrder),
  gatewayForm: z.nullable(GatewayForm),
});
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswer>;
