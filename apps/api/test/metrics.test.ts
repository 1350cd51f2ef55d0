// The operator's metrics (lib/metrics.ts): scraped from their own listener after real requests, with the series and
// values an operator reads (requests by route pattern, the door's answers counted too, latency, pool, job backlogs,
// payments by status, today's places); never served on the public origins.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, orderBody } from './factories/orders';
import { buildRitual, buildRitualWithSlot } from './factories/rituals';
import { buildSlot, type BuiltSlot } from './factories/slots';
import { buildUser } from './factories/users';
import { startMetricsServer, type MetricsServer } from '../src/lib/metrics-server';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;
let metrics: MetricsServer;
let slot: BuiltSlot;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  metrics = await startMetricsServer(t.app.metrics, '127.0.0.1', 0);
  slot = await buildRitualWithSlot(t.pool, { capacity: 9 });
}, 60_000);
afterAll(async () => {
  await metrics?.close();
  await t?.close();
});

async function scrape(): Promise<{ text: string; value: (series: string) => number | undefined }> {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  const text = await res.text();
  const value = (series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  return { text, value };
}

describe('/metrics', () => {
  it('counts requests by route pattern, those answered at the door too, with their latency', async () => {
    const before = await scrape();
    const centres = 'http_requests_total{method="GET",route="/api/centers/list",status="200"}';
    const was = before.value(centres) ?? 0;
    const servedAtDoor = t.app.sharedAnswers.served;
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/centers/list`)).status).toBe(200);
    // The first went through Fastify; the next were sent again at the door, before Fastify: counted all the same.
    expect(t.app.sharedAnswers.served).toBe(servedAtDoor + 2);
    expect((await fetch(`${base}/api/centers/no-such-thing/42`)).status).toBe(404);

    const after = await scrape();
    expect(after.value(centres)).toBe(was + 3);
    const latency = 'http_request_duration_seconds_count{method="GET",route="/api/centers/list"}';
    expect(after.value(latency)).toBe((before.value(latency) ?? 0) + 3);
    // Buckets are cumulative, the last (+Inf) holds every one.
    const bucket = (le: string) =>
      after.value(
        `http_request_duration_seconds_bucket{method="GET",route="/api/centers/list",le="${le}"}`,
      ) ?? -1;
    expect(bucket('+Inf')).toBe(after.value(latency));
    expect(bucket('0.005')).toBeLessThanOrEqual(bucket('10'));
    expect(bucket('10')).toBeLessThanOrEqual(bucket('+Inf'));
    // The raw address of an unknown path is never a label: it is 'unmatched'.
    expect(after.value('http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThan(
      0,
    );
    expect(after.text).not.toContain('no-such-thing');
  });

  it('counts an order creation and sees its payment and places, and the pool', async () => {
    const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
    const before = await scrape();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: `Bearer ${token}` },
      payload: orderBody(slot),
    });
    expect(created.statusCode, created.body).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: `Bearer ${token}` },
      payload: { centerId: 'in-coimbatore' },
    });
    expect(refused.statusCode).toBe(400);

    const after = await scrape();
    const route = (status: number) =>
      `http_requests_total{method="POST",route="/api/order/create",status="${status}"}`;
    expect(after.value(route(200))).toBe((before.value(route(200)) ?? 0) + 1);
    expect(after.value(route(400))).toBe((before.value(route(400)) ?? 0) + 1);
    const initialized = 'sannidhi_payments{status="INITIALIZED"}';
    expect(after.value(initialized)).toBe((before.value(initialized) ?? 0) + 1);
    expect(after.value('sannidhi_pg_pool_max')).toBe(5);
    expect(after.value('sannidhi_pg_pool_waiting')).toBe(0);
    expect(after.value('sannidhi_pg_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(after.value('sannidhi_metrics_database_read_ok')).toBe(1);
    // Node's own: memory and event-loop lag.
    expect(after.value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after.text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it("shows each job's backlog and lag, failed refunds, and today's places per slot", async () => {
    const ritual = await buildRitual(t.pool);
    // Noon today in the centre's time zone (Asia/Kolkata), past or to come.
    const { rows } = await t.pool.query<{ noon: Date }>(
      "SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') + interval '12 hours') AT TIME ZONE 'Asia/Kolkata' AS noon",
    );
    const today = await buildSlot(t.pool, ritual.productId, {
      startsInHours: (rows[0]!.noon.getTime() - Date.now()) / 3600_000,
      capacity: 7,
    });
    // Places as bookings leave them.
    await t.pool.query('UPDATE slots SET booked = 3 WHERE id = $1', [today.slotId]);
    // A mail queued ten minutes ago, not yet sent.
    await t.pool.query(
      `INSERT INTO mail_outbox (to_address, subject, html, text, kind, not_before)
       VALUES ('late@example.org', 'Late', '<p>Late</p>', 'Late', 'CONFIRMATION', now() - interval '10 minutes')`,
    );

    // A paid booking 10 hours ahead, not yet reminded: its reminder fell due 14 hours ago (24 h before).
    const soon = await buildSlot(t.pool, ritual.productId, { startsInHours: 10, capacity: 5 });
    const devotee = await buildUser(t, {});
    await insertOrder(t.pool, {
      slot: { ...ritual, ...soon },
      centerId: 'in-coimbatore',
      userId: devotee.id,
      currency: 'INR',
      hasPrasadam: false,
    });

    const { value, text } = await scrape();
    const labels = `center="in-coimbatore",ritual="${ritual.productId}",slot="${today.slotId}",start="12:00"`;
    expect(value(`sannidhi_slot_places_booked{${labels}}`)).toBe(3);
    expect(value(`sannidhi_slot_places_capacity{${labels}}`)).toBe(7);
    // The slot ten days on is not today's.
    expect(text).not.toContain(`slot="${slot.slotId}"`);
    expect(value('sannidhi_job_backlog{job="mail"}')).toBeGreaterThanOrEqual(1);
    expect(value('sannidhi_job_lag_seconds{job="mail"}')).toBeGreaterThanOrEqual(600);
    expect(value('sannidhi_job_backlog{job="reminders"}')).toBeGreaterThanOrEqual(1);
    expect(value('sannidhi_job_lag_seconds{job="reminders"}')).toBeGreaterThanOrEqual(13 * 3600);
    for (const job of ['payment-expiry', 'renewals', 'refunds', 'waiting-list', 'pre-debit-notices']) {
      expect(value(`sannidhi_job_backlog{job="${job}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(value('sannidhi_refunds_failed')).toBeGreaterThanOrEqual(0);
  });

  it('is not served on the public origins, only on its own port', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await fetch(`${base}${path}`);
      const body = await res.text();
      expect(body).not.toContain('http_requests_total');
      expect(res.headers.get('content-type') ?? '').not.toContain('version=0.0.4');
    }
    const elsewhere = await fetch(`http://127.0.0.1:${metrics.port}/api/centers/list`);
    expect(elsewhere.status).toBe(404);
  });
});
