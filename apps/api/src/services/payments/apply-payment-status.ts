// The one place a payment changes status: from a signed gateway notification, a server-side status query, the
// card terminal, a volunteer's recorded payment, or the expiry job. Forward-only; orders follow their payment;
// places go back to the slot when a payment fails or expires.
import type pg from 'pg';
import type { PaymentStatus } from '@sannidhi/domain/enums';
import { canTransitionPayment, releasesCapacity } from '@sannidhi/domain/payment-state';
import type { AppDeps } from '../../app';
import { writeAudit } from '../../repositories/audit';
import { releaseInventory, releaseSlot, reserveInventory, reserveSlot } from '../../repositories/capacity';
import { listOrderCapacity, variantIdByName } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import { enqueuePaymentMails } from '../mail/enqueue-payment-mails';
import { applySubscriptionPayment } from '../subscriptions/apply-subscription-payment';
import { recordPurchaseEvent } from './purchase-events';

export interface IncomingStatus {
  status: PaymentStatus;
  transactionId?: string | null;
  errorCode?: string | null;
  errorReason?: string | null;
  errorMsg?: string | null;
  gateway?: Record<string, unknown>;
  source: 'notification' | 'status-query' | 'terminal' | 'expiry' | 'volunteer';
}

export interface AppliedStatus {
  applied: boolean;
  payment: PaymentRow;
}

export async function applyPaymentStatus(
  deps: Pick<AppDeps, 'pool'>,
  paymentId: string,
  incoming: IncomingStatus,
  requestId?: string,
): Promise<AppliedStatus> {
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await applyPaymentStatusWith(client, paymentId, incoming, requestId);
    await client.query(result.applied ? 'COMMIT' : 'ROLLBACK');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The same inside a transaction the caller holds (order creation records a cash payment in its own). */
export async function applyPaymentStatusWith(
  client: pg.PoolClient,
  paymentId: string,
  incoming: IncomingStatus,
  requestId?: string,
): Promise<AppliedStatus> {
  {
    const { rows } = await client.query<PaymentRow>('SELECT * FROM payments WHERE id = $1 FOR UPDATE', [
      paymentId,
    ]);
    const payment = rows[0];
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const from = payment.status as PaymentStatus;
    let to = incoming.status;

    if (from === 'EXPIRED' && to === 'COMPLETED') {
      // Paid after its places were released: confirm if they can be taken again, otherwise refund.
      to = (await retakeCapacity(client, payment.id)) ? 'COMPLETED' : 'REFUNDED';
    } else if (!canTransitionPayment(from, to)) {
      return { applied: false, payment };
    }

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
    const updated = await client.query<PaymentRow>(
      `UPDATE payments SET status = $2, transaction_id = COALESCE($3, transaction_id), raw_resp = $4, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [payment.id, to, incoming.transactionId ?? null, rawResp],
    );
    const orderStatus =
      to === 'COMPLETED' || to === 'PENDING' ? null : to === 'REFUNDED' ? 'CANCELLED' : 'ERROR';
    await client.query(
      `UPDATE orders SET payment_status = $2, status = COALESCE($3, status), updated_at = now() WHERE payment_id = $1`,
      [payment.id, to, orderStatus],
    );
    await applySubscriptionPayment(client, updated.rows[0]!, to, incoming);
    if (releasesCapacity(to) && from !== 'EXPIRED') await releaseCapacity(client, payment.id);
    await enqueuePaymentMails(client, updated.rows[0]!, from, to);
    await recordPurchaseEvent(client, updated.rows[0]!, to);
    await writeAudit(client, {
      actorId: null,
      action: `payment.${to.toLowerCase()}`,
      entity: 'payment',
      entityId: payment.id,
      data: { from, to, source: incoming.source, transactionId: incoming.transactionId ?? null },
      requestId,
    });
    return { applied: true, payment: updated.rows[0]! };
  }
}

async function releaseCapacity(client: pg.PoolClient, paymentId: string) {
  for (const order of await listOrderCapacity(client, paymentId)) {
    await releaseSlot(
      client,
      order.slot_id,
      order.variants.reduce((n, v) => n + v.quantity, 0),
    );
    if (!order.uses_inventory) continue;
    for (const v of order.variants) {
      const variantId = await variantIdByName(client, order.product_id, v.name);
      if (variantId) await releaseInventory(client, order.slot_id, variantId, v.quantity);
    }
  }
}

/** Takes the places of an expired payment again, all or nothing (a savepoint undoes a partial take). */
async function retakeCapacity(client: pg.PoolClient, paymentId: string): Promise<boolean> {
  await client.query('SAVEPOINT retake');
  for (const order of await listOrderCapacity(client, paymentId)) {
    const places = order.variants.reduce((n, v) => n + v.quantity, 0);
    let taken = await reserveSlot(client, order.slot_id, places);
    for (const v of order.uses_inventory ? order.variants : []) {
      const variantId = await variantIdByName(client, order.product_id, v.name);
      if (taken && variantId) taken = await reserveInventory(client, order.slot_id, variantId, v.quantity);
    }
    if (!taken) {
      await client.query('ROLLBACK TO SAVEPOINT retake');
      return false;
    }
  }
  await client.query('RELEASE SAVEPOINT retake');
  return true;
}
