// Sends refunds to the gateway: new ones right after a cancellation, failed ones again with a growing delay (the
// jobs tick also runs this). A refund is never dropped: it stays FAILED, with its last error, until it goes through.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app';
import { requestGatewayRefund } from '../../providers/refunds';
import { findPaymentById } from '../../repositories/payments';
import { claimDueRefunds, markRefundFailed, markRefundInTransit } from '../../repositories/refunds';
import { withTransaction } from '../../db/with-transaction';

const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 3_600_000;

export async function sendDueRefunds(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<number> {
  return withTransaction(deps.pool, async (client) => {
    const due = await claimDueRefunds(client, now);
    for (const refund of due) {
      const payment = await findPaymentById(client, refund.payment_id);
      try {
        const gatewayRefundId = await requestGatewayRefund(
          { baseUrl: deps.config.GATEWAY_BASE, secret: deps.config.GATEWAY_SECRET },
          {
            requestId: payment!.request_id,
            refundRef: refund.refund_ref,
            amount: refund.amount,
            currency: refund.currency,
          },
        );
        await markRefundInTransit(client, refund.id, gatewayRefundId);
      } catch (err) {
        const delay = Math.min(RETRY_BASE_MS * 2 ** refund.attempts, RETRY_MAX_MS);
        const reason = err instanceof Error ? err.message : String(err);
        log.warn({ refund: refund.refund_ref, reason }, 'refund request failed; it will be retried');
        await markRefundFailed(client, refund.id, reason, new Date(now.getTime() + delay));
      }
    }
    return due.length;
  });
}

/** After a cancellation: send its refund now, without holding up the answer. */
export function sendRefundsSoon(deps: Pick<AppDeps, 'pool' | 'config'>, log: FastifyBaseLogger): void {
  sendDueRefunds(deps, log).catch((err: unknown) => log.error({ err }, 'sending refunds failed'));
}
