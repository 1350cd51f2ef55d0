import { z } from 'zod';
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
  reference: z.string().trim().max(100).default(''),
  bank: z.string().trim().max(100).default(''),
  date: z.string().trim().max(20).default(''),
});
export type PaymentReference = z.infer<typeof PaymentReference>;

export const CreateOrderBody = z.object({
  /** A client-chosen key: a repeated submit with the same key returns the first answer. */
  idempotencyKey: z.string().trim().min(8, 'must be at least 8 characters').max(100),
  centerId: Id,
  /** The devotee an office volunteer books for; defaults to the caller. */
  devoteeId: Id.optional(),
  paymentChannel: PaymentChannel.default('GPMS'),
  paymentReference: PaymentReference.optional(),
  items: z.array(CartItem).min(1, 'The cart is empty').max(50, 'At most 50 items can be booked at once'),
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
  totalPrice: z.number().int(),
});

export const CreateOrderAnswer = z.object({
  paymentId: z.string(),
  requestId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  channel: PaymentChannel,
  orders: z.array(CreatedOrder),
  gatewayForm: GatewayForm.nullable(),
});
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswer>;
