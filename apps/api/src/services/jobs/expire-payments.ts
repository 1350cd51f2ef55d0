// No payment stays pending forever: open payments past their window are reconciled with the gateway and, if still
// unpaid, expired (their places released). Rows are leased with FOR UPDATE SKIP LOCKED, so several api processes
// can run the job together without taking the same payment.
import type { AppDeps } from '../../types';
import { claimDuePayments } from '../../repositories/payments';
import { reconcilePayment } from '../payments/reconcile-payment';

export async function expireDuePayments(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  log: { warn: (obj: object, msg: string) => void },
  limit = 20,
): Promise<number> {
  const rows = await claimDuePayments(deps.pool, limit);
  let done = 0;
  for (const payment of rows) {
    try {
      await reconcilePayment(deps, payment, { expireIfUnpaid: true });
      done += 1;
    } catch (err) {
      // The lease ends in 2 minutes and the payment is tried again (e.g. the gateway was unreachable).
      log.warn({ err, requestId: payment.request_id }, 'could not reconcile a due payment');
    }
  }
  return done;
}
