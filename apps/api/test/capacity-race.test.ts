// A slot with 5 places, 200 simultaneous order requests spread over two api processes on one database:
// exactly 5 orders hold places. The negative control runs the same race on a database where the test has installed
// a read-then-write take_places (helpers/unsafe-places.ts) and shows that it oversells, so this test is known to be
// able to catch an oversell.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/db/client';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, createTestDatabase, DEMO, type TestApp } from './helpers/test-app';
import { installReadThenWriteTakePlaces } from './helpers/unsafe-places';

const REQUESTS = 200;
const CAPACITY = 5;
// 200 requests queue for 10 connections per process: on a machine busy with other test files the 3 s default wait
// for a connection can pass, and the race would measure the machine instead of the reservation.
const WAIT = '20000';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

/** The race; `control` changes the race's own database first (the negative control). */
async function race(control?: (pool: pg.Pool) => Promise<void>) {
  const databaseUrl = await createTestDatabase();
  const pool = createPool(databaseUrl, 2);
  const apis: ApiProcess[] = [];
  try {
    const slot = await buildRitualWithSlot(pool, { capacity: CAPACITY });
    await control?.(pool);
    apis.push(
      ...(await Promise.all([
        startApiProcess(databaseUrl, { PG_POOL_WAIT_MS: WAIT }),
        startApiProcess(databaseUrl, { PG_POOL_WAIT_MS: WAIT }),
      ])),
    );
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const res = await fetch(`${apis[i % 2]!.url}/api/order/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(orderBody(slot)),
        });
        return { status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );
    const { rows } = await pool.query<{ orders: number; booked: number; capacity: number; over: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE slot_id = s.id) AS orders, s.booked, s.capacity,
         (SELECT count(*)::int FROM slots WHERE booked > capacity) AS over
       FROM slots s WHERE s.id = $1`,
      [slot.slotId],
    );
    return { responses, db: rows[0]! };
  } finally {
    await Promise.all(apis.map((a) => a.stop()));
    await pool.end();
  }
}

describe('capacity race over two api processes', () => {
  it('sells exactly the 5 places: every other request gets 409 with a message, no 5xx', async () => {
    const { responses, db } = await race();
    const statuses = new Set(responses.map((r) => r.status));
    expect([...statuses].sort()).toEqual([200, 409]);
    const refused = responses.filter((r) => r.status === 409);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(CAPACITY);
    expect(refused).toHaveLength(REQUESTS - CAPACITY);
    expect(refused.every((r) => /is full$|place(s)? left$/.test(r.body.message ?? ''))).toBe(true);
    expect(db).toEqual({ orders: CAPACITY, booked: CAPACITY, capacity: CAPACITY, over: 0 });
  }, 300_000);

  it('negative control: the same race with a non-atomic reservation oversells', async () => {
    const { responses, db } = await race(installReadThenWriteTakePlaces);
    const sold = responses.filter((r) => r.status === 200).length;
    expect(sold).toBeGreaterThan(CAPACITY);
    expect(db.orders).toBeGreaterThan(CAPACITY);
  }, 300_000);
});
