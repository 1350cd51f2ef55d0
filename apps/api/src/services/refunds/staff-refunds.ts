// Failed and stuck refunds for centre staff (CENTER_ADMIN or OFFICE_ACCOUNTS_MANAGER of that centre only), and their
// retry: the refund is given one more attempt and sent to the gateway at once; its outcome follows in the gateway's
// notification. The staff console (issue 13) grows from here.
import { type StaffRefund } from '@sannidhi/domain/contracts/staff-refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, AuthContext } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import {
  applyRefundToPayment,
  findRefundWithCenter,
  listOpenRefunds,
  markRefundDoneOutside,
  scheduleRefundNow,
  type OpenRefundRow,
} from '../../repositories/refunds';
import { formatMoney } from '@sannidhi/domain/money';
import { mayRecordOutside, type RecordOutsideRefundBody } from '@sannidhi/domain/refund-outside';
import { enqueueRefundMail } from './refund-mails';
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import { REFUND_STUCK_AFTER_MS } from './refund-policy';
import { sendDueRefunds } from './send-refunds';
import { mayTakeStaffAction } from '../roles/authorize';

async function requireRefundStaff(db: Queryable, auth: AuthContext, centerId: string): Promise<void> {
  if (!(await mayTakeStaffAction(db, auth, 'refunds.manage', centerId))) {
    throw forbidden('Only a centre admin or accounts manager of this centre can see its refunds');
  }
}

function staffRefundOf(r: OpenRefundRow): StaffRefund {
  return {
    refundId: r.id,
    refundRef: r.refund_ref,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    bookingIds: r.booking_ids,
    devoteeEmail: r.devotee_email,
    devoteeErased: r.devotee_erased,
    requestedBy: r.requested_by_name,
    attempts: r.attempts,
    attemptsLeft: r.attempts_left,
    lastError: r.last_error,
    nextAttemptAt: r.attempts_left > 0 ? r.next_attempt_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function listStaffRefunds(
  pool: pg.Pool,
  auth: AuthContext,
  centerId: string,
  now = new Date(),
): Promise<StaffRefund[]> {
  await requireRefundStaff(pool, auth, centerId);
  const rows = await listOpenRefunds(pool, centerId, new Date(now.getTime() - REFUND_STUCK_AFTER_MS));
  return rows.map(staffRefundOf);
}

/** Gives the refund one more attempt and sends it now; answers the refund as it stands after the request. */
export async function retryStaffRefund(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  auth: AuthContext,
  refundId: string,
  ctx: { requestId: string; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<{ refundId: string; status: StaffRefund['status'] }> {
  const now = new Date();
  await withTransaction(deps.pool, async (client) => {
    const refund = await findRefundWithCenter(client, refundId);
    if (!refund) throw notFound('Refund not found');
    // On the transaction's own connection: asking the pool here would hold one connection while waiting for another.
    await requireRefundStaff(client, auth, refund.center_id);
    if (refund.status === 'DONE') return;
    if (refund.status === 'AWAITING_APPROVAL') {
      throw conflict(`Refund ${refund.refund_ref} waits for a second approver: approve it to send it`);
    }
    await scheduleRefundNow(client, refund.id, now);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'refund.retry',
      entity: 'payment',
      entityId: refund.payment_id,
      data: { refundRef: refund.refund_ref, status: refund.status, lastError: refund.last_error },
      requestId: ctx.requestId,
    });
  });
  await sendDueRefunds(deps, ctx.log, now, { onlyId: refundId });
  const after = await withTransaction(deps.pool, (client) => findRefundWithCenter(client, refundId));
  return { refundId, status: after!.status };
}

/**
 * The office gave a failed (or never sent) refund back another way: DONE with how, added to its payment like a
 * gateway refund, audited, and the devotee told with the usual refund-done mail. The row lock makes a second click
 * wait and then find it DONE: 409.
 */
export async function recordOutsideRefund(
  pool: pg.Pool,
  auth: AuthContext,
  body: RecordOutsideRefundBody,
  ctx: { requestId: string },
): Promise<{ refundId: string; status: StaffRefund['status'] }> {
  return withTransaction(pool, async (client) => {
    const refund = await findRefundWithCenter(client, body.refundId);
    if (!refund) throw notFound('Refund not found');
    await requireRefundStaff(client, auth, refund.center_id);
    const amount = formatMoney(refund.amount, refund.currency);
    if (refund.status === 'DONE') {
      throw conflict(`Refund ${refund.refund_ref} of ${amount} is already recorded as refunded`);
    }
    if (!mayRecordOutside(refund.status)) {
      throw conflict(
        refund.status === 'AWAITING_APPROVAL'
          ? `Refund ${refund.refund_ref} waits for a second approver: it has not failed`
          : `Refund ${refund.refund_ref} is with the payment gateway and may still go through: wait for its answer`,
      );
    }
    const note = body.note ? body.note : null;
    if (!(await markRefundDoneOutside(client, refund.id, { method: body.method, note, by: auth.userId }))) {
      throw conflict(`Refund ${refund.refund_ref} changed meanwhile: reload the page`);
    }
    const totals = await applyRefundToPayment(client, refund);
    await enqueueRefundMail(client, refund, 'done', { outsideMethod: body.method });
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'refund.done_outside',
      entity: 'payment',
      entityId: refund.payment_id,
      data: {
        refundRef: refund.refund_ref,
        amount: refund.amount,
        method: body.method,
        note,
        previousStatus: refund.status,
        lastError: refund.last_error,
        refunded: totals.refunded,
        of: totals.amount,
      },
      requestId: ctx.requestId,
    });
    return { refundId: refund.id, status: 'DONE' as const };
  });
}
