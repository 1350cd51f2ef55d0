// One devotee cannot hold a slot with unpaid orders: at most UNPAID_PLACES_PER_SLOT (10) places per slot while their
// payments are open, also when the submits race; office volunteers are exempt; paid or expired places do not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFor, orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
let volunteer: string;
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
});
afterAll(() => t.close());

const create = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const bookedOn = async (slotId: string) =>
  (await t.pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId])).rows[0]!
    .booked;

describe('the unpaid-places cap', () => {
  it('refuses an 11th unpaid place on one slot, names the slot, and takes no place', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 25 });
    for (const quantity of [4, 4, 2]) {
      expect((await create(devotee, orderBody(slot, { items: cartFor(slot, quantity) }))).statusCode).toBe(
        200,
      );
    }
    const refused = await create(devotee, orderBody(slot, { items: cartFor(slot, 1) }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^You can hold at most 10 unpaid places for Test Seva .+ on .+ at .+: please complete or wait for your earlier payment first\. Finish the earlier payment \(from the payment page or the payment e-mail\), or wait: a booking not paid within 30 minutes is released\.$/,
    );
    expect(await bookedOn(slot.slotId)).toBe(10);

    // An office volunteer booking at the counter is not capped.
    const counter = await create(
      volunteer,
      orderBody(slot, { items: cartFor(slot, 3), devoteeId: DEMO.devotee.id }),
    );
    expect(counter.statusCode).toBe(200);
    expect(await bookedOn(slot.slotId)).toBe(13);
  });

  it('counts only open payments: once one is paid, the devotee may book again', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 25 });
    const first = await create(devotee, orderBody(slot, { items: cartFor(slot, 10) }));
    expect((await create(devotee, orderBody(slot, { items: cartFor(slot, 1) }))).statusCode).toBe(409);
    await t.pool.query("UPDATE payments SET status = 'COMPLETED' WHERE id = $1", [
      first.json().payload.paymentId,
    ]);
    expect((await create(devotee, orderBody(slot, { items: cartFor(slot, 1) }))).statusCode).toBe(200);
  });

  it('holds under a race: 30 submits of 1 place at once leave exactly 10 orders', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 40 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => create(devotee, orderBody(slot, { items: cartFor(slot, 1) }))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    expect(await bookedOn(slot.slotId)).toBe(10);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM orders WHERE slot_id = $1', [
      slot.slotId,
    ]);
    expect(rows[0].n).toBe(10);
  });
});
