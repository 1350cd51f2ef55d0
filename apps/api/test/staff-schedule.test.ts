// The staff schedule (issue 13, Schedule): recurring rules open a ritual's slots for the next days in the centre's
// zone without ever duplicating one; a slot's capacity never goes below what is booked (409 saying what to do);
// closing a date lists its bookings and, in one click, puts them on hold with the devotee's own hold and mails each
// devotee; a closed slot is not offered nor bookable. Only CENTER_ADMIN and RITUAL_SCHEDULER of the centre may.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const HOME = 'us-tennessee';
const ZONE = 'America/Chicago';
const SCHEDULER = { id: 'SSO-1104', email: 'demo.ritual-scheduler@example.org' };
const CENTER_ADMIN = { id: 'SSO-1102', email: 'demo.center-admin@example.org' };
const SEVAKA = { id: 'SSO-1105', email: 'demo.sevaka@example.org' };

let t: TestApp;
let scheduler: string;
let admin: string;
let devotee: string;
beforeAll(async () => {
  t = await createTestApp({ env: { UNPAID_PLACES_PER_SLOT: '0' } });
  scheduler = await t.tokenFor(SCHEDULER.id, SCHEDULER.email);
  admin = await t.tokenFor(CENTER_ADMIN.id, CENTER_ADMIN.email);
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Today in the centre's zone, yyyy-mm-dd. */
const todayThere = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

async function slotsOf(productId: string) {
  const { rows } = await t.pool.query<{
    id: string;
    local: string;
    date: string;
    capacity: number;
    booked: number;
    closed: boolean;
  }>(
    `SELECT id, to_char(start_time AT TIME ZONE $2, 'HH24:MI') AS local,
       to_char(start_time AT TIME ZONE $2, 'YYYY-MM-DD') AS date, capacity, booked, closed_at IS NOT NULL AS closed
     FROM slots WHERE product_id = $1 ORDER BY start_time`,
    [productId, ZONE],
  );
  return rows;
}

/** A paid booking of `places` on the slot (the devotee's order and payment), its places taken. */
async function bookPaid(slot: BuiltSlot, places: number) {
  const requestId = crypto.randomBytes(5).toString('hex').toUpperCase();
  const { rows } = await t.pool.query<{ id: string; booking_id: string }>(
    `WITH p AS (
       INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel)
       VALUES ($1, $2, $3, $4, 'USD', 'COMPLETED', 'GATEWAY') RETURNING id)
     INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, status,
       payment_status, in_person, total_price, currency, og_slot_start, variants)
     SELECT $5, p.id, $3, $2, $6, 'item-' || $1, $7, 'NOT_COMPLETED', 'COMPLETED', true, $4, 'USD', $8, $9 FROM p
     RETURNING id, booking_id`,
    [
      requestId,
      HOME,
      DEMO.devotee.id,
      places * slot.unitPrice,
      `SAN${requestId.slice(0, 9)}`,
      slot.productId,
      slot.slotId,
      slot.startTime,
      JSON.stringify([{ name: 'Single', quantity: places, unitPrice: slot.unitPrice }]),
    ],
  );
  await t.pool.query('UPDATE slots SET booked = booked + $2 WHERE id = $1', [slot.slotId, places]);
  return rows[0]!;
}

describe('recurring rules and generated slots', () => {
  it('opens a rule’s slots from today for N days at local times, and generating again duplicates nothing', async () => {
    const { productId } = await buildRitualWithSlot(t.pool, { centerId: HOME });
    await t.pool.query('DELETE FROM slots WHERE product_id = $1', [productId]);
    const res = await call(scheduler, 'POST', '/api/staff/schedule/rules', {
      center: HOME,
      product: productId,
      rule: { kind: 'weekdays', days: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
      times: ['23:59', '00:00'],
      capacity: 12,
      days: 3,
    });
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(productId);
    // Three local dates from today; today's 00:00 has passed, so 5 slots (6 when the test runs at 23:59 exactly).
    const today = todayThere();
    expect(new Set(slots.map((s) => s.date)).size).toBe(3);
    expect(slots[0]!.date).toBe(today);
    expect(slots.every((s) => ['00:00', '23:59'].includes(s.local) && s.capacity === 12 && !s.closed)).toBe(
      true,
    );
    expect(res.json().payload).toMatchObject({ created: slots.length, existing: 0 });
    expect(slots.filter((s) => s.date === today).map((s) => s.local)).toEqual(['23:59']);

    const again = await call(admin, 'POST', '/api/staff/schedule/generate', {
      center: HOME,
      product: productId,
      days: 3,
    });
    expect(again.json().payload).toEqual({ created: 0, existing: slots.length });
    expect(await slotsOf(productId)).toHaveLength(slots.length);

    const longer = await call(scheduler, 'POST', '/api/staff/schedule/generate', {
      center: HOME,
      product: productId,
      days: 5,
    });
    expect(longer.json().payload).toEqual({ created: 4, existing: slots.length });

    const page = await call(
      scheduler,
      'GET',
      `/api/staff/schedule?center=${HOME}&product=${productId}&days=5`,
    );
    expect(page.statusCode).toBe(200);
    const payload = page.json().payload;
    expect(payload.center).toMatchObject({ id: HOME, timezone: ZONE, today });
    expect(payload.rituals.map((r: { id: string }) => r.id)).toContain(productId);
    expect(payload.rules).toHaveLength(1);
    expect(payload.rules[0].description).toBe('Every day at 00:00, 23:59');
    expect(payload.slots).toHaveLength(slots.length + 4);
    expect(payload.slots[0]).toMatchObject({ date: today, time: '11:59 PM CT', capacity: 12, booked: 0 });

    const { rows: audit } = await t.pool.query(
      `SELECT action, actor_id FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [productId],
    );
    expect(audit).toEqual([
      { action: 'schedule.rule.add', actor_id: SCHEDULER.id },
      { action: 'schedule.generate', actor_id: CENTER_ADMIN.id },
      { action: 'schedule.generate', actor_id: SCHEDULER.id },
    ]);
  });

  it('opens Pournami dates, and each option’s own places on an INVENTORY ritual', async () => {
    const { productId } = await buildRitualWithSlot(t.pool, { centerId: HOME, layout: 'INVENTORY' });
    await t.pool.query('DELETE FROM slots WHERE product_id = $1', [productId]);
    const res = await call(scheduler, 'POST', '/api/staff/schedule/rules', {
      center: HOME,
      product: productId,
      rule: { kind: 'moon', phase: 'full', offsets: [0] },
      times: ['19:00'],
      capacity: 30,
      inventory: { [`${productId}-single`]: 8 },
      days: 62,
    });
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(productId);
    expect(slots.length).toBeGreaterThanOrEqual(2); // two full moons in any 62 days
    expect(slots.every((s) => s.local === '19:00')).toBe(true);
    const { rows } = await t.pool.query(
      'SELECT variant_id, capacity FROM slot_inventory WHERE slot_id = ANY($1::uuid[])',
      [slots.map((s) => s.id)],
    );
    expect(rows).toEqual(slots.map(() => ({ variant_id: `${productId}-single`, capacity: 8 })));

    const page = await call(
      scheduler,
      'GET',
      `/api/staff/schedule?center=${HOME}&product=${productId}&days=62`,
    );
    expect(page.json().payload.rules[0].description).toBe('Pournami at 19:00');
  });

  it('refuses bad input with a message, and a rule or option the ritual does not have', async () => {
    const { productId } = await buildRitualWithSlot(t.pool, { centerId: HOME });
    const base = {
      center: HOME,
      product: productId,
      rule: { kind: 'weekdays', days: ['MON'] },
      times: ['06:30'],
      capacity: 5,
      days: 7,
    };
    for (const [patch, message] of [
      [{ times: ['6.30pm'] }, /Use a time such as 06:30/],
      [{ rule: { kind: 'weekdays', days: [] } }, /Choose at least one weekday/],
      [{ capacity: -1 }, /capacity/],
      [{ days: 0 }, /days: at least 1 day/],
      [{ rule: { kind: 'fortnightly' } }, /rule/],
    ] as const) {
      const res = await call(scheduler, 'POST', '/api/staff/schedule/rules', { ...base, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const option = await call(scheduler, 'POST', '/api/staff/schedule/rules', {
      ...base,
      inventory: { 'not-an-option': 3 },
    });
    expect(option.statusCode).toBe(400);
    expect(option.json().message).toMatch(/has no option not-an-option/);
    const noRule = await call(scheduler, 'POST', '/api/staff/schedule/generate', {
      center: HOME,
      product: productId,
      days: 7,
    });
    expect(noRule.statusCode).toBe(400);
    expect(noRule.json().message).toMatch(/has no schedule rule yet/);
    const badQuery = await call(scheduler, 'GET', `/api/staff/schedule?center=${HOME}&from=tomorrow`);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toMatch(/yyyy-mm-dd/);
  });

  it('removes a rule: it generates no more, the slots it opened stay', async () => {
    const { productId } = await buildRitualWithSlot(t.pool, { centerId: HOME });
    const added = await call(scheduler, 'POST', '/api/staff/schedule/rules', {
      center: HOME,
      product: productId,
      rule: { kind: 'daily' },
      times: ['12:00'],
      capacity: 5,
      days: 2,
    });
    const before = (await slotsOf(productId)).length;
    const removed = await call(scheduler, 'POST', '/api/staff/schedule/rules/remove', {
      center: HOME,
      rule: added.json().payload.ruleId,
    });
    expect(removed.statusCode).toBe(200);
    expect(await slotsOf(productId)).toHaveLength(before);
    const again = await call(scheduler, 'POST', '/api/staff/schedule/rules/remove', {
      center: HOME,
      rule: added.json().payload.ruleId,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('capacity', () => {
  it('never goes below what is booked: 409 says what to do; at or above the booked it changes, audited', async () => {
    const slot = await buildRitualWithSlot(t.pool, { centerId: HOME, capacity: 10 });
    await bookPaid(slot, 4);
    const below = await call(scheduler, 'POST', '/api/staff/schedule/capacity', {
      center: HOME,
      slot: slot.slotId,
      capacity: 3,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(
      '4 places are booked on this slot, so it cannot take fewer. Set 4 or more, or close the slot and put its bookings on hold first.',
    );
    // In the staff member's language when the console asks in one (issue 28).
    const tamil = await t.app.inject({
      method: 'POST',
      url: '/api/staff/schedule/capacity',
      payload: { center: HOME, slot: slot.slotId, capacity: 3 },
      headers: { authorization: `Bearer ${scheduler}`, 'accept-language': 'ta' },
    });
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().message).toBe(
      'இந்த நேரத்தில் 4 இடங்கள் முன்பதிவாகியுள்ளன, எனவே இதைவிடக் குறைக்க இயலாது. 4 அல்லது அதற்கு மேல் அமைக்கவும், அல்லது முதலில் நேரத்தை மூடி அதன் முன்பதிவுகளை நிறுத்திவைக்கவும்.',
    );
    expect((await slotsOf(slot.productId))[0]).toMatchObject({ capacity: 10, booked: 4 });

    const at = await call(scheduler, 'POST', '/api/staff/schedule/capacity', {
      center: HOME,
      slot: slot.slotId,
      capacity: 4,
    });
    expect(at.json().payload).toEqual({ slotId: slot.slotId, capacity: 4, booked: 4 });
    const up = await call(admin, 'POST', '/api/staff/schedule/capacity', {
      center: HOME,
      slot: slot.slotId,
      capacity: 25,
    });
    expect(up.statusCode).toBe(200);
    expect((await slotsOf(slot.productId))[0]).toMatchObject({ capacity: 25, booked: 4 });
    const { rows } = await t.pool.query(
      `SELECT actor_id, data->>'from' AS "from", data->>'to' AS "to" FROM audit_log
       WHERE action = 'schedule.capacity' AND entity_id = $1 ORDER BY id`,
      [slot.slotId],
    );
    expect(rows).toEqual([
      { actor_id: SCHEDULER.id, from: '10', to: '4' },
      { actor_id: CENTER_ADMIN.id, from: '4', to: '25' },
    ]);
    const negative = await call(scheduler, 'POST', '/api/staff/schedule/capacity', {
      center: HOME,
      slot: slot.slotId,
      capacity: -2,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/capacity: cannot be below 0/);
  });
});

describe('closing a date', () => {
  it('lists the bookings, puts the paid ones on hold with the devotee hold, mails each devotee, and refuses bookings', async () => {
    const slot = await buildRitualWithSlot(t.pool, { centerId: HOME, capacity: 10, startsInHours: 24 * 3 });
    const booking = await bookPaid(slot, 3);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(slot.startTime));

    const listed = await call(
      scheduler,
      'GET',
      `/api/staff/schedule/bookings?center=${HOME}&product=${slot.productId}&date=${date}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().payload.bookings).toEqual([
      expect.objectContaining({ orderId: booking.id, places: 3, paid: true, status: 'NOT_COMPLETED' }),
    ]);

    const closed = await call(scheduler, 'POST', '/api/staff/schedule/close', {
      center: HOME,
      product: slot.productId,
      date,
      hold: true,
      reason: 'Temple maintenance',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().payload).toEqual({ closed: 1, held: [booking.id] });
    expect((await slotsOf(slot.productId))[0]).toMatchObject({ booked: 0, closed: true });
    const { rows: orders } = await t.pool.query('SELECT status FROM orders WHERE id = $1', [booking.id]);
    expect(orders).toEqual([{ status: 'ON_HOLD' }]);
    const { rows: mails } = await t.pool.query<{ to_address: string; subject: string; text: string }>(
      `SELECT to_address, subject, text FROM mail_outbox WHERE kind = 'order-hold' AND text LIKE '%' || $1 || '%'`,
      [booking.booking_id.slice(3)],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(DEMO.devotee.email);
    expect(mails[0]!.text).toMatch(
      /The temple has closed the date of your ritual \(Temple maintenance\)\. Your booking is on hold/,
    );
    const { rows: audit } = await t.pool.query(
      `SELECT action FROM audit_log WHERE action IN ('order.hold', 'schedule.close')
         AND (entity_id = $1 OR entity_id = $2) ORDER BY id`,
      [booking.id, slot.slotId],
    );
    expect(audit).toEqual([{ action: 'order.hold' }, { action: 'schedule.close' }]);

    // Not offered to devotees, and refused by the server when sent anyway.
    const offered = await call(
      devotee,
      'GET',
      `/api/slots/sparseList?productId=${slot.productId}&slotId=${slot.slotId}`,
    );
    expect(offered.json().payload).toEqual([]);
    const order = await call(devotee, 'POST', '/api/order/create', orderBody(slot, { centerId: HOME }));
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toMatch(/is closed by the temple\. Please choose another date\.$/);

    // Reopened, it is bookable again.
    const reopened = await call(admin, 'POST', '/api/staff/schedule/reopen', {
      center: HOME,
      slot: slot.slotId,
    });
    expect(reopened.json().payload).toEqual({ reopened: 1 });
    const booked = await call(devotee, 'POST', '/api/order/create', orderBody(slot, { centerId: HOME }));
    expect(booked.statusCode).toBe(200);
  });

  it('closes a single slot without hold: its bookings stay as they are', async () => {
    const slot = await buildRitualWithSlot(t.pool, { centerId: HOME, capacity: 10 });
    const booking = await bookPaid(slot, 2);
    const res = await call(scheduler, 'POST', '/api/staff/schedule/close', {
      center: HOME,
      slot: slot.slotId,
    });
    expect(res.json().payload).toEqual({ closed: 1, held: [] });
    const { rows } = await t.pool.query('SELECT status FROM orders WHERE id = $1', [booking.id]);
    expect(rows).toEqual([{ status: 'NOT_COMPLETED' }]);
    const neither = await call(scheduler, 'POST', '/api/staff/schedule/close', { center: HOME });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('slot: choose a slot, or a ritual and a date');
  });
});

describe('who may', () => {
  it('refuses another centre, another centre’s ritual and slot, a role without the duty, and no token', async () => {
    const other = await buildRitualWithSlot(t.pool, { centerId: 'in-coimbatore' });
    const rule = {
      rule: { kind: 'daily' },
      times: ['06:30'],
      capacity: 5,
      days: 2,
    };
    const atOther = await call(scheduler, 'POST', '/api/staff/schedule/rules', {
      center: 'in-coimbatore',
      product: other.productId,
      ...rule,
    });
    expect(atOther.statusCode).toBe(403);
    expect(atOther.json().message).toBe('Your role at this centre does not allow this');
    // Its own centre named, with another centre's ritual or slot: as if missing.
    const ritual = await call(scheduler, 'POST', '/api/staff/schedule/rules', {
      center: HOME,
      product: other.productId,
      ...rule,
    });
    expect(ritual.statusCode).toBe(404);
    const slot = await call(scheduler, 'POST', '/api/staff/schedule/capacity', {
      center: HOME,
      slot: other.slotId,
      capacity: 1,
    });
    expect(slot.statusCode).toBe(404);
    const close = await call(scheduler, 'POST', '/api/staff/schedule/close', {
      center: HOME,
      slot: other.slotId,
    });
    expect(close.statusCode).toBe(404);
    const page = await call(
      scheduler,
      'GET',
      `/api/staff/schedule?center=${HOME}&product=${other.productId}`,
    );
    expect(page.statusCode).toBe(404);
    expect((await slotsOf(other.productId)).map((s) => s.capacity)).toEqual([20]);

    const sevaka = await t.tokenFor(SEVAKA.id, SEVAKA.email);
    expect((await call(sevaka, 'GET', `/api/staff/schedule?center=${HOME}`)).statusCode).toBe(403);
    expect((await call(devotee, 'GET', `/api/staff/schedule?center=${HOME}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/staff/schedule?center=${HOME}`)).statusCode).toBe(401);
  });
});
