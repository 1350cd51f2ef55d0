// Helpers of the My Rituals tests: paid orders, extra slots of a ritual, places on a slot.
import type { TestApp } from './test-app';
import { orderBody, type BuiltSlot } from './factories';

/** Books `quantity` places on the slot through the api as `token`, then marks the payment paid. */
export async function paidOrder(
  t: TestApp,
  token: string,
  slot: BuiltSlot,
  opts: { quantity?: number; centerId?: string } = {},
): Promise<{ orderId: string; bookingId: string; paymentId: string }> {
  const body = orderBody(slot, { centerId: opts.centerId ?? 'in-coimbatore' });
  body.items[0]!.slots[0]!.variants[0]!.quantity = opts.quantity ?? 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`order/create ${res.statusCode}: ${res.body}`);
  const { payload } = res.json();
  await t.pool.query("UPDATE payments SET status = 'COMPLETED' WHERE id = $1", [payload.paymentId]);
  await t.pool.query("UPDATE orders SET payment_status = 'COMPLETED' WHERE payment_id = $1", [
    payload.paymentId,
  ]);
  return {
    orderId: payload.orders[0].id,
    bookingId: payload.orders[0].bookingId,
    paymentId: payload.paymentId,
  };
}

/** Another slot of the same ritual, `startsInHours` from now. */
export async function addSlot(
  t: TestApp,
  slot: BuiltSlot,
  startsInHours: number,
  capacity = 20,
): Promise<string> {
  const start = new Date(Date.now() + startsInHours * 3600_000);
  start.setUTCSeconds(0, 0);
  const { rows } = await t.pool.query<{ id: string }>(
    'INSERT INTO slots (product_id, start_time, in_person, capacity) VALUES ($1, $2, true, $3) RETURNING id',
    [slot.productId, start, capacity],
  );
  return rows[0]!.id;
}

export async function bookedOn(t: TestApp, slotId: string): Promise<number> {
  const { rows } = await t.pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId]);
  return rows[0]!.booked;
}
