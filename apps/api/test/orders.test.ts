import crypto from 'node:crypto';
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

const create = (token: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
const booked = async (slotId: string) =>
  (await t.pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId])).rows[0]!
    .booked;

describe('POST /order/create', () => {
  it('creates orders and one gateway payment priced from the database, and reserves the places', async () => {
    const slot = await buildRitualWithSlot(t.pool, { unitPrice: 50100 });
    const body = orderBody(slot, { items: cartFor(slot, 2, 1) }); // the client claims ₹0.01 a place
    const res = await create(devotee, body);
    expect(res.statusCode).toBe(200);
    const { payload } = res.json();
    expect(payload).toMatchObject({
      amount: 100200,
      currency: 'INR',
      status: 'INITIALIZED',
      channel: 'GPMS',
    });
    expect(payload.requestId).toMatch(/^[0-9A-Z]{10}$/);
    expect(payload.orders).toHaveLength(1);
    expect(payload.orders[0].bookingId).toMatch(/^SAN[0-9A-Z]{10}$/);
    expect(payload.gatewayForm.action).toMatch(/\/pay$/);
    expect(payload.gatewayForm.fields).toMatchObject({
      requestId: payload.requestId,
      programType: 'RITUAL',
      programCode: 'in-coimbatore',
      amount: '1002.00',
      currency: 'INR',
      ssoId: DEMO.devotee.id,
      addressLine2: '',
      callbackUrl: 'http://localhost:8080/gpmsResponse',
    });
    expect(payload.gatewayForm.fields.emailid).toMatch(/@/);
    expect(await booked(slot.slotId)).toBe(2);
    const order = await t.pool.query('SELECT total_price, variants, meta FROM orders WHERE payment_id = $1', [
      payload.paymentId,
    ]);
    expect(order.rows[0]).toMatchObject({
      total_price: 100200,
      variants: [{ name: 'Single', quantity: 2, unitPrice: 50100 }],
      meta: { utm_source: 'test' },
    });
  });

  it('answers an option sold out on its slot (INVENTORY) with 409 naming it, and writes nothing', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 20, layout: 'INVENTORY' });
    await t.pool.query('INSERT INTO slot_inventory (slot_id, variant_id, capacity) VALUES ($1, $2, 1)', [
      slot.slotId,
      `${slot.productId}-single`,
    ]);
    const res = await create(devotee, orderBody(slot, { items: cartFor(slot, 2) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Single for Test Seva .* on \d\d-\d\d-\d{4} at \d\d:\d\d [AP]M is sold out$/,
    );
    const rows = await t.pool.query('SELECT count(*)::int AS n FROM orders WHERE product_id = $1', [
      slot.productId,
    ]);
    expect(rows.rows[0].n).toBe(0);
    expect(await booked(slot.slotId)).toBe(0);

    const one = await create(devotee, orderBody(slot, { items: cartFor(slot, 1) }));
    expect(one.statusCode).toBe(200);
    const inventory = await t.pool.query('SELECT booked FROM slot_inventory WHERE slot_id = $1', [
      slot.slotId,
    ]);
    expect(inventory.rows[0].booked).toBe(1);
    expect(await booked(slot.slotId)).toBe(1);
  });

  it('answers a full slot with 409 naming the slot, and writes nothing', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 1 });
    const res = await create(devotee, orderBody(slot, { items: cartFor(slot, 2) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Test Seva .* on \d\d-\d\d-\d{4} at \d\d:\d\d [AP]M has only 1 place left$/,
    );
    const rows = await t.pool.query('SELECT count(*)::int AS n FROM orders WHERE product_id = $1', [
      slot.productId,
    ]);
    expect(rows.rows[0].n).toBe(0);
    expect(await t.pool.query('SELECT 1 FROM payments WHERE idempotency_key IS NULL')).toBeTruthy();
    expect(await booked(slot.slotId)).toBe(0);
  });

  it('refuses unknown rituals, past slots, slots past the cut-off, and bad bodies with 400', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const unknown = await create(
      devotee,
      orderBody(slot, { items: cartFor({ ...slot, productId: 'no-such-ritual' }) }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('productId: ritual no-such-ritual is not available at this centre');

    const past = await buildRitualWithSlot(t.pool, { startsInHours: -72 });
    expect((await create(devotee, orderBody(past))).json().message).toMatch(/has already taken place$/);

    const late = await buildRitualWithSlot(t.pool, { startsInHours: 1, cutOffHours: 2 });
    const lateRes = await create(devotee, orderBody(late));
    expect(lateRes.statusCode).toBe(400);
    expect(lateRes.json().message).toMatch(/is closed for booking/);

    const empty = await create(devotee, {
      idempotencyKey: crypto.randomUUID(),
      centerId: 'in-coimbatore',
      items: [],
    });
    expect(empty.json()).toEqual({ message: 'items: The cart is empty' });

    const otherCenter = await create(devotee, orderBody(slot, { centerId: 'us-tennessee' }));
    expect(otherCenter.json().message).toMatch(/is not available at this centre/);
  });

  it('lets an office volunteer book past the cut-off with byPassValue, never a devotee', async () => {
    const late = await buildRitualWithSlot(t.pool, { startsInHours: 1, cutOffHours: 2 });
    expect((await create(devotee, orderBody(late), { bypassvalue: 'true' })).statusCode).toBe(400);
    const res = await create(
      volunteer,
      orderBody(late, { devoteeId: DEMO.devotee.id, paymentChannel: 'CASH' }),
      { bypassvalue: 'true' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('keeps back-office-only rituals for volunteers', async () => {
    const slot = await buildRitualWithSlot(t.pool, { isAvailable: false, isAvailableForBackOffice: true });
    expect((await create(devotee, orderBody(slot))).statusCode).toBe(400);
    const res = await create(
      volunteer,
      orderBody(slot, { devoteeId: DEMO.devotee.id, paymentChannel: 'CASH' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('records cash taken by a volunteer as paid, confirmed by e-mail, booked for the devotee', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const res = await create(
      volunteer,
      orderBody(slot, { devoteeId: DEMO.devotee.id, paymentChannel: 'CASH' }),
    );
    const { payload } = res.json();
    expect(payload).toMatchObject({ status: 'COMPLETED', channel: 'CASH', gatewayForm: null });
    const order = await t.pool.query(
      'SELECT user_id, booked_by, payment_status FROM orders WHERE payment_id = $1',
      [payload.paymentId],
    );
    expect(order.rows[0]).toEqual({
      user_id: DEMO.devotee.id,
      booked_by: DEMO.volunteer.id,
      payment_status: 'COMPLETED',
    });
    const mail = await t.pool.query('SELECT to_address, subject FROM mail_outbox WHERE payment_id = $1', [
      payload.paymentId,
    ]);
    expect(mail.rows).toEqual([
      { to_address: DEMO.devotee.email, subject: 'Your booking at Sannidhi Coimbatore is confirmed' },
    ]);
    const event = await t.pool.query(
      "SELECT properties->>'selection_source' AS source FROM analytics_events WHERE name = 'purchase success' AND properties->>'paymentId' = $1",
      [payload.paymentId],
    );
    expect(event.rows).toEqual([{ source: 'Back Office' }]);
  });

  it('requires references for cheques, drafts and QR payments; refuses other channels and on-behalf booking to devotees', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const cheque = await create(
      volunteer,
      orderBody(slot, {
        devoteeId: DEMO.devotee.id,
        paymentChannel: 'CHEQUE',
        paymentReference: { reference: '004512' },
      }),
    );
    expect(cheque.json()).toEqual({ message: 'paymentReference.bank: This field is mandatory' });
    const ok = await create(
      volunteer,
      orderBody(slot, {
        devoteeId: DEMO.devotee.id,
        paymentChannel: 'DEMAND_DRAFT',
        paymentReference: { reference: '778812', bank: 'Canara Bank' },
      }),
    );
    expect(ok.json().payload.status).toBe('COMPLETED');
    expect((await create(devotee, orderBody(slot, { paymentChannel: 'CASH' }))).statusCode).toBe(403);
    expect((await create(devotee, orderBody(slot, { devoteeId: DEMO.admin.id }))).statusCode).toBe(403);
    const terminalInIndia = await create(
      volunteer,
      orderBody(slot, { devoteeId: DEMO.devotee.id, paymentChannel: 'US_CARD_TERMINAL' }),
    );
    expect(terminalInIndia.json().message).toBe(
      'paymentChannel: the US card terminal is only available at US centres',
    );
  });

  it('is idempotent: 10 concurrent submits with one key create one set of orders', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const body = orderBody(slot);
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(devotee, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const paymentIds = new Set(answers.map((a) => a.json().payload.paymentId));
    expect(paymentIds.size).toBe(1);
    const orders = await t.pool.query('SELECT count(*)::int AS n FROM orders WHERE product_id = $1', [
      slot.productId,
    ]);
    expect(orders.rows[0].n).toBe(1);
    expect(await booked(slot.slotId)).toBe(1);
  });
});
