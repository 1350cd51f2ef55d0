import type pg from 'pg';
import type { AppDeps } from '../../types';
import { notFound } from '../../errors';
import type { AuthContext } from '../../types';
import { presentCenter } from '../../presenters/catalogue';
import { findCenter } from '../../repositories/catalogue';
import { requirePaymentAccess } from './payment-access';

interface OrderRow {
  id: string;
  payment_id: string;
  user_id: string;
  booked_by: string | null;
  center_id: string;
  product_id: string;
  variants: { name: string; quantity: number; unitPrice: number }[];
  in_person: boolean;
  og_slot_start: Date;
}

async function findOrder(pool: pg.Pool, column: 'booking_id' | 'id', value: string): Promise<OrderRow> {
  const { rows } = await pool.query<OrderRow>(`SELECT * FROM orders WHERE ${column} = $1`, [value]);
  if (!rows[0]) throw notFound('Booking not found');
  return rows[0];
}

/** The centre of a booking, for the result page's contact details. */
export async function getCenterByBookingId(
  deps: Pick<AppDeps, 'pool' | 'db'>,
  auth: AuthContext,
  bookingId: string,
) {
  const order = await findOrder(deps.pool, 'booking_id', bookingId);
  await requirePaymentAccess(deps.pool, auth, order, 'Booking not found');
  const center = await findCenter(deps.db, order.center_id);
  if (!center) throw notFound('Center not found');
  return { center: presentCenter(center) };
}

/** The order lines and payments behind an order, for the purchase analytics events. */
export async function getMixpanelList(deps: Pick<AppDeps, 'pool'>, auth: AuthContext, orderId: string) {
  const order = await findOrder(deps.pool, 'id', orderId);
  await requirePaymentAccess(deps.pool, auth, order, 'Booking not found');
  const lines = await deps.pool.query<OrderRow>(
    'SELECT * FROM orders WHERE payment_id = $1 ORDER BY booking_id',
    [order.payment_id],
  );
  const payments = await deps.pool.query<{
    status: string;
    channel: string;
    raw_resp: Record<string, unknown>;
  }>('SELECT status, channel, raw_resp FROM payments WHERE id = $1', [order.payment_id]);
  return {
    orderData: lines.rows.map((o) => ({
      id: o.id,
      productId: o.product_id,
      variants: o.variants,
      inPerson: o.in_person,
      ogSlotInfo: { startTime: o.og_slot_start.toISOString() },
      userId: o.user_id,
      ssoId: o.user_id,
    })),
    paymentData: payments.rows.map((p) => ({ status: p.status, channel: p.channel, rawResp: p.raw_resp })),
  };
}
