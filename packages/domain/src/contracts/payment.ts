import { z } from 'zod';
import { Center } from '../catalogue';
import { GatewayForm } from './order';

/** The verified status of a payment for the result page (never the query string's). */
export const PaymentStatusAnswer = z.object({
  paymentId: z.string(),
  requestId: z.string(),
  status: z.string(),
  channel: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  transactionId: z.string().nullable(),
  bookingId: z.string().nullable(),
  centerId: z.string(),
  errorCode: z.string().nullable(),
  errorMsg: z.string().nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswer>;

export const CenterByBookingAnswer = z.object({ center: Center });

export const PaymentLinkAnswer = z.object({
  paymentId: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string().nullable(),
  centerName: z.string(),
  expiresAt: z.string(),
  initialisedAt: z.string().nullable(),
  gatewayForm: GatewayForm.nullable(),
});
export type PaymentLinkAnswer = z.infer<typeof PaymentLinkAnswer>;

export const PaymentIdBody = z.object({ paymentId: z.uuid('must be a payment id') });
export const PaymentIdQuery = PaymentIdBody;

/** POST /order/paymentLinkInit. */
export const PaymentLinkInitAnswer = z.object({ initialised: z.boolean() });

export const TerminalAnswer = z.object({
  paymentId: z.string(),
  status: z.string(),
  terminalStatus: z.enum(['WAITING', 'APPROVED', 'DECLINED', 'CANCELLED']),
  transactionId: z.string().nullable(),
  errorMsg: z.string().nullable(),
});
export type TerminalAnswer = z.infer<typeof TerminalAnswer>;

export const MixpanelListAnswer = z.object({
  orderData: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      variants: z.array(z.object({ name: z.string(), quantity: z.number(), unitPrice: z.number() })),
      inPerson: z.boolean(),
      ogSlotInfo: z.object({ startTime: z.string() }),
      userId: z.string(),
      ssoId: z.string(),
    }),
  ),
  paymentData: z.array(
    z.object({ status: z.string(), channel: z.string(), rawResp: z.record(z.string(), z.unknown()) }),
  ),
});
