// GET /order/listUpcoming | listPast | listOnHold: the caller's own orders at a centre, one page at a time.
import type pg from 'pg';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { forbidden } from '../../errors';
import type { AuthContext } from '../../types';
import { listOrderPage, type OrderListKind } from '../../repositories/orders-lists';
import { isOfficeVolunteer } from '../auth/access';
import { toOrderView } from './order-view';

export async function listMyOrders(
  pool: pg.Pool,
  auth: AuthContext,
  kind: OrderListKind,
  query: { ssoId: string; center: string; limit: number; offset: number },
  ctx: { isBackOffice: boolean; now?: Date },
): Promise<OrderView[]> {
  if (query.ssoId !== auth.userId) throw forbidden('You can only see your own orders');
  // Office volunteers book for others and cannot use the Orders pages (spec part 2 §1, §6).
  if (ctx.isBackOffice && (await isOfficeVolunteer(pool, auth, query.center))) {
    throw forbidden('Office volunteers cannot use the Orders pages');
  }
  const rows = await listOrderPage(pool, {
    userId: auth.userId,
    centerId: query.center,
    kind,
    now: ctx.now ?? new Date(),
    limit: query.limit,
    offset: query.offset,
  });
  return rows.map(toOrderView);
}
