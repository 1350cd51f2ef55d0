import type { PaymentStatusAnswer } from '@sannidhi/domain/contracts/payment';
import type { AppDeps, AuthContext } from '../../types';
import { notFound } from '../../errors';
import { findPaymentByRequestId, listOrdersOfPayment } from '../../repositories/payments';
import { requirePaymentAccess } from './payment-access';
import { reconcilePayment } from './reconcile-payment';

/** The result page's status: what the api verified, asking the gateway itself while the payment is open. */
export async function getPaymentStatus(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  requestId: string,
  log: { warn: (obj: object, msg: string) => void },
): Promise<PaymentStatusAnswer> {
  let payment = await findPaymentByRequestId(deps.pool, requestId);
  if (!payment) throw notFound('Payment not found');
  await requirePaymentAccess(deps.pool, auth, payment, 'Payment not found');
  try {
    payment = await reconcilePayment(deps, payment, { expireIfUnpaid: false });
  } catch (err) {
    log.warn({ err, requestId }, 'status query failed; answering the stored status');
  }
  const [order] = await listOrdersOfPayment(deps.pool, payment.id);
  const addl = (payment.raw_resp.addlInfo ?? {}) as { error_code?: string | null; error_msg?: string | null };
  return {
    paymentId: payment.id,
    requestId: payment.request_id,
    status: payment.status,
    channel: payment.channel,
    amount: payment.amount,
    currency: payment.currency,
    transactionId: payment.transaction_id,
    bookingId: order?.booking_id ?? null,
    centerId: payment.center_id,
    errorCode: addl.error_code ?? null,
    errorMsg: addl.error_msg ?? null,
  };
}
