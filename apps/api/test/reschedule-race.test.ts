// Reschedule and hold races over two api processes on one database. 24 devotees move onto one slot with 3 places at
// once: exactly 3 get there, the rest 409 naming the slot; and many holds and reschedules of one order at once leave
// it in one place. After each race the places are checked in SQL: every slot's booked count equals the places its
// active orders hold, and none is over capacity. The negative control runs the first race on a database of its own
// where the test has taken the guard out of take_places (helpers/unsafe-places.ts) and shows that the same check
// catches its oversell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { paidOrder } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { addSlot, type BuiltSlot } from './factories/slots';
import { createTestApp, type TestApp } from './helpers/test-app';
import { installUncheckedTakePlaces } from './helpers/unsafe-places';

const DEVOTEES = 24;
const TARGET_PLACES = 3;

let t: TestApp;
/** Two api processes on t's database, shared by the two races of the locked path. */
let atomic: ApiProcess[] = [];
beforeAll(async () => {
  t = await createTestApp();
  atomic = await Promise.all([startApiProcess(t.databaseUrl), startApiProcess(t.databaseUrl)]);
}, 300_000);
afterAll(async () => {
  await Promise.all((atomic ?? []).map((a) => a.stop()));
  await t.close();
});

interface PlaceCheck {
  slotId: string;
  capacity: number;
  booked: number;
  held: number;
}

/** Per slot: its booked count and the places its active (not on hold, not cancelled) orders hold. */
async function placesOf(app: TestApp, slotIds: string[]): Promise<PlaceCheck[]> {
  const { rows } = await app.pool.query<PlaceCheck>(
    `SELECT s.id AS "slotId", s.capacity, s.booked,
       COALESCE((SELECT sum((v ->> 'quantity')::int) FROM orders o, jsonb_array_elements(o.variants) v
                 WHERE o.slot_id = s.id AND o.status IN ('NOT_COMPLETED', 'COMPLETED')), 0)::int AS held
     FROM slots s WHERE s.id = ANY($1::uuid[]) ORDER BY s.id`,
    [slotIds],
  );
  return rows;
}

/** What is wrong with the places, or [] when they are exact. */
function placeProblems(checks: PlaceCheck[]): string[] {
  return checks.flatMap((c) => [
    ...(c.booked !== c.held ? [`slot ${c.slotId}: booked ${c.booked} but orders hold ${c.held}`] : []),
    ...(c.held > c.capacity ? [`slot ${c.slotId}: ${c.held} places sold of ${c.capacity}`] : []),
  ]);
}

async function withProcesses<T>(app: TestApp, run: (urls: string[]) => Promise<T>): Promise<T> {
  const apis = await Promise.all([startApiProcess(app.databaseUrl), startApiProcess(app.databaseUrl)]);
  try {
    return await run(apis.map((a) => a.url));
  } finally {
    await Promise.all(apis.map((a) => a.stop()));
  }
}

