// Sends refunds to the gateway: new ones right after a cancellation, failed and unanswered ones again (the jobs
// tick runs this). One refund per transaction: its row stays locked (FOR UPDATE SKIP LOCKED, so other processes
// take other rows) only while its one request is made and recorded. Retries are bounded (refund-policy.ts); a
// refund whose attempts are used up stays FAILED, with its last error, on the staff list until staff retry it.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { requestGatewayRefund } from '../../providers/refunds';
import { claimNextDueRefund, markRefundInTransit, markRefundRequestFailed } from '../../repositories/refunds';
import { REFUND_CHECK_AGAIN_MS, refundRetryDelayMs } from './refund-policy';
import { enqueueRefundMail } from './refund-mails';

type Deps = Pick<AppDeps, 'pool' | 'config'>;

/** Sends up to `limit` due refunds (or only `onlyId`); answers how many were sent (whatever their answer). */
export async function sendDueRefunds(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
  opts: { limit?: number; onlyId?: string } = {},
): Promise<number> {
  const limit = opts.limit ?? 20;
  let sent = 0;
  while (sent < limit) {
    const done = await withTransaction(deps.pool, async (client) => {
      const refund = await claimNextDueRefund(client, now, opts.onlyId ?? null);
      if (!refund) return false;
      try {
        const gatewayRefundId = await requestGatewayRefund(
          { baseUrl: deps.config.GATEWAY_BASE, secret: deps.config.GATEWAY_SECRET },
          {
            requestId: refund.request_id,
            refundRef: refund.refund_ref,
            amount: refund.amount,
            currency: refund.currency,
          },
        );
        await markRefundInTransit(
          client,
          refund.id,
          gatewayRefundId,
          new Date(now.getTime() + REFUND_CHECK_AGAIN_MS),
        );
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        log.warn({ refund: refund.refund_ref, reason }, 'refund request failed; it will be retried');
        await markRefundRequestFailed(
          client,
          refund.id,
          reason,
          new Date(now.getTime() + refundRetryDelayMs(refund.attempts + 1)),
        );
        // Its automatic attempts are used up: it waits for staff, and the devotee is told it is delayed.
        if (refund.attempts_left <= 1) await enqueueRefundMail(client, refund, 'failed');
      }
      return true;
    });
    if (!done) break;
    sent += 1;
  }
  return sent;
}

/** After a cancellation or a staff retry: send now, without holding up the answer. */
export function sendRefundsSoon(deps: Deps, log: FastifyBaseLogger): void {
  sendDueRefunds(deps, log).catch((err: unknown) => log.error({ err }, 'sending refunds failed'));
}
