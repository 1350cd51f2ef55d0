// Slot reads are shared for a moment as their answer's text (SLOT_CACHE_MS), and dropped when places change: at once
// in the process that changed them, and in another api process through a `slots_changed` notification, well
// before the cache's own TTL would have let the entry go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, START_TIMEOUT_MS, type ApiProcess } from './helpers/api-process';
import { orderBody, paidOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { waitUntil } from './helpers/runner-process';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const TTL = '10000';
let t: TestApp;
let other: ApiProcess;
let token: string;
let slot: BuiltSlot;

beforeAll(async () => {
  t = await createTestApp({ env: { SLOT_CACHE_MS: TTL } });
  token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  slot = await buildRitualWithSlot(t.pool, { capacity: 5 });
  other = await startApiProcess(t.databaseUrl, { SLOT_CACHE_MS: TTL });
}, START_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await other?.stop();
  await t?.close();
});

const monthQuery = () => {
  const d = new Date(slot.startTime);
  return `productId=${slot.productId}&month=${d.getUTCMonth() + 1}&year=${d.getUTCFullYear()}`;
};
const remainingIn = (payload: { id: string; remaining: number }[]) =>
  payload.find((s) => s.id === slot.slotId)?.remaining;

async function readHere() {
  const res = await t.app.inject({ method: 'GET', url: `/api/slots/list?${monthQuery()}` });
  expect(res.statusCode).toBe(200);
  return { remaining: remainingIn(res.json().payload), etag: String(res.headers.etag) };
}
async function readThere() {
  const res = await fetch(`${other.url}/api/slots/list?${monthQuery()}`);
  expect(res.status).toBe(200);
  return remainingIn(((await res.json()) as { payload: { id: string; remaining: number }[] }).payload);
}
async function book() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: { authorization: `Bearer ${token}` },
    payload: orderBody(slot),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('slot answers', () => {
  it('answers the same text with an ETag, and 304 to a browser that holds it', async () => {
    const first = await readHere();
    expect(first.remaining).toBe(5);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/slots/list?${monthQuery()}`,
      headers: { 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.body).toBe('');
  });

  it('is shared: a change that bypasses the places functions is not seen before the TTL (control)', async () => {
    expect(await readThere()).toBe(5);
    await t.pool.query('UPDATE slots SET booked = booked + 1 WHERE id = $1', [slot.slotId]);
    expect((await readHere()).remaining).toBe(5);
    expect(await readThere()).toBe(5);
  });

  it('a booking is seen at once where it was made, and soon in the other process (long before the TTL)', async () => {
    const before = (await readHere()).etag;
    await book();
    const after = await readHere();
    expect(after.remaining).toBe(3); // the bypassing change and the booking
    expect(after.etag).not.toBe(before);
    const started = Date.now();
    await waitUntil(async () => (await readThere()) === 3, 5000);
    expect(Date.now() - started).toBeLessThan(Number(TTL));
  });

  it('a hold is seen at once where it was made, even by a read that came while the hold was committing', async () => {
    const own = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10, capacity: 5 });
    const read = async () => {
      const d = new Date(own.startTime);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/slots/list?productId=${own.productId}&month=${d.getUTCMonth() + 1}&year=${d.getUTCFullYear()}`,
      });
      return (res.json().payload as { id: string; remaining: number }[]).find((s) => s.id === own.slotId)
        ?.remaining;
    };
    const { orderId } = await paidOrder(t, token, own);
    expect(await read()).toBe(4);
    // The hold's transaction waits, its places already given back but not committed, until the test lets it go.
    const gate = await t.pool.connect();
    await t.pool.query(`
      CREATE FUNCTION test_hold_gate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_advisory_xact_lock(2701); RETURN NEW; END $$;
      CREATE TRIGGER test_hold_gate AFTER INSERT ON audit_log
        FOR EACH ROW WHEN (NEW.action = 'order.hold') EXECUTE FUNCTION test_hold_gate();`);
    try {
      await gate.query('SELECT pg_advisory_lock(2701)');
      const hold = t.app.inject({
        method: 'PUT',
        url: '/api/order/hold',
        headers: { authorization: `Bearer ${token}` },
        payload: { orderId },
      });
      await waitUntil(async () => {
        const { rows } = await t.pool.query(
          "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 2701 AND NOT granted",
        );
        return rows.length > 0;
      }, 30_000);
      expect(await read()).toBe(4); // a reader meanwhile sees what is committed
      await gate.query('SELECT pg_advisory_unlock(2701)');
      expect((await hold).statusCode).toBe(200);
      expect(await read()).toBe(5);
    } finally {
      gate.release();
      await t.pool.query('DROP TRIGGER test_hold_gate ON audit_log; DROP FUNCTION test_hold_gate()');
    }
  });
});
