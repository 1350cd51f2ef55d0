// Issue "No payment is ever lost", symptom 7: no slot held hostage. All devotees' unpaid places on a slot together are
// capped at UNPAID_SLOT_SHARE_PERCENT (50 %) of its capacity, and one devotee's open unpaid checkouts over all slots at
// UNPAID_ORDERS_PER_DEVOTEE (5); both are counted in PostgreSQL with the order's places, so racing submits cannot pass
// them together. New accounts get no more than established ones; a payment recorded at the counter is not unpaid.
// The SQL-level race is interleaved deterministically (the second order waits on the slot's row lock, seen in
// pg_locks), with a negative control: the same check counted before the places are taken lets both orders through.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createPool } from '../src/db/client';
import { cartFor, orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { createTestApp, createTestDatabase, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let volunteer: string;
beforeAll(async () => {
  t = await createTestApp({ env: { UNPAID_ORDERS_PER_DEVOTEE: '5', UNPAID_SLOT_SHARE_PERCENT: '50' } });
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
});
afterAll(() => t.close());

/** A devotee who signed up a moment ago. */
async function newAccount(): Promise<{ id: string; token: string }> {
  const id = `SSO-N${crypto.randomBytes(4).toString('hex')}`;
  await t.pool.query(
    "INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'New', 'Account')",
    [id, `${id.toLowerCase()}@example.org`],
  );
  return { id, token: await t.tokenFor(id, `${id.toLowerCase()}@example.org`) };
}

const create = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const book = (token: string, slot: BuiltSlot, places: number) =>
  create(token, orderBody(slot, { items: cartFor(slot, places) }));
const bookedOn = async (slotId: string) =>
  (await t.pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId])).rows[0]!
    .booked;

describe('the caps over devotees and slots', () => {
  it('default to 5 open unpaid checkouts per devotee and 50 % of a slot', () => {
    const config = loadConfig({});
    expect(config.UNPAID_ORDERS_PER_DEVOTEE).toBe(5);
    expect(config.UNPAID_SLOT_SHARE_PERCENT).toBe(50);
  });

  it('three new accounts cannot hold more than half a slot unpaid; paid places still sell', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 25, maxQuantity: 10 });
    const [a, b, c] = [await newAccount(), await newAccount(), await newAccount()];
    expect((await book(a.token, slot, 8)).statusCode).toBe(200);
    const over = await book(b.token, slot, 8);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(
      /^Too many places of Test Seva .+ on .+ at .+ are awaiting payment just now: please try again in a few minutes/,
    );
    expect((await book(b.token, slot, 4)).statusCode).toBe(200); // 12 of 25 unpaid: the share
    expect((await book(c.token, slot, 1)).statusCode).toBe(409);
    expect(await bookedOn(slot.slotId)).toBe(12);

    // Cash at the counter is paid at once: not unpaid, never refused by the share.
    const cash = await create(
      volunteer,
      orderBody(slot, { items: cartFor(slot, 6), devoteeId: c.id, paymentChannel: 'CASH' }),
    );
    expect(cash.statusCode).toBe(200);
    // A payment link from the counter is unpaid, and counted like any other.
    const link = await create(
      volunteer,
      orderBody(slot, {
        items: cartFor(slot, 1),
        devoteeId: DEMO.devotee.id,
        paymentChannel: 'PAYMENT_LINK',
      }),
    );
    expect(link.statusCode).toBe(409);
    expect(await bookedOn(slot.slotId)).toBe(18);

    // Once an unpaid order is paid, its places no longer count.
    await t.pool.query("UPDATE payments SET status = 'COMPLETED' WHERE user_id = $1", [a.id]);
    expect((await book(c.token, slot, 7)).statusCode).toBe(200);
    expect(await bookedOn(slot.slotId)).toBe(25);
  });

  it('holds under a race of 30 new accounts: exactly half of 20 places are taken unpaid', async () => {
    const slot = await buildRitualWithSlot(t.pool, { capacity: 20 });
    const accounts = await Promise.all(Array.from({ length: 30 }, () => newAccount()));
    const answers = await Promise.all(accounts.map((a) => book(a.token, slot, 1)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(10);
    expect(codes.filter((s) => s === 409)).toHaveLength(20);
    expect(await bookedOn(slot.slotId)).toBe(10);
  });

  it('one devotee holds at most 5 unpaid checkouts over all slots, also when 20 submits race', async () => {
    const someone = await newAccount();
    const slots = await Promise.all(
      Array.from({ length: 20 }, () => buildRitualWithSlot(t.pool, { capacity: 10 })),
    );
    const answers = await Promise.all(slots.map((slot) => book(someone.token, slot, 1)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(5);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'You can have at most 5 bookings awaiting payment at a time: please complete or wait for your earlier payments first. Finish the earlier payment (from the payment page or the payment e-mail), or wait: a booking not paid within 30 minutes is released.',
    );
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [
      someone.id,
    ]);
    expect(rows[0].n).toBe(5);
    // An office volunteer booking for them at the counter is not capped per devotee.
    const counter = await create(volunteer, orderBody(slots[19]!, { devoteeId: someone.id }));
    expect(counter.statusCode).toBe(200);
  });
});

