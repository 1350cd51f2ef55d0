// No payment stays pending forever: open payments past their window are reconciled with the gateway and, if still
// unpaid, expired (their places released). Rows are leased with FOR UPDATE SKIP LOCKED, so several api processes
// can run the job together without taking the same payment.
import type { AppDeps } from '../../types';
import type { PaymentRow } from '../../repositories/payments';
import { reconcilePayment } from '../payments/reconcile-payment';

export async function expireDuePayments(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  log: { warn: (obj: object, msg: string) => void },
  limit = 20,
): Promise<number> {
  const { rows } = await deps.pool.query<PaymentRow>(
    `UPDATE payments SET expires_at = now() + interval '2 minutes'
     WHERE id IN (SELECT id FROM payments WHERE status IN ('INITIALIZED', 'PENDING') AND expires_at <= now()
                  ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [limit],
  );
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
