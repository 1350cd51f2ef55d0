// My Rituals api: lists (owner only), hold, reschedule, cancel and refund amount — rules, authorisation, places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { addSlot, bookedOn } from './factories/slots';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { seedMyRitualsDemo } from '../src/seed/my-rituals-demo';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
let other: string;
let volunteer: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  other = await t.tokenFor('SSO-OTHER-1', 'other.devotee@example.org');
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
  staff = await t.tokenFor(DEMO.staff.id, DEMO.staff.email);
  admin = await t.tokenFor(DEMO.admin.id, DEMO.admin.email);
});
afterAll(() => t.close());

const call = (
  token: string | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
const list = (token: string | null, kind: string, query: string, headers: Record<string, string> = {}) =>
  call(token, 'GET', `/order/${kind}?${query}`, undefined, headers);
const statusOf = async (orderId: string) =>
  (await t.pool.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]!
    .status;

describe('GET /order/listUpcoming | listPast | listOnHold', () => {
  it('serves the caller their own orders at the centre in the order shape, one page at a time', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 20 });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await paidOrder(t, other, slot)).orderId);
    const page1 = await list(
      other,
      'listUpcoming',
      'ssoId=SSO-OTHER-1&center=in-coimbatore&limit=2&offset=0',
    );
    expect(page1.statusCode).toBe(200);
    const first = page1.json().payload;
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({
      productId: slot.productId,
      slotId: slot.slotId,
      center: 'in-coimbatore',
      status: 'NOT_COMPLETED',
      paymentStatus: 'COMPLETED',
      paymentStatusBadge: 'Completed',
      deliveryStatus: 'NONE',
      totalPrice: slot.unitPrice,
      variants: [{ name: 'Single', quantity: 1, unitPrice: slot.unitPrice }],
      ogSlotInfo: { startTime: slot.startTime },
      inPerson: true,
      productInfo: {
        type: 'DEVI_ABHISHEKAM',
        config: { canCancel: true, canReschedule: true, cutOffHours: 2 },
      },
      refundOnCancel: false,
    });
    expect(first[0].slotInfo).toMatchObject({ startTime: slot.startTime });
    expect(first[0].bookingId).toMatch(/^SAN/);
    expect(first[0].centerName).toBeTruthy();
    const page2 = await list(
      other,
      'listUpcoming',
      'ssoId=SSO-OTHER-1&center=in-coimbatore&limit=2&offset=2',
    );
    expect(page2.json().payload).toHaveLength(1);
    const seen = [...first, ...page2.json().payload].map((o: { id: string }) => o.id).sort();
    expect(seen).toEqual([...ids].sort());
    // Nothing of this devotee at another centre.
    const elsewhere = await list(other, 'listUpcoming', 'ssoId=SSO-OTHER-1&center=us-tennessee');
    expect(elsewhere.json().payload).toEqual([]);
  });

  it('refuses another ssoId (403), an office volunteer in back-office mode (403) and no token (401)', async () => {
    expect((await list(devotee, 'listUpcoming', 'ssoId=SSO-OTHER-1&center=in-coimbatore')).statusCode).toBe(
      403,
    );
    const asVolunteer = await list(volunteer, 'listPast', `ssoId=${DEMO.volunteer.id}&center=in-coimbatore`, {
      'x-back-office': 'true',
    });
    expect(asVolunteer.statusCode).toBe(403);
    expect(asVolunteer.json().message).toBe('Office volunteers cannot use the Orders pages');
    expect((await list(null, 'listOnHold', 'ssoId=SSO-1001&center=in-coimbatore')).statusCode).toBe(401);
    expect(
      (await list(devotee, 'listOnHold', 'ssoId=SSO-1001&center=in-coimbatore&limit=0')).statusCode,
    ).toBe(400);
  });

  it('shows a cancelled order under Past and a held order under On Hold only', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 30 });
    const cancelled = await paidOrder(t, devotee, slot);
    const held = await paidOrder(t, devotee, slot);
    expect((await call(devotee, 'POST', '/order/cancel', { orderIds: [cancelled.orderId] })).statusCode).toBe(
      200,
    );
    expect((await call(devotee, 'PUT', '/order/hold', { orderId: held.orderId })).statusCode).toBe(200);
    const ids = async (kind: string) =>
      (await list(devotee, kind, 'ssoId=SSO-1001&center=in-coimbatore&limit=50'))
        .json()
        .payload.map((o: { id: string }) => o.id);
    expect(await ids('listPast')).toContain(cancelled.orderId);
    expect(await ids('listUpcoming')).not.toContain(cancelled.orderId);
    expect(await ids('listOnHold')).toContain(held.orderId);
    expect(await ids('listUpcoming')).not.toContain(held.orderId);
  });
});

