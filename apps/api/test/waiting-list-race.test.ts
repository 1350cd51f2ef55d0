// The three-way race of the waiting list (issue 29, Deliver 3): on full slots of one place, the holder cancels, new
// devotees book and the offer job runs (two runners), all at the same moment. However it falls, each freed place is
// held by one booking or one offer, never both: every slot's active orders and held offers together stay within its
// capacity, and its booked count equals them. The negative control runs the same race on a database of its own
// where the test has taken the guard out of taking places (take_places and try_take_places read, then write 50 ms
// later) and out of the job's claim (helpers/without-claim-lock.ts), and shows that the same check catches its
// oversell (some runs also show an offer and a booking holding the same place; logged, not asserted). A second
// control isolates the offer: the places freed first, then one booking per slot and the offer runners at once, so
// that bookings cannot oversell among themselves: an offer and a booking hold the same place.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/db/client';
import { offerWaitingListPlaces } from '../src/services/jobs/offer-waiting-list';
import { orderBody, paidOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import type { BuiltSlot } from './factories/slots';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';
import { installReadThenWriteTakePlaces } from './helpers/unsafe-places';
import { withoutClaimLock } from './helpers/without-claim-lock';

const SLOTS = 6;
/** When, in ms after the cancellations are sent, each new booking and each job round starts. */
const BOOKINGS_AT = [0, 10, 25, 50, 90];
const JOB_AT = [0, 10, 25, 50, 90];
const ENV = { UNPAID_PLACES_PER_SLOT: '0', UNPAID_SLOT_SHARE_PERCENT: '0', UNPAID_ORDERS_PER_DEVOTEE: '0' };
const silent = { warn: () => {} };

let safe: TestApp;
let unsafe: TestApp;
let unsafeOffer: TestApp;
beforeAll(async () => {
  [safe, unsafe, unsafeOffer] = await Promise.all([
    createTestApp({ env: ENV }),
    createTestApp({ env: ENV }),
    createTestApp({ env: ENV }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([safe?.close(), unsafe?.close(), unsafeOffer?.close()]);
});

/** try_take_places (the offer's hold) as read, decide, write 50 ms later: the guard taken away. */
async function installReadThenWriteTryTakePlaces(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE OR REPLACE FUNCTION try_take_places(p_slot uuid, p_places integer) RETURNS boolean
    LANGUAGE plpgsql AS $$
    DECLARE
      v_booked integer;
      v_capacity integer;
    BEGIN
      SELECT booked, capacity INTO v_booked, v_capacity FROM slots WHERE id = p_slot;
      IF v_booked IS NULL OR v_booked + p_places > v_capacity THEN
        RETURN false;
      END IF;
      PERFORM pg_sleep(0.05);
      UPDATE slots SET booked = v_booked + p_places WHERE id = p_slot;
      RETURN true;
    END $$`);
}

interface SlotCheck {
  slotId: string;
  capacity: number;
  booked: number;
  orders: number;
  offers: number;
}

/** Per slot: its booked count, the places its active orders hold and the places its offers hold. */
async function placesOf(pool: pg.Pool, slotIds: string[]): Promise<SlotCheck[]> {
  const { rows } = await pool.query<SlotCheck>(
    `SELECT s.id AS "slotId", s.capacity, s.booked,
       COALESCE((SELECT sum((v ->> 'quantity')::int) FROM orders o, jsonb_array_elements(o.variants) v
                 WHERE o.slot_id = s.id AND o.status IN ('NOT_COMPLETED', 'COMPLETED')), 0)::int AS orders,
       COALESCE((SELECT sum(w.places) FROM waiting_list_entries w
                 WHERE w.slot_id = s.id AND w.status = 'OFFERED'), 0)::int AS offers
     FROM slots s WHERE s.id = ANY($1::uuid[]) ORDER BY s.id`,
    [slotIds],
  );
  return rows;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function race(t: TestApp, opts: { unsafe: boolean; cancelFirst?: boolean; bookingsAt?: number[] }) {
  const bookingsAt = opts.bookingsAt ?? BOOKINGS_AT;
  const call = (user: BuiltUser, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { authorization: `Bearer ${user.token}` },
    });
  const holder = await buildUser(t, { firstName: 'Holder', billingProfile: true });
  const waiter = await buildUser(t, { firstName: 'Waiter', billingProfile: true });
  const newcomers = await Promise.all(
    bookingsAt.map(() => buildUser(t, { firstName: 'Newcomer', billingProfile: true })),
  );
  const slots: { slot: BuiltSlot; orderId: string }[] = [];
  for (let i = 0; i < SLOTS; i += 1) {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 1, centerId: 'in-coimbatore' });
    const { orderId } = await paidOrder(t, holder.token, slot);
    const joined = await call(waiter, '/waiting-list', { slotId: slot.slotId, places: 1 });
    expect(joined.statusCode).toBe(200);
    slots.push({ slot, orderId });
  }
  if (opts.unsafe) {
    await installReadThenWriteTakePlaces(t.pool);
    await installReadThenWriteTryTakePlaces(t.pool);
  }
  const jobPool = createPool(t.databaseUrl, 4);
  const changed = { statements: 0 };
  const runnerPool = opts.unsafe ? withoutClaimLock(jobPool, changed) : jobPool;
  try {
    const cancel = () =>
      slots.map(({ orderId }) =>
        call(holder, '/order/cancel', { orderIds: [orderId] }).then((r) => r.statusCode),
      );
    // The offer-against-booking control frees the places first, so that only the booking and the offer race.
    const cancelled = opts.cancelFirst ? await Promise.all(cancel()) : [];
    const statuses = await Promise.all([
      ...(opts.cancelFirst ? [] : cancel()),
      ...slots.flatMap(({ slot }) =>
        bookingsAt.map(async (at, i) => {
          await sleep(at);
          return (await call(newcomers[i]!, '/order/create', orderBody(slot))).statusCode;
        }),
      ),
      ...(opts.cancelFirst ? [0] : JOB_AT).flatMap((at) =>
        [0, 1].map(async () => {
          await sleep(at);
          await offerWaitingListPlaces({ pool: runnerPool }, silent);
          return 0;
        }),
      ),
    ]);
    // Whatever the race left free is offered now (a place freed after the last round).
    await offerWaitingListPlaces({ pool: runnerPool }, silent);
    if (opts.unsafe) expect(changed.statements).toBeGreaterThan(0);
    return {
      statuses: [...cancelled, ...statuses],
      checks: await placesOf(
        t.pool,
        slots.map((s) => s.slot.slotId),
      ),
    };
  } finally {
    await jobPool.end();
  }
}

function oversold(checks: SlotCheck[]): string[] {
  return checks.flatMap((c) => [
    ...(c.orders + c.offers > c.capacity
      ? [`slot ${c.slotId}: ${c.orders} booked and ${c.offers} offered of ${c.capacity}`]
      : []),
    ...(c.booked !== c.orders + c.offers
      ? [`slot ${c.slotId}: counted ${c.booked}, held ${c.orders + c.offers}`]
      : []),
  ]);
}

describe('cancel, new booking and offer at the same moment', () => {
  it('never oversells: each freed place is held by one booking or one offer, and the counts are exact', async () => {
    const { statuses, checks } = await race(safe, { unsafe: false });
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(oversold(checks)).toEqual([]);
    // Every freed place went to someone: a newcomer's booking or the waiter's offer.
    expect(checks.every((c) => c.orders + c.offers === 1)).toBe(true);
    const offers = checks.filter((c) => c.offers === 1).length;
    const bookings = checks.filter((c) => c.orders === 1).length;
    console.log(`three-way race: ${offers} places offered, ${bookings} booked by newcomers, of ${SLOTS}`);
  }, 120_000);

  it('negative control: without the guarded take and the claim lock, the same race oversells', async () => {
    const { checks } = await race(unsafe, { unsafe: true });
    const problems = oversold(checks);
    console.log(`negative control: ${problems.length} findings`, problems);
    expect(checks.some((c) => c.orders + c.offers > c.capacity)).toBe(true);
    // Most runs also show an offer and a booking on the same place (not asserted: the bookings' own read-then-write
    // oversells first on some runs, and then the offer finds nothing free).
    const shared = checks.filter(
      (c) => c.offers > 0 && c.orders > 0 && c.orders + c.offers > c.capacity,
    ).length;
    console.log(`negative control: ${shared} of ${SLOTS} slots with an offer and a booking on one place`);
  }, 120_000);

  it('negative control, offer against booking: the places freed, one booking and the offer runners at once hold one place twice', async () => {
    // One new booking per slot, so that bookings cannot oversell among themselves: an oversell is an offer and a
    // booking on the same place.
    // The job takes the slots one after another (50 ms each without the guard), so whether a booking meets the
    // offer inside that window depends on the machine's timing: a race that happens to miss is run again, on new
    // slots, with the bookings a little later each time (at most four races).
    let shared: SlotCheck[] = [];
    for (let attempt = 0; attempt < 4 && shared.length === 0; attempt += 1) {
      const { checks } = await race(unsafeOffer, {
        unsafe: true,
        cancelFirst: true,
        bookingsAt: [attempt * 20],
      });
      shared = checks.filter((c) => c.offers > 0 && c.orders > 0 && c.orders + c.offers > c.capacity);
      console.log(
        `offer against booking, race ${attempt + 1}: ${shared.length} of ${SLOTS} slots held twice`,
      );
    }
    expect(shared.length).toBeGreaterThan(0);
  }, 240_000);
});
