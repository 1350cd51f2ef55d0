// SQL of the changes My Rituals and the office make to orders: the orders an action works on (locked in id order),
// the sister orders of one booking card, their status and their moves to another slot.
import type pg from 'pg';
import type { Queryable } from '../db/client';
import { ORDER_VIEW_COLUMNS, ORDER_VIEW_JOINS, type OrderViewRow } from './orders-lists';

/** Orders by id with everything an action checks; FOR UPDATE locks them in id order (no deadlock between two). */
export async function findOrdersForAction(
  db: Queryable,
  orderIds: readonly string[],
  lock: boolean,
): Promise<OrderViewRow[]> {
  const { rows } = await db.query<OrderViewRow>(
    `SELECT ${ORDER_VIEW_COLUMNS} FROM orders o ${ORDER_VIEW_JOINS}
     WHERE o.id::text = ANY($1::text[]) ORDER BY o.id ${lock ? 'FOR UPDATE OF o' : ''}`,
    [orderIds],
  );
  return rows;
}

/** The sister orders of an order: the same devotee's orders of the same item and slot (one booking card). */
export async function findSisterOrderIds(
  db: Queryable,
  order: Pick<OrderViewRow, 'id' | 'user_id' | 'item_id' | 'slot_id' | 'payment_id'>,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE user_id = $1 AND item_id = $2 AND slot_id = $3 AND payment_id = $4
       AND status <> 'CANCELLED' ORDER BY id`,
    [order.user_id, order.item_id, order.slot_id, order.payment_id],
  );
  return rows.map((r) => r.id);
}

export async function setOrderStatus(
  client: pg.PoolClient,
  orderIds: readonly string[],
  status: string,
): Promise<void> {
  await client.query('UPDATE orders SET status = $2, updated_at = now() WHERE id::text = ANY($1::text[])', [
    orderIds,
    status,
  ]);
}

/** Moves an order to a new slot, back to NOT_COMPLETED, with the move appended to its history. */
export async function moveOrder(
  client: pg.PoolClient,
  move: {
    orderId: string;
    slotId: string;
    inPerson: boolean;
    hasPrasadam: boolean;
    prasadamDeliveryAddress: Record<string, unknown> | null;
    meta: Record<string, unknown>;
    entry: { from: string; to: string; at: string };
  },
): Promise<void> {
  await client.query(
    `UPDATE orders SET slot_id = $2, in_person = $3, has_prasadam = $4, prasadam_delivery_address = $5, meta = $6,
       status = 'NOT_COMPLETED', reschedule_history = reschedule_history || $7::jsonb, updated_at = now()
     WHERE id = $1`,
    [
      move.orderId,
      move.slotId,
      move.inPerson,
      move.hasPrasadam,
      move.prasadamDeliveryAddress,
      move.meta,
      JSON.stringify([move.entry]),
    ],
  );
}