describe('PUT /order/hold', () => {
  it('puts the order on hold, gives its places back, and answers 409 the second time', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const { orderId } = await paidOrder(t, devotee, slot, { quantity: 3 });
    expect(await bookedOn(t, slot.slotId)).toBe(3);
    const res = await call(devotee, 'PUT', '/order/hold', { orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ orderIds: [orderId], status: 'ON_HOLD' });
    expect(await bookedOn(t, slot.slotId)).toBe(0);
    const again = await call(devotee, 'PUT', '/order/hold', { orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Order already on hold!');
    expect(await bookedOn(t, slot.slotId)).toBe(0);
    const audit = await t.pool.query(
      "SELECT 1 FROM audit_log WHERE action = 'order.hold' AND entity_id = $1",
      [orderId],
    );
    expect(audit.rowCount).toBe(1);
    const mail = await t.pool.query("SELECT 1 FROM mail_outbox WHERE kind = 'order-hold'");
    expect(mail.rowCount).toBeGreaterThan(0);
  });

  it('is refused within 5 days of the ritual (422) and for unpaid orders', async () => {
    const soon = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 5 - 1 });
    const { orderId } = await paidOrder(t, devotee, soon);
    expect((await call(devotee, 'PUT', '/order/hold', { orderId })).statusCode).toBe(422);
    const later = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 5 + 1 });
    const ok = await paidOrder(t, devotee, later);
    expect((await call(devotee, 'PUT', '/order/hold', { orderId: ok.orderId })).statusCode).toBe(200);
    const unpaid = await paidOrder(t, devotee, later);
    await t.pool.query("UPDATE orders SET payment_status = 'PENDING' WHERE id = $1", [unpaid.orderId]);
    expect((await call(devotee, 'PUT', '/order/hold', { orderId: unpaid.orderId })).statusCode).toBe(422);
  });

  it('authorises first: another devotee and a staff user get 404 as for a missing order, a CENTER_ADMIN of the centre may act', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const { orderId } = await paidOrder(t, devotee, slot);
    expect((await call(other, 'PUT', '/order/hold', { orderId })).statusCode).toBe(404);
    expect((await call(staff, 'PUT', '/order/hold', { orderId })).statusCode).toBe(404);
    expect((await call(volunteer, 'PUT', '/order/hold', { orderId })).statusCode).toBe(404);
    expect((await call(null, 'PUT', '/order/hold', { orderId })).statusCode).toBe(401);
    expect(await statusOf(orderId)).toBe('NOT_COMPLETED');
    expect((await call(admin, 'PUT', '/order/hold', { orderId })).statusCode).toBe(200);
    expect(
      (await call(devotee, 'PUT', '/order/hold', { orderId: '00000000-0000-0000-0000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /order/reschedule', () => {
  const body = (orderId: string, slotId: string) => ({
    orderId,
    slotId,
    inPerson: true,
    center: 'in-coimbatore',
  });

  it('moves the places in one step, keeps ogSlotInfo and a history, and a replay changes nothing', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const target = await addSlot(t, slot, 24 * 20);
    const { orderId } = await paidOrder(t, devotee, slot, { quantity: 2 });
    const res = await call(devotee, 'POST', '/order/reschedule', body(orderId, target));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ orderIds: [orderId], slotId: target });
    expect(await bookedOn(t, slot.slotId)).toBe(0);
    expect(await bookedOn(t, target)).toBe(2);
    const replay = await call(devotee, 'POST', '/order/reschedule', body(orderId, target));
    expect(replay.statusCode).toBe(200);
    expect(await bookedOn(t, target)).toBe(2);
    const { rows } = await t.pool.query(
      'SELECT slot_id, og_slot_start, reschedule_history FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0].slot_id).toBe(target);
    expect(rows[0].og_slot_start.toISOString()).toBe(slot.startTime);
    expect(rows[0].reschedule_history).toHaveLength(1);
  });

  it('refuses day 91 after the original date, an earlier date, a full slot (409) and the 5-day block', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const { orderId } = await paidOrder(t, devotee, slot);
    const day91 = await addSlot(t, slot, 24 * 10 + 24 * 90 + 1);
    const r91 = await call(devotee, 'POST', '/order/reschedule', body(orderId, day91));
    expect(r91.statusCode).toBe(422);
    expect(r91.json().message).toMatch(/within 90 days/);
    const day90 = await addSlot(t, slot, 24 * 10 + 24 * 90 - 1);
    const earlier = await addSlot(t, slot, 24 * 8);
    expect((await call(devotee, 'POST', '/order/reschedule', body(orderId, earlier))).statusCode).toBe(422);
    const full = await addSlot(t, slot, 24 * 12, 0);
    const rFull = await call(devotee, 'POST', '/order/reschedule', body(orderId, full));
    expect(rFull.statusCode).toBe(409);
    expect(rFull.json().message).toMatch(/is full$/);
    expect(await bookedOn(t, slot.slotId)).toBe(1);
    expect((await call(devotee, 'POST', '/order/reschedule', body(orderId, day90))).statusCode).toBe(200);

    const soon = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 5 - 1 });
    const near = await paidOrder(t, devotee, soon);
    const next = await addSlot(t, soon, 24 * 15);
    const blocked = await call(devotee, 'POST', '/order/reschedule', body(near.orderId, next));
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Reschedule is not available within 5 days of the ritual date.');
  });

  it('reschedules an on-hold order onto a new slot, taking places only there', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const target = await addSlot(t, slot, 24 * 40);
    const { orderId } = await paidOrder(t, devotee, slot);
    await call(devotee, 'PUT', '/order/hold', { orderId });
    const res = await call(devotee, 'POST', '/order/reschedule', body(orderId, target));
    expect(res.statusCode).toBe(200);
    expect(await bookedOn(t, slot.slotId)).toBe(0);
    expect(await bookedOn(t, target)).toBe(1);
    expect(await statusOf(orderId)).toBe('NOT_COMPLETED');
  });

  it('answers 409 naming where the order is now when another window already moved it (fromSlotId)', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const moved = await addSlot(t, slot, 24 * 20);
    const later = await addSlot(t, slot, 24 * 30);
    const { orderId } = await paidOrder(t, devotee, slot);
    const first = await call(devotee, 'POST', '/order/reschedule', {
      ...body(orderId, moved),
      fromSlotId: slot.slotId,
    });
    expect(first.statusCode).toBe(200);
    // The second window still shows the old date: it neither moves the order again nor talks of "a later date".
    const stale = await call(devotee, 'POST', '/order/reschedule', {
      ...body(orderId, later),
      fromSlotId: slot.slotId,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      /^This booking was already changed in another window: it is now on \d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/,
    );
    expect(await bookedOn(t, moved)).toBe(1);
    expect(await bookedOn(t, later)).toBe(0);
    // The same request as the first (a replay) still answers as it did.
    const replay = await call(devotee, 'POST', '/order/reschedule', {
      ...body(orderId, moved),
      fromSlotId: slot.slotId,
    });
    expect(replay.statusCode).toBe(200);
  });

  it('refuses a family order and changed participant names', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const target = await addSlot(t, slot, 24 * 20);
    const { orderId } = await paidOrder(t, devotee, slot);
    const names = await call(devotee, 'POST', '/order/reschedule', {
      ...body(orderId, target),
      meta: { members: [{ name: 'Someone Else' }] },
    });
    expect(names.statusCode).toBe(422);
    await t.pool.query(`UPDATE orders SET meta = '{"familyId":"f-1"}' WHERE id = $1`, [orderId]);
    expect((await call(devotee, 'POST', '/order/reschedule', body(orderId, target))).statusCode).toBe(422);
  });
});

