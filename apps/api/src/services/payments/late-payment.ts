// A payment the gateway (or the card terminal) reports paid after it expired here (docs/decisions.md, "Late
// payments"). Every late payment ends as a booking the devotee has or money the devotee gets back, never neither:
// - honoured when its slots are ahead, open and still offered (a subscription month not paid meanwhile) and its
//   places can be taken again: the payment COMPLETED, its orders back to NOT_COMPLETED, the confirmation mailed;
// - otherwise refunded in full through the refund path of a cancellation (services/refunds/create-refund.ts): the
//   payment COMPLETED with a refund in progress and its orders CANCELLED, until the gateway says the money is back
//   (then REFUNDED, handle-refund-notification.ts); the devotee is told the refund started, then done or failed.
import type pg from 'pg';
import { lateBookingRefusal } from '@sannidhi/domain/payment-state';
import { withSavepoint } from '../../db/with-transaction';
import { writeAudit } from '../../repositories/audit';
import { PlacesRefused, takePlaces, type PlacesToTake } from '../../repositories/capacity';
import { findLateBookingFacts } from '../../repositories/orders';
import { listOrderCapacity, setOrdersPaymentStatus, variantIdByName } from '../../repositories/orders';
import { updatePaymentStatus, type PaymentRow } from '../../repositories/payments';
import {
  findChargeByPayment,
  findSubscription,
  isMonthPaid,
  lockSubscriptionByFirstPayment,
  setMandateToRevoke,
} from '../../repositories/subscriptions';
import { enqueuePaymentMails } from '../mail/enqueue-payment-mails';
import { loadPaymentMailData } from '../mail/payment-mail-data';
import { createRefund } from '../refunds/create-refund';
import { enqueueRefundMail } from '../refunds/refund-mails';
import { applySubscriptionPayment } from '../subscriptions/apply-subscription-payment';
import type { AppliedStatus, IncomingStatus } from './payment-status-change';
import { recordPurchaseEvent } from './purchase-events';

export async function applyLatePayment(
  client: pg.PoolClient,
  payment: PaymentRow,
  incoming: IncomingStatus,
  rawResp: Record<string, unknown>,
  requestId: string | undefined,
): Promise<AppliedStatus> {
  const facts = await findLateBookingFacts(client, payment.id);
  const { firstOf, ...subscription } = await subscriptionFacts(client, payment.id);
  const refusal =
    lateBookingRefusal(
      {
        slotStarts: facts.slot_starts,
        anySlotClosed: facts.any_slot_closed,
        anyRitualHidden: facts.any_ritual_hidden,
        ...subscription,
      },
      new Date(),
    ) ?? ((await retakeCapacity(client, payment.id)) ? null : 'places-taken');

  const updated = await updatePaymentStatus(client, payment.id, {
    status: 'COMPLETED',
    transactionId: incoming.transactionId ?? null,
    rawResp: { ...rawResp, late: { honoured: refusal === null, reason: refusal } },
  });
  let refundId: string | null = null;
  if (refusal === null) {
    await setOrdersPaymentStatus(client, payment.id, 'COMPLETED', 'NOT_COMPLETED');
    await applySubscriptionPayment(client, updated, 'COMPLETED', incoming, { late: true });
    await enqueuePaymentMails(client, updated, 'EXPIRED', 'COMPLETED');
    await recordPurchaseEvent(client, updated, 'COMPLETED');
  } else {
    await setOrdersPaymentStatus(client, payment.id, 'COMPLETED', 'CANCELLED');
    const refund = await createRefund(client, {
      paymentId: payment.id,
      centerId: payment.center_id,
      orderIds: facts.order_ids,
      amount: payment.amount,
      currency: payment.currency,
      requestedBy: null,
      reason: 'late-payment',
    });
    refundId = refund.id;
    const { lines } = await loadPaymentMailData(client, updated);
    await enqueueRefundMail(client, refund, 'late-started', { lateReason: refusal, lines });
    // A first subscription payment refunded: the mandate the gateway set up with it must not stay chargeable.
    const mandateId = incoming.gateway?.mandateId;
    if (firstOf && typeof mandateId === 'string') await setMandateToRevoke(client, firstOf, mandateId);
  }
  await writeAudit(client, {
    actorId: null,
    action: refusal === null ? 'payment.completed' : 'payment.lateRefund',
    entity: 'payment',
    entityId: payment.id,
    data: {
      from: 'EXPIRED',
      to: 'COMPLETED',
      late: true,
      honoured: refusal === null,
      reason: refusal,
      refundId,
      source: incoming.source,
      transactionId: incoming.transactionId ?? null,
    },
    requestId,
  });
  return { applied: true, payment: updated };
}

/**
 * A subscription payment: whether its month was paid meanwhile, or its subscription ended meanwhile; `firstOf` is
 * the subscription whose first payment (mandate) this is.
 */
async function subscriptionFacts(client: pg.PoolClient, paymentId: string) {
  const first = await lockSubscriptionByFirstPayment(client, paymentId);
  // The expiry itself declined the first payment's mandate and cancelled the subscription; only a later end counts.
  if (first) {
    return {
      firstOf: first.id,
      subscriptionEnded: first.mandate_status !== 'DECLINED' && first.status !== 'ACTIVE',
    };
  }
  const charge = await findChargeByPayment(client, paymentId);
  if (!charge) return { firstOf: null };
  const s = await findSubscription(client, charge.subscription_id, { forUpdate: true });
  return {
    firstOf: null,
    monthAlreadyPaid: await isMonthPaid(client, charge.subscription_id, charge.sequence),
    subscriptionEnded: !s || s.status === 'CANCELLED' || s.mandate_status === 'CANCELLED',
  };
}

/** Takes the places of an expired payment again, all or nothing (a savepoint undoes a refused take). */
async function retakeCapacity(client: pg.PoolClient, paymentId: string): Promise<boolean> {
  const lines: PlacesToTake[] = [];
  for (const order of await listOrderCapacity(client, paymentId)) {
    const variants = [];
    for (const v of order.uses_inventory ? order.variants : []) {
      const variantId = await variantIdByName(client, order.product_id, v.name);
      if (variantId) variants.push({ variantId, quantity: v.quantity });
    }
    lines.push({
      slotId: order.slot_id,
      places: order.variants.reduce((n, v) => n + v.quantity, 0),
      variants,
    });
  }
  return withSavepoint(client, async () => {
    try {
      await takePlaces(client, lines);
      return true;
    } catch (err) {
      if (err instanceof PlacesRefused) return false;
      throw err;
    }
  });
}
