// An order's centre, ritual and slot are not foreign keys (migration 20261126T0310_hot_parent_rows.sql): what the
// keys guarded is still guarded — an ordered slot, ritual or centre is not deleted, and no order is written for a
// slot that does not exist.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const deleting = (sql: string, id: string) =>
  t.pool.query(sql, [id]).then(
    () => 'deleted',
    (err: { code?: string; message?: string }) =>
      err.code === '23503' ? err.code : `${err.code} ${err.message}`,
  );

describe('rows that orders point at', () => {
  it('a slot, ritual or centre with orders is not deleted; a slot without orders is', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: `Bearer ${devotee}` },
      payload: orderBody(slot),
    });
    expect(res.statusCode).toBe(200);
    expect(await deleting('DELETE FROM slots WHERE id = $1', slot.slotId)).toBe('23503');
    expect(await deleting('DELETE FROM products WHERE id = $1', slot.productId)).toBe('23503');
    expect(await deleting('DELETE FROM centers WHERE id = $1', 'in-coimbatore')).toBe('23503');
    const unused = await buildRitualWithSlot(t.pool);
    expect(await deleting('DELETE FROM slots WHERE id = $1', unused.slotId)).toBe('deleted');
  });

  it('no order, payment or audit line is written for a slot that does not exist', async () => {
    const missing = crypto.randomUUID();
    const key = crypto.randomUUID();
    const call = t.pool.query("SELECT place_order($1, $2, $3, '{}', true)", [
      {
        requestId: 'TESTMISSIN',
        centerId: 'in-coimbatore',
        userId: DEMO.devotee.id,
        amount: 100,
        currency: 'INR',
        channel: 'GPMS',
        idempotencyKey: key,
      },
      JSON.stringify([
        {
          bookingId: `SAN${key.slice(0, 8)}`,
          productId: 'in-coimbatore-devi-abhishekam',
          itemId: 'x',
          slotId: missing,
          places: 1,
          inventory: [],
          inPerson: true,
          hasPrasadam: false,
          meta: {},
          variants: [],
          totalPrice: 100,
          slotStart: new Date().toISOString(),
        },
      ]),
      { actorId: DEMO.devotee.id, action: 'order.create', entity: 'payment', data: {} },
    ]);
    // The order's slot time is filled from the slot (NOT NULL), and taking its places refuses it too (SN001).
    await expect(call).rejects.toMatchObject({ code: expect.stringMatching(/^(23502|SN001)$/) });
    const { rows } = await t.pool.query('SELECT id FROM payments WHERE idempotency_key = $1', [key]);
    expect(rows).toEqual([]);
    const orders = await t.pool.query('SELECT id FROM orders WHERE slot_id = $1', [missing]);
    expect(orders.rows).toEqual([]);
  });
});
