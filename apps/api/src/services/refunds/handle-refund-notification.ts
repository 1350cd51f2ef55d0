// The gateway's signed refund notification: trusted only with a valid HMAC over the raw body at a fresh timestamp.
// DONE adds the refund to its payment (REFUNDED only when all of it is refunded); FAILED keeps it for a retry
// (refund-policy.ts). The devotee is mailed when it is done, and the first time it fails (refund-mails.ts). A repeated notification changes nothing; one whose payment or amount differs from the
// refund's is refused.
import { z } from 'zod';
import type { AppDeps } from '../../types';
import { badRequest, unauthorized } from '../../errors';
import { safeEqualHex, signGatewayPayload } from '../../providers/signing';
import { writeAudit } from '../../repositories/audit';
import {
  applyRefundToPayment,
  findRefundByRef,
  markRefundDone,
  markRefundFailed,
} from '../../repositories/refunds';
import { withTransaction } from '../../db/with-transaction';

import { refundRetryDelayMs } from './refund-policy';
import { enqueueRefundMail } from './refund-mails';

const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const RefundNotification = z.object({
  refundRef: z.string().min(1),
  requestId: z.string().min(1),
  gatewayRefundId: z.string().min(1),
  status: z.enum(['DONE', 'FAILED']),
  amount: z.number().int().positive(),
  currency: z.string().optional(),
  reason: z.string().nullish(),
});

export async function handleRefundNotification(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  input: { rawBody: string; timestamp?: string; signature?: string; now?: Date },
): Promise<{ outcome: 'applied' | 'ignored' }> {
  const { timestamp = '', signature = '', rawBody } = input;
  const now = input.now ?? new Date();
  const expected = signGatewayPayload(deps.config.GATEWAY_SECRET, timestamp, rawBody);
  const age = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  if (
    !timestamp ||
    !signature ||
    !safeEqualHex(signature, expected) ||
    !(age <= SIGNATURE_TOLERANCE_SECONDS)
  ) {
    throw unauthorized('Invalid notification signature');
  }
  let body: z.infer<typeof RefundNotification>;
  try {
    body = RefundNotification.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest('Not a refund notification');
  }
  return withTransaction(deps.pool, async (client) => {
    const refund = await findRefundByRef(client, body.refundRef);
    if (!refund) throw badRequest(`Unknown refund ${body.refundRef}`);
    if (body.requestId !== refund.request_id) throw badRequest('The refund is of another payment');
    if (body.amount !== refund.amount || (body.currency && body.currency !== refund.currency)) {
      throw badRequest('The refunded amount does not match the refund');
    }
    if (refund.status === 'DONE') return { outcome: 'ignored' as const };
    if (body.status === 'FAILED') {
      await markRefundFailed(
        client,
        refund.id,
        body.reason ?? 'The gateway could not refund',
        new Date(now.getTime() + refundRetryDelayMs(refund.attempts)),
      );
      await enqueueRefundMail(client, refund, 'failed');
      await writeAudit(client, {
        actorId: null,
        action: 'refund.failed',
        entity: 'payment',
        entityId: refund.payment_id,
        data: {
          refundRef: refund.refund_ref,
          reason: body.reason ?? null,
          attemptsLeft: refund.attempts_left,
        },
      });
      return { outcome: 'applied' as const };
    }
    await markRefundDone(client, refund.id, body.gatewayRefundId);
    const totals = await applyRefundToPayment(client, refund);
    await enqueueRefundMail(client, refund, 'done');
    await writeAudit(client, {
      actorId: null,
      action: totals.refunded >= totals.amount ? 'payment.refunded' : 'payment.partially_refunded',
      entity: 'payment',
      entityId: refund.payment_id,
      data: {
        refundRef: refund.refund_ref,
        amount: refund.amount,
        refunded: totals.refunded,
        of: totals.amount,
      },
    });
    return { outcome: 'applied' as const };
  });
}
