// The one place a payment changes status: from a signed gateway notification, a server-side status query, the
// card terminal, a volunteer's recorded payment, or the expiry job. Forward-only; orders follow their payment;
// places go back to the slot when a payment fails or expires.
import type pg from 'pg';
import type { PaymentStatus } from '@sannidhi/domain/enums';
import { canTransitionPayment, releasesCapacity } from '@sannidhi/domain/payment-state';
import type { AppDeps } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { slotsChanged } from '../../lib/slot-changes';
import { writeAudit } from '../../repositories/audit';
import { listOrderCapacity, setOrdersPaymentStatus } from '../../repositories/orders';
import { lockPayment, updatePaymentStatus } from '../../repositories/payments';
import { enqueuePaymentMails } from '../mail/enqueue-payment-mails';
import { releaseOrderPlaces } from '../my-orders/order-places';
import { applySubscriptionPayment } from '../subscriptions/apply-subscription-payment';
import { applyLatePayment } from './late-payment';
import type { AppliedStatus, IncomingStatus } from './payment-status-change';
import { recordPurchaseEvent } from './purchase-events';

export async function applyPaymentStatus(
  deps: Pick<AppDeps, 'pool'>,
  paymentId: string,
  incoming: IncomingStatus,
  requestId?: string,
): Promise<AppliedStatus> {
  const result = await withTransaction(
    deps.pool,
    (client) => applyPaymentStatusWith(client, paymentId, incoming, requestId),
    (applied) => applied.applied,
  );
  // Committed: a failed or expired payment's places went back to their slots, a late one's were taken again.
  if (
    result.applied &&
    (releasesCapacity(result.payment.status as PaymentStatus) || 'late' in result.payment.raw_resp)
  )
    slotsChanged();
  return result;
}

/** The same inside a transaction the caller holds (order creation records a cash payment in its own). */
export async function applyPaymentStatusWith(
  client: pg.PoolClient,
  paymentId: string,
  incoming: IncomingStatus,
  requestId?: string,
): Promise<AppliedStatus> {
  {
    const payment = await lockPayment(client, paymentId);
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const from = payment.status as PaymentStatus;
    const to = incoming.status;
    const rawResp = {
      ...payment.raw_resp,
      gateway: incoming.gateway ?? payment.raw_resp.gateway ?? null,
      addlInfo: {
        error_code: incoming.errorCode ?? null,
        error_reason: incoming.errorReason ?? null,
        error_msg: incoming.errorMsg ?? null,
      },
      lastSource: incoming.source,
    };
    // Paid after its places were released: a booking kept, or a refund through the refund path (late-payment.ts).
    if (from === 'EXPIRED' && to === 'COMPLETED') {
      return applyLatePayment(client, payment, incoming, rawResp, requestId);
    }
    if (!canTransitionPayment(from, to)) return { applied: false, payment };

    const updated = await updatePaymentStatus(client, payment.id, {
      status: to,
      transactionId: incoming.transactionId ?? null,
      rawResp,
    });
    const orderStatus =
      to === 'COMPLETED' || to === 'PENDING' ? null : to === 'REFUNDED' ? 'CANCELLED' : 'ERROR';
    await setOrdersPaymentStatus(client, payment.id, to, orderStatus);
    await applySubscriptionPayment(client, updated, to, incoming);
    if (releasesCapacity(to) && from !== 'EXPIRED') await releaseCapacity(client, payment.id);
    await enqueuePaymentMails(client, updated, from, to);
    await recordPurchaseEvent(client, updated, to);
    await writeAudit(client, {
      actorId: null,
      action: `payment.${to.toLowerCase()}`,
      entity: 'payment',
      entityId: payment.id,
      data: { from, to, source: incoming.source, transactionId: incoming.transactionId ?? null },
      requestId,
    });
    return { applied: true, payment: updated };
  }
}

async function releaseCapacity(client: pg.PoolClient, paymentId: string) {
  for (const order of await listOrderCapacity(client, paymentId)) await releaseOrderPlaces(client, order);
}
