// The waiting list of full slots (issue 29, Deliver 3), through the api and the offer job: joining a full slot, one's
// own entries only, leaving; freed places offered to the first in line who fits and held for them (nobody else can
// book them), the offer's mail and link, booking the held places, and an offer not taken in time passing to the next
// in line. Time is moved by giving the job its `now`, never by waiting.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerWaitingListPlaces } from '../src/services/jobs/offer-waiting-list';
import { eraseAccount } from '../src/services/users/erase-account';
import { insertOrder, orderBody, paidOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { bookedOn, type BuiltSlot } from './factories/slots';
import { buildUser, type BuiltUser } from './factories/users';
import { expectReconciled } from './helpers/reconciliation';
import { createTestApp, type TestApp } from './helpers/test-app';

const CENTER = 'in-coimbatore';
const HOUR = 3_600_000;
const silent = { warn: (obj: object) => console.error(obj) };

let t: TestApp;
let asha: BuiltUser;
let bala: BuiltUser;
let chitra: BuiltUser;
let dev: BuiltUser;
beforeAll(async () => {
  t = await createTestApp({ env: { UNPAID_PLACES_PER_SLOT: '0' } });
  const named = (firstName: string) => buildUser(t, { firstName, billingProfile: true });
  [asha, bala, chitra, dev] = await Promise.all([
    named('Asha'),
    named('Bala'),
    named('Chitra'),
    named('Dev'),
  ]);
});
afterAll(() => t.close());

const call = (user: BuiltUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
  });

const join = (user: BuiltUser, slot: BuiltSlot, places: number) =>
  call(user, 'POST', '/waiting-list', { slotId: slot.slotId, places });

const book = (user: BuiltUser, slot: BuiltSlot, quantity: number, offer?: string) => {
  const body = orderBody(slot, offer ? { waitingListEntryId: offer } : {});
  body.items[0]!.slots[0]!.variants[0]!.quantity = quantity;
  return call(user, 'POST', '/order/create', body);
};

const cancel = (user: BuiltUser, orderId: string) =>
  call(user, 'POST', '/order/cancel', { orderIds: [orderId] });

const run = (now: Date) => offerWaitingListPlaces({ pool: t.pool }, silent, { now });

async function statusOf(entryId: string) {
  const { rows } = await t.pool.query<{ status: string; offer_expires_at: Date | null }>(
    'SELECT status, offer_expires_at FROM waiting_list_entries WHERE id = $1',
    [entryId],
  );
  return rows[0]!;
}

async function offerMailsTo(email: string) {
  const { rows } = await t.pool.query<{ subject: string; text: string; html: string }>(
    `SELECT subject, text, html FROM mail_outbox WHERE kind = 'waiting-list-offer' AND to_address = $1 ORDER BY id`,
    [email],
  );
  return rows;
}

/** A new ritual's slot of `capacity` places, all booked and paid by `holder`; the order's id. */
async function fullSlot(capacity: number, holder: BuiltUser) {
  const slot = await buildRitualWithSlot(t.pool, { capacity, centerId: CENTER });
  const order = await paidOrder(t, holder.token, slot, { quantity: capacity });
  return { slot, orderId: order.orderId };
}