describe('the slot share under the row lock (SQL, interleaved)', () => {
  /** Two orders of one slot in two transactions: the second waits on the slot's row lock, then the first commits. */
  async function interleave(databaseUrl: string) {
    const pool = createPool(databaseUrl, 3);
    try {
      const slot = await buildRitualWithSlot(pool, { capacity: 4 });
      const users = ['SSO-R1', 'SSO-R2'];
      for (const id of users)
        await pool.query('INSERT INTO users (id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          id,
          `${id}@x.org`,
        ]);
      const call = (client: { query: typeof pool.query }, userId: string, places: number) =>
        client.query('SELECT place_order($1, $2, $3, $4, true)', [
          {
            requestId: crypto.randomBytes(5).toString('hex').toUpperCase(),
            centerId: 'in-coimbatore',
            userId,
            bookedBy: null,
            amount: 100,
            currency: 'INR',
            channel: 'GPMS',
            rawResp: {},
            idempotencyKey: crypto.randomUUID(),
            expiresAt: null,
          },
          JSON.stringify([
            {
              bookingId: `SAN${crypto.randomBytes(5).toString('hex')}`,
              productId: slot.productId,
              itemId: 'i',
              slotId: slot.slotId,
              inPerson: true,
              hasPrasadam: false,
              prasadamDeliveryAddress: null,
              meta: {},
              variants: [{ name: 'Single', quantity: places, unitPrice: 50 }],
              totalPrice: 100,
              slotStart: slot.startTime,
              familyId: null,
              places,
              inventory: [],
            },
          ]),
          { actorId: userId, action: 'order.create', entity: 'payment', data: {}, requestId: null },
          { placesPerSlot: 0, ordersPerDevotee: 0, slotSharePercent: 50 },
        ]);
      const [first, second] = [await pool.connect(), await pool.connect()];
      try {
        await first.query('BEGIN');
        await call(first, users[0]!, 2); // 2 of 4 places unpaid: the share
        const pid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        await second.query('BEGIN');
        const pending = call(second, users[1]!, 1).then(
          () => 'placed',
          (err: { code?: string }) => err.code ?? 'error',
        );
        // Wait until the second order waits on the slot's row lock the first holds.
        for (;;) {
          const { rows } = await pool.query(
            "SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'",
            [pid],
          );
          if (rows.length) break;
          await new Promise((r) => setTimeout(r, 10));
        }
        await first.query('COMMIT');
        const outcome = await pending;
        await second.query(outcome === 'placed' ? 'COMMIT' : 'ROLLBACK');
        const { rows } = await pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [
          slot.slotId,
        ]);
        return { outcome, booked: rows[0]!.booked };
      } finally {
        first.release();
        second.release();
      }
    } finally {
      await pool.end();
    }
  }

  it('refuses the second order: it counts the first one once the row lock is its', async () => {
    expect(await interleave(await createTestDatabase())).toEqual({ outcome: 'SN004', booked: 2 });
  });

  it('negative control: counted before the places are taken, both orders pass the share', async () => {
    const databaseUrl = await createTestDatabase();
    const pool = createPool(databaseUrl, 1);
    try {
      // place_order with the share checked before its places are taken (after its orders are written).
      const { rows } = await pool.query<{ def: string }>(
        "SELECT pg_get_functiondef('place_order'::regproc) AS def",
      );
      const check = /\n\s*PERFORM check_unpaid_share\([^;]+;/;
      const call = rows[0]!.def.match(check)![0];
      const early = rows[0]!.def
        .replace(check, '')
        .replace('  INSERT INTO audit_log', `${call}\n  INSERT INTO audit_log`);
      expect(early).not.toBe(rows[0]!.def);
      await pool.query(early);
    } finally {
      await pool.end();
    }
    expect(await interleave(databaseUrl)).toEqual({ outcome: 'placed', booked: 3 });
  });
});