describe('POST /order/cancel and GET /order/getRefundAmount', () => {
  it('cancels, gives the places back, answers the bookingId, and a retry changes nothing', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const { orderId, bookingId } = await paidOrder(t, devotee, slot, { quantity: 2 });
    const res = await call(devotee, 'POST', '/order/cancel', { orderIds: [orderId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ bookingId, refundAmount: 0 });
    expect(await bookedOn(t, slot.slotId)).toBe(0);
    expect(await statusOf(orderId)).toBe('CANCELLED');
    const again = await call(devotee, 'POST', '/order/cancel', { orderIds: [orderId] });
    expect(again.statusCode).toBe(200);
    expect(await bookedOn(t, slot.slotId)).toBe(0);
    expect((await call(devotee, 'POST', '/order/cancel', { orderIds: [] })).json().message).toMatch(
      /Please select an order to cancel/,
    );
  });

  it('refuses where the ritual does not allow cancelling and after the cut-off', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const { orderId } = await paidOrder(t, devotee, slot);
    await t.pool.query(`UPDATE products SET config = config || '{"canCancel": false}' WHERE id = $1`, [
      slot.productId,
    ]);
    expect((await call(devotee, 'POST', '/order/cancel', { orderIds: [orderId] })).statusCode).toBe(422);
    const late = await buildRitualWithSlot(t.pool, { startsInHours: 3, cutOffHours: 2 });
    const lateOrder = await paidOrder(t, devotee, late);
    await t.pool.query(`UPDATE products SET config = config || '{"cutOffHours": 4}' WHERE id = $1`, [
      late.productId,
    ]);
    expect((await call(devotee, 'POST', '/order/cancel', { orderIds: [lateOrder.orderId] })).statusCode).toBe(
      422,
    );
    expect(await bookedOn(t, late.slotId)).toBe(1);
    expect((await call(other, 'POST', '/order/cancel', { orderIds: [orderId] })).statusCode).toBe(404);
  });

  it('says why in words when it refuses to cancel (shown beside the spec toast)', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const { orderId } = await paidOrder(t, devotee, slot);
    await t.pool.query(`UPDATE products SET config = config || '{"canCancel": false}' WHERE id = $1`, [
      slot.productId,
    ]);
    const refused = await call(devotee, 'POST', '/order/cancel', { orderIds: [orderId] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This ritual cannot be cancelled once booked.');
    await t.pool.query(`UPDATE orders SET status = 'COMPLETED' WHERE id = $1`, [orderId]);
    const taken = await call(devotee, 'POST', '/order/cancel', { orderIds: [orderId] });
    expect(taken.json().message).toBe('This ritual has already taken place.');
  });

  it('at a refund centre answers the refundable amount and records one refund of exactly it', async () => {
    const slot = await buildRitualWithSlot(t.pool, {
      startsInHours: 24 * 10,
      centerId: 'us-tennessee',
      unitPrice: 2500,
    });
    const { orderId, paymentId } = await paidOrder(t, devotee, slot, {
      quantity: 2,
      centerId: 'us-tennessee',
    });
    const amount = await call(devotee, 'GET', `/order/getRefundAmount?orderIds=${orderId}`);
    expect(amount.json().payload).toEqual({ refundAmount: 5000, currency: 'USD' });
    expect((await call(other, 'GET', `/order/getRefundAmount?orderIds=${orderId}`)).statusCode).toBe(404);
    const res = await call(devotee, 'POST', '/order/cancel', { orderIds: [orderId] });
    expect(res.json().payload).toMatchObject({ refundAmount: 5000, currency: 'USD' });
    const again = await call(devotee, 'POST', '/order/cancel', { orderIds: [orderId] });
    expect(again.json().payload.refundAmount).toBe(5000);
    const { rows } = await t.pool.query('SELECT amount, status FROM refunds WHERE payment_id = $1', [
      paymentId,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].amount).toBe(5000);
  });

  it('keeps the policy of purchase time: a centre turning refunds on later does not refund old bookings', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10 });
    const { orderId } = await paidOrder(t, devotee, slot);
    await t.pool.query(
      `UPDATE centers SET meta = meta || '{"refundOnCancel": true}' WHERE id = 'in-coimbatore'`,
    );
    try {
      const amount = await call(devotee, 'GET', `/order/getRefundAmount?orderIds=${orderId}`);
      expect(amount.json().payload.refundAmount).toBe(0);
    } finally {
      await t.pool.query(`UPDATE centers SET meta = meta - 'refundOnCancel' WHERE id = 'in-coimbatore'`);
    }
  });
});