async function send(url: string, token: string, method: 'PUT' | 'POST', path: string, body: object) {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

/**
 * DEVOTEES paid orders of one place each, each on its own source slot (so that giving back the old places does not
 * queue the movers on one row), and a target slot of TARGET_PLACES places.
 */
async function crowd(app: TestApp) {
  const first = await buildRitualWithSlot(app.pool, { startsInHours: 24 * 10, capacity: 2 });
  const target = await addSlot(app, first, 24 * 20, TARGET_PLACES);
  const sources: string[] = [];
  const movers = [];
  for (let i = 0; i < DEVOTEES; i++) {
    const token = await app.tokenFor(`SSO-RACE-${i}`, `race${i}@example.org`);
    const from: BuiltSlot = i === 0 ? first : { ...first, slotId: await addSlot(app, first, 24 * 10 + i, 2) };
    sources.push(from.slotId);
    movers.push({ token, ...(await paidOrder(app, token, from)) });
  }
  return { slots: [...sources, target], target, movers };
}

async function moveAll(urls: string[], c: Awaited<ReturnType<typeof crowd>>) {
  return Promise.all(
    c.movers.map((m, i) =>
      send(urls[i % urls.length]!, m.token, 'POST', '/order/reschedule', {
        orderId: m.orderId,
        slotId: c.target,
        inPerson: true,
        center: 'in-coimbatore',
      }),
    ),
  );
}

describe('reschedule race over two api processes', () => {
  it('moves exactly 3 of 24 devotees onto a slot with 3 places; the rest get 409; places exact in SQL', async () => {
    const c = await crowd(t);
    expect(placeProblems(await placesOf(t, c.slots))).toEqual([]);
    const responses = await moveAll(
      atomic.map((a) => a.url),
      c,
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(TARGET_PLACES);
    const refused = responses.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(DEVOTEES - TARGET_PLACES);
    expect(refused.every((r) => r.status === 409 && / is full$/.test(r.body.message ?? ''))).toBe(true);
    const checks = await placesOf(t, c.slots);
    expect(placeProblems(checks)).toEqual([]);
    expect(checks.find((x) => x.slotId === c.target)).toMatchObject({ booked: TARGET_PLACES });
    expect(checks.reduce((n, x) => n + x.booked, 0)).toBe(DEVOTEES); // no place lost or doubled
  }, 300_000);

  it('many holds and reschedules of one order at once leave it in exactly one place', async () => {
    const slot = await buildRitualWithSlot(t.pool, { startsInHours: 24 * 10, capacity: 5 });
    const targets = [await addSlot(t, slot, 24 * 15, 5), await addSlot(t, slot, 24 * 25, 5)];
    const token = await t.tokenFor('SSO-RACE-ONE', 'race.one@example.org');
    const { orderId } = await paidOrder(t, token, slot, { quantity: 2 });
    const urls = atomic.map((a) => a.url);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? send(urls[i % 2]!, token, 'PUT', '/order/hold', { orderId })
          : send(urls[i % 2]!, token, 'POST', '/order/reschedule', {
              orderId,
              slotId: targets[i % 2]!,
              inPerson: true,
              center: 'in-coimbatore',
            }),
      ),
    );
    expect(responses.every((r) => r.status < 500)).toBe(true);
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    for (const r of responses.filter((x) => x.status === 409)) {
      expect(r.body.message).toMatch(/^Order already on hold!$| is full$/);
    }
    const checks = await placesOf(t, [slot.slotId, ...targets]);
    expect(placeProblems(checks)).toEqual([]);
    const { rows } = await t.pool.query<{ status: string; slot_id: string }>(
      'SELECT status, slot_id FROM orders WHERE id = $1',
      [orderId],
    );
    const total = checks.reduce((n, x) => n + x.booked, 0);
    if (rows[0]!.status === 'ON_HOLD') expect(total).toBe(0);
    else {
      expect(rows[0]!.status).toBe('NOT_COMPLETED');
      expect(checks.find((x) => x.slotId === rows[0]!.slot_id)!.booked).toBe(2);
      expect(total).toBe(2);
    }
  }, 300_000);

  it('negative control: the same crowd with the guard taken out of take_places oversells, and the check says so', async () => {
    const unsafe = await createTestApp();
    try {
      const c = await crowd(unsafe);
      await installUncheckedTakePlaces(unsafe.pool);
      const responses = await withProcesses(unsafe, (urls) => moveAll(urls, c));
      const moved = responses.filter((r) => r.status === 200).length;
      expect(moved).toBeGreaterThan(TARGET_PLACES);
      const problems = placeProblems(await placesOf(unsafe, c.slots));
      expect(
        problems.some((p) => p.includes(`slot ${c.target}: ${moved} places sold of ${TARGET_PLACES}`)),
      ).toBe(true);
    } finally {
      await unsafe.close();
    }
  }, 300_000);
});
