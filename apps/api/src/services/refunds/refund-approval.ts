// The second approver of a large refund (docs/decisions.md "Accounts"): a refund above the centre's threshold
// (centre meta refundApprovalAbove, minor units) is recorded AWAITING_APPROVAL when the booking is cancelled and is
// not sent to the gateway until a staff member with refunds.approve at that centre — not the person who asked for
// it, nor the devotee who paid — approves it. At or below the threshold, and at centres without one, refunds go at
// once as before. Approving is audited; approving again is harmless.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import type { ApproveRefundAnswer } from '@sannidhi/domain/contracts/staff-refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import type { AppDeps, AuthContext } from '../../types';
import { findCenter } from '../../repositories/centers';
import { writeAudit } from '../../repositories/audit';
import { approveRefund, findRefundWithCenter } from '../../repositories/refunds';
import { requireStaffAction } from '../roles/authorize';
import { sendDueRefunds } from './send-refunds';

/** The centre's approval threshold in minor units, or undefined when every refund goes at once. */
export async function approvalThreshold(db: Queryable, centerId: string) {
  const center = await findCenter(db, centerId);
  return center ? CenterMeta.parse(center.meta).refundApprovalAbove : undefined;
}

export async function approveStaffRefund(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  auth: AuthContext,
  refundId: string,
  ctx: { requestId: string; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<ApproveRefundAnswer> {
  const now = new Date();
  const approved = await withTransaction(deps.pool, async (client) => {
    const refund = await findRefundWithCenter(client, refundId);
    if (!refund) throw notFound('Refund not found');
    // On the transaction's own connection: asking the pool here would hold one connection while waiting for another.
    await requireStaffAction(client, auth, 'refunds.approve', refund.center_id);
    if (refund.status !== 'AWAITING_APPROVAL') return false;
    if (refund.requested_by === auth.userId || refund.payer_id === auth.userId) {
      throw conflict(
        `Refund ${refund.refund_ref} was asked for by you or is of your own booking: a different person must approve it`,
      );
    }
    await approveRefund(client, refund.id, auth.userId, now);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'refund.approve',
      entity: 'payment',
      entityId: refund.payment_id,
      data: {
        centerId: refund.center_id,
        refundRef: refund.refund_ref,
        amount: refund.amount,
        requestedBy: refund.requested_by,
      },
      requestId: ctx.requestId,
    });
    return true;
  });
  if (approved) await sendDueRefunds(deps, ctx.log, now, { onlyId: refundId });
  const after = await withTransaction(deps.pool, (client) => findRefundWithCenter(client, refundId));
  return { refundId, status: after!.status };
}
