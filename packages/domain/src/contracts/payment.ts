import * as z from 'zod/mini';
import { Center } from '../catalogue';
import { GatewayForm } from './order';

/** The verified status of a payment for the result page (never the query string's). */
export const PaymentStatusAnswer = z.object({
  paymentId: z.string(),
  requestId: z.string(),
  status: z.string(),
  channel: z.string(),
  amount: z.int(),
  currency: z.string(),
  transactionId: z.nullable(z.string()),
  bookingId: z.nullable(z.string()),
  centerId: z.string(),
  errorCode: z.nullable(z.string()),
  errorMsg: z.nullable(z.string()),
});
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswer>;

export const CenterByBookingAnswer = z.object({ center: Center });

export const PaymentLinkAnswer = z.object({
  paymentId: z.string(),
  status: z.string(),
  amount: z.int(),
  currency: z.nullable(z.string()),
  centerName: z.string(),
  expiresAt: z.string(),
  initialisedAt: z.nullable(z.string()),
  gatewayForm: z.nullable(GatewayForm),
});
export type PaymentLinkAnswer = z.infer<typeof PaymentLinkAnswer>;

/**
 * GET /order/paymentLinkStatus (no login; the e-mailed link id is the key): what the result card needs after
 * paying by link, and nothing personal — the verified status, the amount, the booking reference (display form;
 * only once the payment is completed) and the centre's public contact.
 */
export const PaymentLinkStatusAnswer = z.object({
  status: z.string(),
  amount: z.int(),
  currency: z.string(),
  bookingReference: z.nullable(z.string()),
  errorMsg: z.nullable(z.string()),
  center: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    supportTicketUrl: z.nullable(z.string()),
  }),
});
export type PaymentLinkStatusAnswer = z.infer<typeof PaymentLinkStatusAnswer>;

export const PaymentIdBody = z.object({ paymentId: z.uuid('must be a payment id') });
export const PaymentIdQuery = PaymentIdBody;

/** POST /order/paymentLinkInit. */
export const PaymentLinkInitAnswer = z.object({ initialised: z.boolean() });

export const TerminalAnswer = z.object({
  paymentId: z.string(),
  status: z.string(),
  terminalStatus: z.enum(['WAITING', 'APPROVED', 'DECLINED', 'CANCELLED']),
  transactionId: z.nullable(z.string()),
  errorMsg: z.nullable(z.string()),
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
