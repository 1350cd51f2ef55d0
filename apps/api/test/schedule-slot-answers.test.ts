// The schedule's changes are seen by the next slot read at once, not after the slot cache's time to live
// (SLOT_CACHE_MS, its longest, 10 s, here): a new capacity, a closed slot, a reopened one. The service announces each change
// once its transaction has committed (lib/slot-changes.ts). The control shows the cache would otherwise keep the old
// answer: a change made behind the services' back is not seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { createTestApp, type TestApp } from './helpers/test-app';

const HOME = 'us-tennessee';
const SCHEDULER = { id: 'SSO-1104', email: 'demo.ritual-scheduler@example.org' };

let t: TestApp;
let scheduler: string;
let slot: BuiltSlot;
beforeAll(async () => {
  t = await createTestApp({ env: { SLOT_CACHE_MS: '10000' } });
  scheduler = await t.tokenFor(SCHEDULER.id, SCHEDULER.email);
  slot = await buildRitualWithSlot(t.pool, { centerId: HOME, capacity: 10 });
});
afterAll(() => t.close());

/** The slot as the month's public read shows it, or undefined when it is not offered. */
async function offered() {
  const d = new Date(slot.startTime);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/slots/list?productId=${slot.productId}&month=${d.getUTCMonth() + 1}&year=${d.getUTCFullYear()}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().payload as { id: string; remaining: number }[]).find((s) => s.id === slot.slotId);
}

const staff = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/schedule/${path}`,
    payload: { center: HOME, slot: slot.slotId, ...payload },
    headers: { authorization: `Bearer ${scheduler}` },
  });

describe('schedule changes and the slot reads', () => {
  it('keeps the answer while nothing is announced (control: a change behind the services’ back)', async () => {
    expect((await offered())?.remaining).toBe(10);
    await t.pool.query('UPDATE slots SET capacity = 12 WHERE id = $1', [slot.slotId]);
    expect((await offered())?.remaining).toBe(10);
  });

  it('shows a new capacity at once', async () => {
    expect((await staff('capacity', { capacity: 15 })).statusCode).toBe(200);
    expect((await offered())?.remaining).toBe(15);
  });

  it('stops offering a closed slot at once, and offers it again once reopened', async () => {
    expect((await staff('close', {})).statusCode).toBe(200);
    expect(await offered()).toBeUndefined();
    expect((await staff('reopen', {})).statusCode).toBe(200);
    expect((await offered())?.remaining).toBe(15);
  });
});