describe('joining a waiting list', () => {
  it('a full slot takes devotees in line with their places wanted; each sees their own position', async () => {
    const { slot } = await fullSlot(2, asha);
    const first = await join(bala, slot, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toMatchObject({
      slotId: slot.slotId,
      places: 1,
      status: 'WAITING',
      position: 1,
      offerExpiresAt: null,
    });
    const second = await join(chitra, slot, 2);
    expect(second.json().payload).toMatchObject({ places: 2, position: 2 });

    const mine = await call(bala, 'GET', '/waiting-list');
    expect(mine.statusCode).toBe(200);
    const entries = mine.json().payload.entries as { id: string; slotId: string }[];
    expect(entries.filter((e) => e.slotId === slot.slotId).map((e) => e.id)).toEqual([
      first.json().payload.id,
    ]);
    const theirs = await call(chitra, 'GET', '/waiting-list');
    expect(theirs.json().payload.entries.map((e: { id: string }) => e.id)).not.toContain(
      first.json().payload.id,
    );
  });

  it('refuses with a message: places still free, twice on one slot, bad places, an unknown slot, no sign-in', async () => {
    const { slot } = await fullSlot(2, asha);
    expect((await join(bala, slot, 1)).statusCode).toBe(200);
    const twice = await join(bala, slot, 2);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You are already on the waiting list for this slot');

    const roomy = await buildRitualWithSlot(t.pool, { capacity: 5, centerId: CENTER });
    const free = await join(bala, roomy, 2);
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe('These places are free: please book them instead of waiting');

    const zero = await join(bala, slot, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/Places: a whole number from 1 to 20/);
    const unknown = await call(bala, 'POST', '/waiting-list', { slotId: crypto.randomUUID(), places: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Slot not found');
    expect((await call(null, 'POST', '/waiting-list', { slotId: slot.slotId, places: 1 })).statusCode).toBe(
      401,
    );
  });

  it("another devotee's entry is not found: it can be neither read nor left by them", async () => {
    const { slot } = await fullSlot(1, asha);
    const id = (await join(bala, slot, 1)).json().payload.id as string;
    const read = await call(chitra, 'GET', `/waiting-list/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Waiting-list entry not found');
    expect((await call(chitra, 'DELETE', `/waiting-list/${id}`)).statusCode).toBe(404);
    expect((await statusOf(id)).status).toBe('WAITING');
    expect((await call(bala, 'GET', `/waiting-list/${id}`)).json().payload.status).toBe('WAITING');
    const leave = await call(bala, 'DELETE', `/waiting-list/${id}`);
    expect(leave.statusCode).toBe(200);
    expect((await statusOf(id)).status).toBe('LEFT');
    expect(
      (await call(bala, 'GET', '/waiting-list')).json().payload.entries.map((e: { id: string }) => e.id),
    ).not.toContain(id);
  });
});

describe('offers of freed places', () => {
  it('a cancellation frees places: the first in line who fits is offered them, held from everyone else, and books them', async () => {
    const { slot, orderId } = await fullSlot(2, asha);
    const chitraWaits = (await join(chitra, slot, 2)).json().payload.id as string;
    expect((await run(new Date())).offered).toBe(0);

    // Asha's 2 places freed; Chitra is first in line and her 2 fit.
    expect((await cancel(asha, orderId)).statusCode).toBe(200);
    const now = new Date();
    expect(await run(now)).toEqual({ offered: 1, expired: 0 });
    const offer = await statusOf(chitraWaits);
    expect(offer.status).toBe('OFFERED');
    expect(offer.offer_expires_at!.getTime()).toBe(now.getTime() + 2 * HOUR);
    expect(await bookedOn(t, slot.slotId)).toBe(2);

    // Nobody else can book the held places.
    const other = await book(dev, slot, 1);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/is full$/);

    // The mail: what, when, how long, and the link that opens the booking page with the offer.
    const [mail] = await offerMailsTo(chitra.email);
    expect(mail!.subject).toMatch(/^Places have opened for you: /);
    expect(mail!.text).toContain('the 2 places you waited for are now held for you');
    expect(mail!.text).toContain(`/rituals/book-ritual/${slot.productId}?offer=${chitraWaits}`);
    const mine = await call(chitra, 'GET', `/waiting-list/${chitraWaits}`);
    expect(mine.json().payload).toMatchObject({ status: 'OFFERED', places: 2, slotId: slot.slotId });

    // Another devotee cannot use her offer; she books the held places.
    const stolen = await book(dev, slot, 2, chitraWaits);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe('This waiting-list offer has run out or has been used already');
    const booked = await book(chitra, slot, 2, chitraWaits);
    expect(booked.statusCode).toBe(200);
    expect((await statusOf(chitraWaits)).status).toBe('BOOKED');
    expect(await bookedOn(t, slot.slotId)).toBe(2);
    const again = await book(chitra, slot, 1, chitraWaits);
    expect(again.statusCode).toBe(409);
    await expectReconciled(t.pool, CENTER);
  });

  it("an erased devotee's offer gives its held places back; their entries go with the account", async () => {
    const erin = await buildUser(t, { firstName: 'Erin', billingProfile: true });
    const { slot, orderId } = await fullSlot(1, asha);
    const entry = (await join(erin, slot, 1)).json().payload.id as string;
    await cancel(asha, orderId);
    await run(new Date());
    expect((await statusOf(entry)).status).toBe('OFFERED');
    expect(await bookedOn(t, slot.slotId)).toBe(1);

    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ erasure_id: string }>(
        'UPDATE users SET erasure_id = gen_random_uuid() WHERE id = $1 RETURNING erasure_id',
        [erin.id],
      );
      await eraseAccount(client, { id: erin.id, email: erin.email, erasure_id: rows[0]!.erasure_id });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await bookedOn(t, slot.slotId)).toBe(0);
    const left = await t.pool.query('SELECT 1 FROM waiting_list_entries WHERE id = $1', [entry]);
    expect(left.rowCount).toBe(0);
    expect((await book(dev, slot, 1)).statusCode).toBe(200);
    await expectReconciled(t.pool, CENTER);
  });

  it('passes over one wanting more than is free to the next who fits; capacity raised by staff frees places too', async () => {
    const { slot, orderId } = await fullSlot(2, asha);
    const big = (await join(bala, slot, 3)).json().payload.id as string;
    const small = (await join(chitra, slot, 1)).json().payload.id as string;
    expect((await cancel(asha, orderId)).statusCode).toBe(200);
    await run(new Date());
    expect((await statusOf(big)).status).toBe('WAITING');
    expect((await statusOf(small)).status).toBe('OFFERED');
    // One place is still free for anyone.
    expect((await book(dev, slot, 1)).statusCode).toBe(200);
    // The centre raises the slot to 4 places: 2 are free, still too few for Bala's 3.
    await t.pool.query('UPDATE slots SET capacity = 4 WHERE id = $1', [slot.slotId]);
    await run(new Date());
    expect((await statusOf(big)).status).toBe('WAITING');
    await t.pool.query('UPDATE slots SET capacity = 5 WHERE id = $1', [slot.slotId]);
    await run(new Date());
    expect((await statusOf(big)).status).toBe('OFFERED');
    expect(await bookedOn(t, slot.slotId)).toBe(5);
    await expectReconciled(t.pool, CENTER);
  });

  it('an offer not taken in time passes to the next in line; the first can no longer book with it', async () => {
    const { slot, orderId } = await fullSlot(1, asha);
    const first = (await join(bala, slot, 1)).json().payload.id as string;
    const next = (await join(chitra, slot, 1)).json().payload.id as string;
    expect((await cancel(asha, orderId)).statusCode).toBe(200);
    const offeredAt = new Date();
    expect(await run(offeredAt)).toEqual({ offered: 1, expired: 0 });
    expect((await statusOf(first)).status).toBe('OFFERED');

    // Just before it runs out nothing moves.
    await run(new Date(offeredAt.getTime() + 2 * HOUR - 60_000));
    expect((await statusOf(first)).status).toBe('OFFERED');
    expect((await statusOf(next)).status).toBe('WAITING');

    // Run out: the same round ends it and offers the place to the next in line, who gets her mail.
    const later = new Date(offeredAt.getTime() + 2 * HOUR + 60_000);
    // (Other tests' offers in this database run out in this round too.)
    const round = await run(later);
    expect(round.offered).toBeGreaterThanOrEqual(1);
    expect(round.expired).toBeGreaterThanOrEqual(1);
    expect((await statusOf(first)).status).toBe('EXPIRED');
    const passed = await statusOf(next);
    expect(passed.status).toBe('OFFERED');
    expect(passed.offer_expires_at!.getTime()).toBe(later.getTime() + 2 * HOUR);
    expect(await offerMailsTo(chitra.email)).not.toHaveLength(0);
    expect(await bookedOn(t, slot.slotId)).toBe(1);

    const late = await book(bala, slot, 1, first);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This waiting-list offer has run out or has been used already');
    expect((await book(chitra, slot, 1, next)).statusCode).toBe(200);

    // Placed under the slot's centre, so that the centre's staff audit page lists them.
    const { rows } = await t.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'waiting-list-entry' AND entity_id = ANY($1) AND center_id = $2
       ORDER BY id`,
      [[first, next], CENTER],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'waiting-list.join',
      'waiting-list.join',
      'waiting-list.offer',
      'waiting-list.offer-expired',
      'waiting-list.offer',
      'waiting-list.offer-taken',
    ]);
    await expectReconciled(t.pool, CENTER);
  });

  it("an offer left gives its places to the next in line; the centre's hold time is used", async () => {
    await t.pool.query(`UPDATE centers SET meta = meta || '{"waitingListHoldHours": 5}' WHERE id = $1`, [
      CENTER,
    ]);
    try {
      const { slot, orderId } = await fullSlot(1, asha);
      const first = (await join(bala, slot, 1)).json().payload.id as string;
      const next = (await join(dev, slot, 1)).json().payload.id as string;
      expect((await cancel(asha, orderId)).statusCode).toBe(200);
      const now = new Date();
      await run(now);
      expect((await statusOf(first)).offer_expires_at!.getTime()).toBe(now.getTime() + 5 * HOUR);
      expect((await call(bala, 'DELETE', `/waiting-list/${first}`)).statusCode).toBe(200);
      expect(await bookedOn(t, slot.slotId)).toBe(0);
      await run(new Date());
      expect((await statusOf(next)).status).toBe('OFFERED');
      expect(await bookedOn(t, slot.slotId)).toBe(1);
    } finally {
      await t.pool.query(`UPDATE centers SET meta = meta - 'waitingListHoldHours' WHERE id = $1`, [CENTER]);
    }
  });
});

describe("staff see each slot's waiting list", () => {
  it('on the schedule page: in line and offered, with places; a devotee is refused', async () => {
    const { slot, orderId } = await fullSlot(1, asha);
    await join(bala, slot, 1);
    await join(chitra, slot, 1);
    await cancel(asha, orderId);
    await run(new Date());
    const staff = await buildUser(t, { roles: [{ centerId: CENTER, role: 'RITUAL_SCHEDULER' }] });
    const res = await call(staff, 'GET', `/staff/schedule?center=${CENTER}&product=${slot.productId}`);
    expect(res.statusCode).toBe(200);
    const row = (res.json().payload.slots as { slotId: string; waitingList: unknown[] }[]).find(
      (s) => s.slotId === slot.slotId,
    );
    expect(row!.waitingList).toMatchObject([
      { devoteeName: 'Bala Devotee', places: 1, status: 'OFFERED' },
      { devoteeName: 'Chitra Devotee', places: 1, status: 'WAITING', offerExpiresAt: null },
    ]);
    // What the jobs did for the slot: one offer made so far, no reminder yet (the ritual is weeks away).
    expect(row).toMatchObject({ offersMade: 1, remindersSent: 0 });
    const refused = await call(dev, 'GET', `/staff/schedule?center=${CENTER}&product=${slot.productId}`);
    expect([403, 404]).toContain(refused.statusCode);
  });
});

describe('the unpaid share of a slot', () => {
  it("does not refuse the offered devotee's held places (a one-place slot, the production share of 50 %)", async () => {
    const u = await createTestApp({ env: { UNPAID_PLACES_PER_SLOT: '0', UNPAID_SLOT_SHARE_PERCENT: '50' } });
    try {
      const [holder, waiter] = await Promise.all([
        buildUser(u, { firstName: 'Holder', billingProfile: true }),
        buildUser(u, { firstName: 'Waiter', billingProfile: true }),
      ]);
      const as = (user: BuiltUser, url: string, payload: object) =>
        u.app.inject({
          method: 'POST',
          url: `/api${url}`,
          payload,
          headers: { authorization: `Bearer ${user.token}` },
        });
      const slot = await buildRitualWithSlot(u.pool, { capacity: 1, centerId: CENTER });
      // The holder's paid booking as the booking flow leaves it (at this share nobody can hold the one place
      // unpaid, so it is written paid).
      const { orderId } = await insertOrder(u.pool, {
        slot,
        centerId: CENTER,
        userId: holder.id,
        currency: 'INR',
        hasPrasadam: false,
      });
      await u.pool.query('UPDATE slots SET booked = 1 WHERE id = $1', [slot.slotId]);
      const entry = (await as(waiter, '/waiting-list', { slotId: slot.slotId, places: 1 })).json().payload.id;
      expect((await as(holder, '/order/cancel', { orderIds: [orderId] })).statusCode).toBe(200);
      await offerWaitingListPlaces({ pool: u.pool }, silent, { now: new Date() });
      const booked = await as(waiter, '/order/create', orderBody(slot, { waitingListEntryId: entry }));
      expect(booked.statusCode, booked.body).toBe(200);
      expect(await bookedOn(u, slot.slotId)).toBe(1);
    } finally {
      await u.close();
    }
  });
});
