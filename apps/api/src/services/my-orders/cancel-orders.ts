// POST /order/cancel {orderIds}: cancels orders where the cancel rule allows, gives back their places, and at
// centres whose policy at purchase refunds on cancel, records a refund of exactly the refundable amount (sent to the
// gateway after the commit; the refunds job retries). A refund above the centre's approval threshold waits for a
// second approver instead (services/refunds/create-refund.ts, the one way a refund is recorded). A retried cancel changes nothing and answers the same.
import type pg from 'pg';
import type { CancelOrderAnswer } from '@sannidhi/domain/contracts/my-orders';
import { cancelRefusal } from '@sannidhi/domain/order-rules';
import { AppError } from '../../errors';
import type { AuthContext } from '../../types';
import { writeAudit } from '../../repositories/audit';
import { findOrdersForAction, setOrderStatus } from '../../repositories/orders-changes';
import { findRefundsOfOrders } from '../../repositories/refunds';
import { lockSlots } from '../../repositories/slots';
import { requireOrderActor } from './order-access';
import { enqueueOrderChangeMail } from './order-mails';
import { releaseOrderPlaces } from './order-places';
import { ruleConfigOf, ruleOrderOf } from './order-view';
import { refundableOrders } from './refund-amount';
import { withTransaction } from '../../db/with-transaction';
import { slotsChanged } from '../../lib/slot-changes';
import { createRefund } from '../refunds/create-refund';

export async function cancelOrders(
  pool: pg.Pool,
  auth: AuthContext,
  orderIds: readonly string[],
  ctx: { requestId: string; now?: Date },
): Promise<{ answer: CancelOrderAnswer; refundIds: string[] }> {
  const ids = [...new Set(orderIds)];
  await requireOrderActor(pool, auth, ids, await findOrdersForAction(pool, ids, false));
  const now = ctx.now ?? new Date();
  const cancelled = await withTransaction(pool, async (client) => {
    const orders = await findOrdersForAction(client, ids, true);
    const open = orders.filter((o) => o.status !== 'CANCELLED');
    for (const o of open) {
      // The reason in words (packages/domain): My Rituals shows it beside the spec's failure toast.
      const refusal = cancelRefusal(ruleOrderOf(o), ruleConfigOf(o), now);
      if (refusal) throw new AppError('UNPROCESSABLE', refusal);
    }
    const refundable = refundableOrders(open);
    await lockSlots(
      client,
      open.filter((o) => o.status !== 'ON_HOLD').map((o) => o.slot_id),
      true,
    );
    for (const o of open) {
      // ON_HOLD orders gave their places back when they were put on hold.
      if (o.status !== 'ON_HOLD') await releaseOrderPlaces(client, o);
    }
    if (open.length)
      await setOrderStatus(
        client,
        open.map((o) => o.id),
        'CANCELLED',
      );
    const refundIds: string[] = [];
    const byPayment = new Map<string, typeof refundable>();
    for (const o of refundable) byPayment.set(o.payment_id, [...(byPayment.get(o.payment_id) ?? []), o]);
    for (const [paymentId, paid] of byPayment) {
      const amount = paid.reduce((sum, o) => sum + o.total_price, 0);
      const refund = await createRefund(client, {
        paymentId,
        centerId: paid[0]!.center_id,
        orderIds: paid.map((o) => o.id),
        amount,
        currency: paid[0]!.currency,
        requestedBy: auth.userId,
        reason: 'cancel',
      });
      refundIds.push(refund.id);
    }
    const refundAmount = (await findRefundsOfOrders(client, ids)).reduce((sum, r) => sum + r.amount, 0);
    const currency = orders[0]!.currency;
    if (open.length) {
      await writeAudit(client, {
        actorId: auth.userId,
        action: 'order.cancel',
        entity: 'order',
        entityId: open[0]!.id,
        data: { orderIds: open.map((o) => o.id), refundAmount, refundIds },
        requestId: ctx.requestId,
      });
      const newRefund = refundable.reduce((sum, o) => sum + o.total_price, 0);
      await enqueueOrderChangeMail(client, open, { kind: 'cancel', refundAmount: newRefund, currency });
    }
    return {
      answer: { bookingId: orders[0]!.booking_id, orderIds: ids, refundAmount, currency },
      refundIds,
    };
  });
  // Committed: the places went back to their slots.
  slotsChanged();
  return cancelled;
}
