// Prasadam delivery: status, carrier and tracking id set by centre staff with the right role, audited; the
// subscription list then links the tracking id to the carrier's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let devotee: string;
let staff: string;
let packer: string;
let parcel: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(DEMO.admin.id, DEMO.admin.email);
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  staff = await t.tokenFor(DEMO.staff.id, DEMO.staff.email);
  packer = await t.tokenFor(DEMO.anita.id, DEMO.anita.email);
  await t.pool.query('INSERT INTO users (id, email) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    DEMO.anita.id,
    DEMO.anita.email,
  ]);
  await t.pool.query(
    "INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, 'us-tennessee', 'PRASADAM_PACKING_VOLUNTEER')",
    [DEMO.anita.id],
  );
  // The demo ACTIVE subscription's latest parcel, not packed yet.
  const { rows } = await t.pool.query<{ id: string }>(
    `SELECT o.id FROM orders o JOIN subscription_payments sp ON sp.id = o.subscription_payment_id
     JOIN subscriptions s ON s.id = sp.subscription_id
     WHERE s.status = 'ACTIVE' AND o.delivery_status = 'PENDING' LIMIT 1`,
  );
  parcel = rows[0]!.id;
});
afterAll(() => t.close());

const set = (body: object, token: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/prasadam/delivery',
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /prasadam/delivery', () => {
  it('lets a packing volunteer pack and a centre admin ship, audited, with the tracking link in the list', async () => {
    const packed = await set({ orderId: parcel, deliveryStatus: 'PACKED' }, packer);
    expect(packed.statusCode).toBe(200);
    expect(packed.json().payload).toMatchObject({
      deliveryStatus: 'PACKED',
      shippingOption: 'ups_next_day_air',
    });
    const shipped = await set(
      { orderId: parcel, deliveryStatus: 'SHIPPED', carrier: 'UPS', trackingId: '1Z999AA10123456784' },
      admin,
    );
    expect(shipped.json().payload).toEqual({
      orderId: parcel,
      deliveryStatus: 'SHIPPED',
      carrier: 'UPS',
      prasadamTrackingId: '1Z999AA10123456784',
      shippingOption: 'ups_next_day_air',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const audit = await t.pool.query(
      "SELECT actor_id, data->'to'->>'deliveryStatus' AS status FROM audit_log WHERE action = 'order.delivery' AND entity_id = $1 ORDER BY id",
      [parcel],
    );
    expect(audit.rows).toEqual([
      { actor_id: DEMO.anita.id, status: 'PACKED' },
      { actor_id: DEMO.admin.id, status: 'SHIPPED' },
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/subscription?center=us-tennessee',
      headers: { authorization: `Bearer ${devotee}` },
    });
    const orders = (
      list.json().payload as { payments: { orders: { id: string; trackingUrl: string | null }[] }[] }[]
    ).flatMap((i) => i.payments.flatMap((p) => p.orders));
    expect(orders.find((o) => o.id === parcel)?.trackingUrl).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });

  it('refuses others, a parcel without tracking details, NONE, and orders without prasadam', async () => {
    expect(
      (await set({ orderId: parcel, deliveryStatus: 'DELIVERED', carrier: 'UPS', trackingId: 'X1' }, null))
        .statusCode,
    ).toBe(401);
    for (const token of [devotee, staff]) {
      const res = await set(
        { orderId: parcel, deliveryStatus: 'DELIVERED', carrier: 'UPS', trackingId: 'X1' },
        token,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Only a centre admin or prasadam packing volunteer can do this',
      });
    }
    const untracked = await set({ orderId: parcel, deliveryStatus: 'SHIPPED' }, admin);
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json()).toEqual({
      message: 'trackingId: carrier and trackingId are required once a parcel is shipped',
    });
    expect((await set({ orderId: parcel, deliveryStatus: 'NONE' }, admin)).statusCode).toBe(400);
    expect(
      (await set({ orderId: parcel, deliveryStatus: 'SHIPPED', carrier: 'FEDEX', trackingId: '1' }, admin))
        .statusCode,
    ).toBe(400);
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, in_person,
         has_prasadam, total_price, currency, og_slot_start)
       SELECT 'SANNOPRASADAM', o.payment_id, o.user_id, o.center_id, o.product_id, 'x', o.slot_id, true, false, 0, 'USD',
         o.og_slot_start FROM orders o WHERE o.id = $1 RETURNING id`,
      [parcel],
    );
    const none = await set({ orderId: rows[0]!.id, deliveryStatus: 'PACKED' }, admin);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'This order has no prasadam to deliver' });
    const missing = await set(
      { orderId: '00000000-0000-4000-8000-000000000000', deliveryStatus: 'PACKED' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });
});
