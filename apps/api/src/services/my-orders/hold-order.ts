// PUT /order/hold: Reschedule Later. The order and its sister orders go ON_HOLD and give back their places.
import type pg from 'pg';
import type { HoldOrderAnswer } from '@sannidhi/domain/contracts/my-orders';
import { canHold } from '@sannidhi/domain/order-rules';
import { conflict, notFound, AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { writeAudit } from '../../repositories/audit';
import {
  findOrdersForAction,
  lockSlots,
  findSisterOrderIds,
  setOrderStatus,
} from '../../repositories/my-orders';
import { requireOrderActor } from './order-access';
import { enqueueOrderChangeMail } from './order-mails';
import { releaseOrderPlaces } from './order-places';
import { ruleConfigOf, ruleOrderOf } from './order-view';
import { withTransaction } from '../../db/with-transaction';

export const ALREADY_ON_HOLD = 'Order already on hold!';

export async function holdOrder(
  pool: pg.Pool,
  auth: AuthContext,
  orderId: string,
  ctx: { requestId: string; now?: Date },
): Promise<HoldOrderAnswer> {
  const [order] = await findOrdersForAction(pool, [orderId], false);
  await requireOrderActor(pool, auth, [orderId], order ? [order] : []);
  if (!order) throw notFound(`Order not found: ${orderId}`);
  const now = ctx.now ?? new Date();
  return withTransaction(pool, async (client) => {
    // Locked in id order; the state is read again under the lock, so a retried or concurrent hold sees the first.
    const ids = order.status === 'ON_HOLD' ? [order.id] : await findSisterOrderIds(client, order);
    const orders = await findOrdersForAction(client, ids.includes(order.id) ? ids : [order.id, ...ids], true);
    const self = orders.find((o) => o.id === order.id)!;
    if (self.status === 'ON_HOLD') throw conflict(ALREADY_ON_HOLD);
    const toHold = orders.filter((o) => o.status === self.status && o.slot_id === self.slot_id);
    for (const o of toHold) {
      if (!canHold(ruleOrderOf(o), ruleConfigOf(o), now)) {
        throw new AppError('UNPROCESSABLE', 'This order cannot be put on hold');
      }
    }
    await lockSlots(
      client,
      toHold.map((o) => o.slot_id),
      true,
    );
    for (const o of toHold) await releaseOrderPlaces(client, o);
    const heldIds = toHold.map((o) => o.id);
    await setOrderStatus(client, heldIds, 'ON_HOLD');
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'order.hold',
      entity: 'order',
      entityId: order.id,
      data: { orderIds: heldIds, slotId: self.slot_id },
      requestId: ctx.requestId,
    });
    await enqueueOrderChangeMail(client, toHold, { kind: 'hold' });
    return { orderIds: heldIds, status: 'ON_HOLD' as const };
  });
}
