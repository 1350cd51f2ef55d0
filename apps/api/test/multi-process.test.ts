// Past one machine: with two api processes on one database, a catalogue change reaches both processes' caches at
// once (not after their TTL, here set to 10 minutes), through the catalogue_changed notification; and the jobs both
// processes run every 500 ms (payment expiry, mail) take each row exactly once.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../src/db/client';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { buildRitualWithSlot, orderBody } from './helpers/factories';
import { createTestApp, createTestDatabase, DEMO, type TestApp } from './helpers/test-app';

const ORDERS = 24;
let databaseUrl: string;
let apis: ApiProcess[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  databaseUrl = await createTestDatabase();
  const env = {
    CATALOGUE_CACHE_MS: '600000',
    JOB_INTERVAL_MS: '500',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inject('smtpPort')),
  };
  apis = await Promise.all([startApiProcess(databaseUrl, env), startApiProcess(databaseUrl, env)]);
}, 300_000);
afterAll(async () => {
  await Promise.all(apis.map((a) => a.stop()));
  await t.close();
});

const ritualName = async (api: ApiProcess) => {
  const res = await fetch(`${api.url}/api/products/list?centerId=in-coimbatore`);
  const rituals = ((await res.json()) as { payload: { id: string; name: string }[] }).payload;
  return rituals.find((r) => r.id === 'in-coimbatore-devi-abhishekam')?.name;
};

describe('two api processes on one database', () => {
  it('a renamed ritual shows in both at once, though each had it cached for 10 minutes', async () => {
    const before = await Promise.all(apis.map(ritualName));
    expect(before[0]).toBeTruthy();
    expect(before[1]).toBe(before[0]);
    // Cached now in both: read again to be sure the answer comes from the cache.
    expect(await Promise.all(apis.map(ritualName))).toEqual(before);

    const pool = createPool(databaseUrl, 1);
    try {
      await pool.query(
        "UPDATE products SET name = 'Devi Abhishekam (renamed)' WHERE id = 'in-coimbatore-devi-abhishekam'",
      );
    } finally {
      await pool.end();
    }
    await expect
      .poll(() => Promise.all(apis.map(ritualName)), { timeout: 10_000, interval: 100 })
      .toEqual(['Devi Abhishekam (renamed)', 'Devi Abhishekam (renamed)']);
  });
});

describe('jobs with two processes', () => {
  it('expire each overdue payment once, release its places once and mail it once', async () => {
    const pool = createPool(databaseUrl, 2);
    try {
      const slot = await buildRitualWithSlot(pool, { capacity: ORDERS });
      const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
      const created = await Promise.all(
        Array.from({ length: ORDERS }, async (_, i) => {
          const res = await fetch(`${apis[i % 2]!.url}/api/order/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(orderBody(slot)),
          });
          expect(res.status).toBe(200);
          return ((await res.json()) as { payload: { paymentId: string } }).payload.paymentId;
        }),
      );
      expect((await pool.query('SELECT booked FROM slots WHERE id = $1', [slot.slotId])).rows[0].booked).toBe(
        ORDERS,
      );
      // Thirty minutes pass for these payments: only their deadline moves; both processes' expiry jobs race for them.
      await pool.query('UPDATE payments SET expires_at = now() WHERE id = ANY($1::uuid[])', [created]);
      await expect
        .poll(
          async () =>
            (
              await pool.query(
                "SELECT count(*)::int AS n FROM payments WHERE id = ANY($1::uuid[]) AND status = 'EXPIRED'",
                [created],
              )
            ).rows[0].n,
          { timeout: 60_000, interval: 250 },
        )
        .toBe(ORDERS);
      const audits = await pool.query(
        `SELECT entity_id, count(*)::int AS n FROM audit_log
         WHERE action = 'payment.expired' AND entity_id = ANY($1::text[]) GROUP BY entity_id`,
        [created],
      );
      expect(audits.rows).toHaveLength(ORDERS);
      expect(audits.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
      // Released once each: a second release would not show in `booked` (it stops at 0), so count the audit above
      // and check the slot is empty, not below.
      expect((await pool.query('SELECT booked FROM slots WHERE id = $1', [slot.slotId])).rows[0].booked).toBe(
        0,
      );
      // Each payment's mail goes out once, by one of the processes.
      await expect
        .poll(
          async () =>
            (
              await pool.query(
                "SELECT count(*)::int AS n FROM mail_outbox WHERE payment_id = ANY($1::uuid[]) AND status <> 'SENT'",
                [created],
              )
            ).rows[0].n,
          { timeout: 60_000, interval: 250 },
        )
        .toBe(0);
      const mails = await pool.query(
        'SELECT payment_id, kind, count(*)::int AS n, max(attempts)::int AS attempts FROM mail_outbox WHERE payment_id = ANY($1::uuid[]) GROUP BY payment_id, kind',
        [created],
      );
      expect(mails.rows.every((r: { n: number; attempts: number }) => r.n === 1 && r.attempts === 1)).toBe(
        true,
      );
    } finally {
      await pool.end();
    }
  }, 180_000);
});
