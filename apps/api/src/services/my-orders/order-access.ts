// Who may act on an order (part 2 §6, issue 9): its devotee, or a CENTER_ADMIN of the order's centre. Someone else's
// order is answered exactly like a missing one (404), so that order ids cannot be probed.
import type pg from 'pg';
import { notFound } from '../../errors';
import type { AuthContext } from '../../types';
import { hasRole } from '../../repositories/roles';
import type { OrderViewRow } from '../../repositories/orders-lists';

/** Every asked-for order exists and the caller may act on each; the first check of every order action. */
export async function requireOrderActor(
  pool: pg.Pool,
  auth: AuthContext,
  orderIds: readonly string[],
  orders: readonly OrderViewRow[],
): Promise<void> {
  const found = new Set(orders.map((o) => o.id));
  const missing = orderIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`Order not found: ${missing}`);
  for (const order of orders) {
    if (order.user_id === auth.userId) continue;
    if (!(await hasRole(pool, auth.userId, 'CENTER_ADMIN', order.center_id))) {
      throw notFound(`Order not found: ${order.id}`);
    }
  }
}
