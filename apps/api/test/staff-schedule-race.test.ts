// A slot's capacity lowered while devotees book it: never oversold. Each round, a slot of 20 places gets 5 bookings,
// then the scheduler lowers it to 10 while 15 more bookings (POST /order/create) arrive at once. The lowering waits
// WINDOW_MS between reading the slot and writing, to hold the race window open. The guarded change (one UPDATE under
// the row lock that take_places takes, re-checking booked) never leaves more booked than the capacity; the negative
// control, the same race with the guard removed (read, decide, write the capacity unconditionally), oversells, so
// this test is known to be able to catch an oversell. The CHECK constraint (booked <= capacity) is the last line of
// defence and would turn an oversell into an error: it is dropped in this file's own database, so that what is tested
// is the guard itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSlotCapacity } from '../src/repositories/slots-schedule';
import { changeSlotCapacity, type SetCapacity } from '../src/services/schedule/change-capacity';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const HOME = 'us-tennessee';
const SCHEDULER = { userId: 'SSO-1104', email: 'demo.ritual-scheduler@example.org' };
/** When the 15 racing bookings start, in ms after the change starts (its window is WINDOW_MS). */
const DELAYS = [0, 0, 20, 50, 400];
const WINDOW_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let devotee: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { UNPAID_PLACES_PER_SLOT: '0', RATE_LIMIT_ORDER_CREATE: '1000000/1000000' },
  });
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  await t.pool.query('ALTER TABLE slots DROP CONSTRAINT slots_booked_within_capacity');
});
afterAll(() => t.close());

/** The real guarded change, after the same pause as the control: only the guard differs between the two. */
const guarded: SetCapacity = async (client, slotId, capacity) => {
  await client.query('SELECT booked FROM slots WHERE id = $1', [slotId]);
  await sleep(WINDOW_MS);
  return setSlotCapacity(client, slotId, capacity);
};

/** The negative control: reads what is booked, decides in the application, writes the capacity without a guard. */
const unguarded: SetCapacity = async (client, slotId, capacity) => {
  const { rows } = await client.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId]);
  const booked = rows[0]!.booked;
  if (booked > capacity) return { changed: false, booked };
  await sleep(WINDOW_MS);
  await client.query('UPDATE slots SET capacity = $2 WHERE id = $1', [slotId, capacity]);
  return { changed: true, booked };
};

const book = async (slot: Awaited<ReturnType<typeof buildRitualWithSlot>>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: orderBody(slot, { centerId: HOME }),
      headers: { authorization: `Bearer ${devotee}` },
    })
  ).statusCode;

/**
 * One round: 5 bookings, then the change to 10 places and, `delay` ms after it starts, 15 more bookings at once. Short
 * delays land the bookings inside the change's window, long ones after it: the rounds cover both.
 */
async function round(setCapacity: SetCapacity, delay: number) {
  const slot = await buildRitualWithSlot(t.pool, { centerId: HOME, capacity: 20 });
  const first = await Promise.all(Array.from({ length: 5 }, () => book(slot)));
  const [change, ...rest] = await Promise.all([
    changeSlotCapacity(
      t.pool,
      { userId: SCHEDULER.userId, email: SCHEDULER.email, token: '' },
      { center: HOME, slot: slot.slotId, capacity: 10 },
      { requestId: 'race' },
      setCapacity,
    ).then(
      () => 200,
      (err: { status?: number }) => err.status ?? 500,
    ),
    ...Array.from({ length: 15 }, () => sleep(delay).then(() => book(slot))),
  ]);
  const { rows } = await t.pool.query<{ booked: number; capacity: number; orders: number }>(
    `SELECT s.booked, s.capacity, (SELECT count(*)::int FROM orders o WHERE o.slot_id = s.id) AS orders
     FROM slots s WHERE s.id = $1`,
    [slot.slotId],
  );
  return { delay, change, statuses: [...first, ...rest], ...rows[0]! };
}

async function rounds(setCapacity: SetCapacity) {
  const found = [];
  for (const delay of DELAYS) found.push(await round(setCapacity, delay));
  return found;
}

describe('lowering capacity while devotees book', () => {
  it('never leaves more places booked than the capacity; each booking and the change answer 200 or 409', async () => {
    const found = await rounds(guarded);
    for (const r of found) {
      expect(r.booked).toBeLessThanOrEqual(r.capacity);
      expect(r.orders).toBe(r.booked); // every order holds its place: none was lost
      expect([200, 409]).toContain(r.change);
      expect(r.statuses.every((s) => s === 200 || s === 409)).toBe(true);
    }
    // The race was real: the capacity came down to 10 in some round while bookings kept arriving.
    expect(found.some((r) => r.change === 200 && r.capacity === 10 && r.booked === 10)).toBe(true);
    expect(found.some((r) => r.change === 409 && r.capacity === 20)).toBe(true);
  }, 120_000);

  it('negative control: the same race with the guard removed oversells', async () => {
    const found = await rounds(unguarded);
    expect(found.some((r) => r.booked > r.capacity)).toBe(true);
  }, 120_000);
});