describe('demo orders of the demo devotee', () => {
  it('show every branch: upcoming, family and ^#T bookings, past, on hold, cancelled, refunded, at IN and US', async () => {
    const client = await t.pool.connect();
    try {
      await seedMyRitualsDemo(client, new Date());
    } finally {
      client.release();
    }
    const all = async (center: string) => {
      const out: Record<string, OrderView[]> = {};
      for (const kind of ['listUpcoming', 'listPast', 'listOnHold']) {
        out[kind] = (await list(devotee, kind, `ssoId=SSO-1001&center=${center}&limit=50`)).json().payload;
      }
      return out;
    };
    const india = await all('in-coimbatore');
    expect(india.listUpcoming!.some((o) => o.meta.familyId !== undefined)).toBe(true);
    expect(
      india.listUpcoming!.filter((o) => o.variants[0]!.name.includes('^#T')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(india.listPast!.map((o) => o.status)).toEqual(expect.arrayContaining(['COMPLETED', 'CANCELLED']));
    expect(india.listOnHold!.length).toBeGreaterThan(0);
    const us = await all('us-tennessee');
    expect(us.listUpcoming!.length).toBeGreaterThan(0);
    expect(us.listPast!.map((o) => o.paymentStatus)).toContain('REFUNDED');
    // The ritual's own status and its refund travel with each order: a no-show, a refund done and one failed.
    expect(india.listPast!.map((o) => o.status)).toContain('NO_SHOW');
    expect(us.listPast!.filter((o) => o.paymentStatus === 'REFUNDED').map((o) => o.refundStatus)).toEqual([
      'DONE',
    ]);
    expect(
      us.listPast!.filter((o) => o.status === 'CANCELLED' && o.paymentStatus === 'COMPLETED')[0]
        ?.refundStatus,
    ).toBe('FAILED');
    expect(us.listUpcoming!.every((o) => o.refundStatus === null)).toBe(true);
    // A refund the bank kept refusing waits for the centre's staff.
    const refunds = (await call(admin, 'GET', '/staff/refunds?center=us-tennessee')).json().payload;
    expect(refunds).toContainEqual(
      expect.objectContaining({ status: 'FAILED', attemptsLeft: 0, amount: 2500, currency: 'USD' }),
    );
  });
});
