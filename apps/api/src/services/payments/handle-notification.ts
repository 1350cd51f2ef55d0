// A server-to-server notification from the gateway: trusted only when its HMAC signature over the raw body and
// timestamp is right, the timestamp is recent, it was not seen before, and amount and currency match the payment.
import { z } from 'zod';
import type { AppDeps } from '../../types';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../errors';
import { safeEqualHex, signGatewayPayload } from '../../providers/signing';
import { recordNotification, setNotificationOutcome } from '../../repositories/gateway-notifications';
import { paymentHasSubscription } from '../../repositories/orders';
import { findPaymentByRequestId } from '../../repositories/payments';
import { applyPaymentStatus } from './apply-payment-status';

export const NOTIFICATION_MAX_AGE_SECONDS = 5 * 60;
/** The channels whose outcome the gateway reports: its hosted page and the payment link that leads to it. */
const GATEWAY_CHANNELS: readonly string[] = ['GPMS', 'PAYMENT_LINK'];

export const GatewayNotification = z.object({
  requestId: z.string(),
  transactionId: z.string().nullish(),
  status: z.enum(['COMPLETED', 'ERROR', 'PENDING']),
  amount: z.string().nullish(),
  /** Required: a notification that does not say its currency cannot be matched against the payment. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  errorCode: z.string().nullish(),
  errorReason: z.string().nullish(),
  errorMsg: z.string().nullish(),
  occurredAt: z.string().nullish(),
  /** The mandate an accepted subscription set up, or the mandate a monthly charge was taken from. */
  mandateId: z.string().nullish(),
});

export async function handleGatewayNotification(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  input: { rawBody: string; timestamp?: string; signature?: string; requestId: string; now?: Date },
  log: { warn: (obj: object, msg: string) => void },
): Promise<{ applied: boolean; status: string }> {
  const { timestamp = '', signature = '', rawBody } = input;
  const expected = signGatewayPayload(deps.config.GATEWAY_SECRET, timestamp, rawBody);
  if (!timestamp || !signature || !safeEqualHex(signature, expected)) {
    log.warn({ requestId: input.requestId }, 'gateway notification with a bad signature refused');
    throw unauthorized('Invalid notification signature');
  }
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > NOTIFICATION_MAX_AGE_SECONDS) {
    throw unauthorized('Notification timestamp is too old');
  }
  let body: z.infer<typeof GatewayNotification>;
  try {
    body = GatewayNotification.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest('Notification body is not valid');
  }
  const seen = await recordNotification(deps.pool, {
    signature,
    requestId: body.requestId,
    status: body.status,
  });
  if (!seen) throw conflict('Notification already received');

  const payment = await findPaymentByRequestId(deps.pool, body.requestId);
  if (!payment) throw notFound('Unknown payment request');
  if (!GATEWAY_CHANNELS.includes(payment.channel)) {
    // Card machine, terminal and recorded payments are settled by their own channel, never by the gateway.
    log.warn(
      { requestId: body.requestId, channel: payment.channel },
      'gateway notification for another channel refused',
    );
    await setNotificationOutcome(deps.pool, signature, 'refused');
    throw new AppError('UNPROCESSABLE', 'This payment is not settled through the gateway');
  }
  const amountMinor = body.amount == null ? null : Math.round(Number(body.amount) * 100);
  const amountDiffers = amountMinor !== null && amountMinor !== payment.amount;
  const currencyDiffers = body.currency !== payment.currency;
  const subscriptionWithoutAmount =
    body.amount == null && (await paymentHasSubscription(deps.pool, payment.id));
  if (amountDiffers || currencyDiffers || (body.amount == null && !subscriptionWithoutAmount)) {
    log.warn(
      { requestId: body.requestId, amount: body.amount, currency: body.currency, expected: payment.amount },
      'gateway notification with a different amount or currency refused',
    );
    await setNotificationOutcome(deps.pool, signature, 'refused');
    throw new AppError('UNPROCESSABLE', 'Amount or currency does not match the payment');
  }
  const result = await applyPaymentStatus(
    deps,
    payment.id,
    {
      status: body.status,
      transactionId: body.transactionId,
      errorCode: body.errorCode,
      errorReason: body.errorReason,
      errorMsg: body.errorMsg,
      gateway: body,
      source: 'notification',
    },
    body.requestId,
  );
  await setNotificationOutcome(deps.pool, signature, result.applied ? 'applied' : 'ignored');
  return { applied: result.applied, status: result.payment.status };
}
