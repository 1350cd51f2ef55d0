// PUT /order/hold: Reschedule Later. The order and its sister orders go ON_HOLD and give back their places. The staff
// schedule's close of a date puts each booking on hold with the same holdInTransaction.
import type pg from 'pg';
import type { HoldOrderAnswer } from '@sannidhi/domain/contracts/my-orders';
import { canHold } from '@sannidhi/domain/order-rules';
import { conflict, notFound, AppError } from '../../errors';
import type { AuthContext } from '../../types';
import { writeAudit } from '../../repositories/audit';
import { findOrdersForAction, findSisterOrderIds, setOrderStatus } from '../../repositories/orders-changes';
import type { OrderViewRow } from '../../repositories/orders-lists';
import { lockSlots } from '../../repositories/slots';
import { requireOrderActor } from './order-access';
import { enqueueOrderChangeMail } from './order-mails';
import { releaseOrderPlaces } from './order-places';
import { ruleConfigOf, ruleOrderOf } from './order-view';
import { withTransaction } from '../../db/with-transaction';
import { slotsChanged } from '../../lib/slot-changes';

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
  const held = await withTransaction(pool, (client) =>
    holdInTransaction(client, order, { actorId: auth.userId, requestId: ctx.requestId, now }),
  );
  // Committed: the places went back to the slot.
  slotsChanged();
  return held;
}

export interface HoldOptions {
  actorId: string;
  requestId: string;
  now: Date;
  /**
   * The temple closed the order's date (staff schedule): the devotee's own hold window does not apply, and the
   * e-mail says why.
   */
  byTemple?: { reason: string };
}

/**
 * Puts an order and its sister orders on hold inside the caller's transaction: their places are given back, the
 * change is audited and the devotee is mailed (the outbox row commits with it). Used by the devotee's Reschedule
 * Later and by the staff schedule's close of a date.
 */
export async function holdInTransaction(
  client: pg.PoolClient,
  order: Pick<OrderViewRow, 'id' | 'status' | 'user_id' | 'item_id' | 'slot_id' | 'payment_id'>,
  opts: HoldOptions,
): Promise<HoldOrderAnswer> {
  // Locked in id order; the state is read again under the lock, so a retried or concurrent hold sees the first.
  const ids = order.status === 'ON_HOLD' ? [order.id] : await findSisterOrderIds(client, order);
  const orders = await findOrdersForAction(client, ids.includes(order.id) ? ids : [order.id, ...ids], true);
  const self = orders.find((o) => o.id === order.id)!;
  if (self.status === 'ON_HOLD') throw conflict(ALREADY_ON_HOLD);
  const toHold = orders.filter((o) => o.status === self.status && o.slot_id === self.slot_id);
  for (const o of toHold) {
    const allowed = opts.byTemple
      ? o.status === 'NOT_COMPLETED'
      : canHold(ruleOrderOf(o), ruleConfigOf(o), opts.now);
    if (!allowed) throw new AppError('UNPROCESSABLE', 'This order cannot be put on hold');
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
    actorId: opts.actorId,
    action: 'order.hold',
    entity: 'order',
    entityId: order.id,
    data: {
      orderIds: heldIds,
      slotId: self.slot_id,
      ...(opts.byTemple ? { byTemple: true, reason: opts.byTemple.reason } : {}),
    },
    requestId: opts.requestId,
  });
  await enqueueOrderChangeMail(client, toHold, { kind: 'hold', templeReason: opts.byTemple?.reason });
  return { orderIds: heldIds, status: 'ON_HOLD' as const };
}
