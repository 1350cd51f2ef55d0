// A server-to-server notification from the gateway: trusted only when its HMAC signature over the raw body and
// timestamp is right, the timestamp is recent, it was not seen before, and amount and currency match the payment.
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../errors';
import { safeEqualHex, signGatewayPayload } from '../../providers/signing';
import { findPaymentByRequestId } from '../../repositories/payments';
import { applyPaymentStatus } from './apply-payment-status';

export const NOTIFICATION_MAX_AGE_SECONDS = 5 * 60;

export const GatewayNotification = z.object({
  requestId: z.string(),
  transactionId: z.string().nullish(),
  status: z.enum(['COMPLETED', 'ERROR', 'PENDING']),
  amount: z.string().nullish(),
  currency: z.string().nullish(),
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
  const seen = await deps.pool.query(
    `INSERT INTO gateway_notifications (signature, request_id, status, outcome) VALUES ($1, $2, $3, 'received')
     ON CONFLICT (signature) DO NOTHING`,
    [signature, body.requestId, body.status],
  );
  if (!seen.rowCount) throw conflict('Notification already received');

  const payment = await findPaymentByRequestId(deps.pool, body.requestId);
  if (!payment) throw notFound('Unknown payment request');
  const amountMinor = body.amount == null ? null : Math.round(Number(body.amount) * 100);
  const amountDiffers = amountMinor !== null && amountMinor !== payment.amount;
  const currencyDiffers = body.currency != null && body.currency !== payment.currency;
  const subscriptionWithoutAmount = body.amount == null && (await isSubscriptionPayment(deps, payment.id));
  if (amountDiffers || currencyDiffers || (body.amount == null && !subscriptionWithoutAmount)) {
    log.warn(
      { requestId: body.requestId, amount: body.amount, currency: body.currency, expected: payment.amount },
      'gateway notification with a different amount or currency refused',
    );
    await deps.pool.query("UPDATE gateway_notifications SET outcome = 'refused' WHERE signature = $1", [
      signature,
    ]);
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
  await deps.pool.query('UPDATE gateway_notifications SET outcome = $2 WHERE signature = $1', [
    signature,
    result.applied ? 'applied' : 'ignored',
  ]);
  return { applied: result.applied, status: result.payment.status };
}

async function isSubscriptionPayment(deps: Pick<AppDeps, 'pool'>, paymentId: string): Promise<boolean> {
  const { rowCount } = await deps.pool.query(
    'SELECT 1 FROM orders o JOIN products p ON p.id = o.product_id WHERE o.payment_id = $1 AND p.is_subscription',
    [paymentId],
  );
  return Boolean(rowCount);
}
