// My Rituals with a heavy devotee: `npm run bench:my-rituals`. An embedded PostgreSQL with the demo data and one
// devotee holding 5,000 orders (BENCH_ORDERS) at one centre, past, upcoming and on hold; the real api listening
// on HTTP with tokens checked against the sandbox SSO. Prints the latency of the first, middle and last page of
// each list endpoint (target: under 50 ms a page) and of a reschedule, as median and p95 of repeated requests.
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ORDER_PAGE_SIZE } from '@sannidhi/domain/constants';
import { importJWK, SignJWT, type JWK } from 'jose';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDb, createPool } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { startEmbeddedPostgres } from '../apps/api/src/db/postgres';
import { createProviders } from '../apps/api/src/providers';
import { listOrderPage, type OrderListKind } from '../apps/api/src/repositories/orders-lists';
import { seedDemo } from '../apps/api/src/seed/demo';
import { buildSandbox } from '../apps/sandbox/src/app';
import { loadConfig as loadSandboxConfig } from '../apps/sandbox/src/config';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 5_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);
const RESCHEDULES = Number(process.env.BENCH_RESCHEDULES ?? 40);
const OFFSET = 700;
const DATA = `.data/bench-my-rituals-${process.pid}`;
const USER = 'SSO-BENCH-HEAVY';
const CENTER = 'in-coimbatore';
const PRODUCT = 'in-coimbatore-devi-abhishekam';
const TARGET_MS = 50;

const KINDS: Record<string, OrderListKind> = {
  listUpcoming: 'upcoming',
  listPast: 'past',
  listOnHold: 'onHold',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  fs.rmSync(DATA, { recursive: true, force: true });
  const database = await startEmbeddedPostgres(path.join(DATA, 'pg'), 54420 + OFFSET);
  const pool = createPool(database.url, 10);
  await migrate(pool);
  await seedDemo(pool, { gatewayBase: 'http://127.0.0.1:9/gateway' });

  // One slot a day from 250 days ago to 120 days ahead; the devotee's orders spread over them.
  await pool.query(
    `INSERT INTO users (id, email, first_name, last_name) VALUES ($1, 'heavy@example.org', 'Heavy', 'Devotee')`,
    [USER],
  );
  await pool.query(
    `INSERT INTO slots (product_id, start_time, in_person, capacity)
     SELECT $1, date_trunc('hour', now()) + g * interval '1 day' + interval '7 hours', true, 100000
     FROM generate_series(-250, 120) g ON CONFLICT DO NOTHING`,
    [PRODUCT],
  );
  const { rows: pay } = await pool.query<{ id: string }>(
    `INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel, transaction_id)
     VALUES ('BENCHHEAVY', $1, $2, $3, 'INR', 'COMPLETED', 'GPMS', 'TXNBENCH') RETURNING id`,
    [CENTER, USER, ORDERS * 50100],
  );
  await pool.query(
    `WITH s AS (
       SELECT id, start_time, row_number() OVER (ORDER BY start_time) - 1 AS n, count(*) OVER () AS total
       FROM slots WHERE product_id = $1 AND in_person),
     g AS (SELECT i, s.* FROM generate_series(1, $2) i JOIN s ON s.n = i % s.total)
     INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, status, payment_status,
       delivery_status, in_person, has_prasadam, meta, variants, total_price, currency, og_slot_start, created_at)
     SELECT 'SAN' || lpad(i::text, 10, '0'), $3, $4, $5, $1, gen_random_uuid(), g.id,
       CASE WHEN g.start_time < now() THEN 'COMPLETED' WHEN i % 5 = 0 THEN 'ON_HOLD' ELSE 'NOT_COMPLETED' END,
       'COMPLETED', 'NONE', true, false, '{"members":[{"name":"Heavy"}]}',
       '[{"name":"Single","quantity":1,"unitPrice":50100}]', 50100, 'INR', g.start_time,
       g.start_time - interval '10 days'
     FROM g`,
    [PRODUCT, ORDERS, pay[0]!.id, USER, CENTER],
  );
  await pool.query(
    `UPDATE slots s SET booked = (SELECT count(*) FROM orders o WHERE o.slot_id = s.id
       AND o.status IN ('NOT_COMPLETED', 'COMPLETED')) WHERE s.product_id = $1`,
    [PRODUCT],
  );
  await pool.query('ANALYZE orders');

  const sandboxDir = path.join(DATA, 'sandbox');
  const sandbox = await buildSandbox(
    loadSandboxConfig({ SANDBOX_PORT: '0', SANDBOX_DATA_DIR: sandboxDir, LOG_LEVEL: 'silent' }),
    { logger: false },
  );
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    SSO_BASE: `${sandboxUrl}/sso`,
    PROFILE_SERVICE_URL: `${sandboxUrl}/sso/profile`,
    GATEWAY_BASE: `${sandboxUrl}/gateway`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({
    config,
    pool,
    db: createDb(pool),
    providers: createProviders(config, pool),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 18080 + OFFSET });
  const base = `http://127.0.0.1:${18080 + OFFSET}`;
  // The api accepts a token only for a subject the provider knows: the bench's devotee is imported there first.
  const imported = await fetch(`${config.SSO_BASE}/api/profiles/${USER}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-api-key': config.SSO_API_KEY,
      'x-api-secret': config.SSO_SECRET,
    },
    body: JSON.stringify({ email: 'heavy@example.org', countryOfResidence: 'IN' }),
  });
  if (!imported.ok) throw new Error(`the sandbox SSO did not import ${USER}: ${imported.status}`);
  const jwk = JSON.parse(fs.readFileSync(path.join(sandboxDir, 'sso-key.json'), 'utf8')) as JWK;
  const token = await new SignJWT({ email: 'heavy@example.org' })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
    .setSubject(USER)
    .setIssuer(config.SSO_ISSUER)
    .setAudience(config.SSO_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'ES256'));
  const headers = { authorization: `Bearer ${token}` };

  const { rows: counts } = await pool.query<{ upcoming: number; past: number; on_hold: number }>(
    `SELECT count(*) FILTER (WHERE status = 'NOT_COMPLETED' AND slot_start >= now())::int AS upcoming,
       count(*) FILTER (WHERE slot_start < now() OR status IN ('COMPLETED', 'CANCELLED'))::int AS past,
       count(*) FILTER (WHERE status = 'ON_HOLD')::int AS on_hold
     FROM orders WHERE user_id = $1`,
    [USER],
  );
  const totals = {
    listUpcoming: counts[0]!.upcoming,
    listPast: counts[0]!.past,
    listOnHold: counts[0]!.on_hold,
  };

  const time = async (run: () => Promise<Response>) => {
    const started = process.hrtime.bigint();
    const res = await run();
    const body = (await res.json()) as { payload?: unknown[] };
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms, body };
  };

  const rows: Record<string, unknown>[] = [];
  for (const [list, total] of Object.entries(totals)) {
    const lastPage = Math.max(0, Math.ceil(total / ORDER_PAGE_SIZE) - 1);
    for (const [label, page] of [
      ['first', 0],
      ['middle', Math.floor(lastPage / 2)],
      ['last', lastPage],
    ] as const) {
      const url = `${base}/api/order/${list}?ssoId=${USER}&center=${CENTER}&limit=${ORDER_PAGE_SIZE}&offset=${page * ORDER_PAGE_SIZE}`;
      const samples: number[] = [];
      const sql: number[] = [];
      let size = 0;
      const kind = KINDS[list]!;
      for (let i = 0; i < REPEAT + 3; i++) {
        const { ms, body } = await time(() => fetch(url, { headers }));
        size = body.payload?.length ?? 0;
        // The page's query alone, as the repository runs it (the rest is token check, JSON and HTTP).
        const started = process.hrtime.bigint();
        await listOrderPage(pool, {
          userId: USER,
          centerId: CENTER,
          kind,
          now: new Date(),
          limit: ORDER_PAGE_SIZE,
          offset: page * ORDER_PAGE_SIZE,
        });
        const sqlMs = Number(process.hrtime.bigint() - started) / 1e6;
        if (i >= 3) {
          samples.push(ms); // the first requests warm the caches
          sql.push(sqlMs);
        }
      }
      samples.sort((a, b) => a - b);
      sql.sort((a, b) => a - b);
      rows.push({
        endpoint: list,
        orders: total,
        page: `${label} (${page + 1})`,
        rows: size,
        'median ms': +percentile(samples, 50).toFixed(1),
        'p95 ms': +percentile(samples, 95).toFixed(1),
        'query median ms': +percentile(sql, 50).toFixed(1),
        [`< ${TARGET_MS} ms`]: percentile(samples, 95) < TARGET_MS ? 'yes' : 'NO',
      });
    }
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.table(rows);

  // Reschedules of upcoming orders to a slot a week later (within the rules: more than 5 days ahead, within 90).
  const { rows: movable } = await pool.query<{ id: string; target: string }>(
    `SELECT o.id, t.id AS target FROM orders o
     JOIN slots t ON t.product_id = o.product_id AND t.in_person AND t.start_time = o.slot_start + interval '7 days'
     WHERE o.user_id = $1 AND o.status = 'NOT_COMPLETED' AND o.slot_start > now() + interval '6 days'
     ORDER BY o.slot_start LIMIT $2`,
    [USER, RESCHEDULES],
  );
  const moves: number[] = [];
  for (const m of movable) {
    const { ms } = await time(() =>
      fetch(`${base}/api/order/reschedule`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: m.id, slotId: m.target, inPerson: true, center: CENTER }),
      }),
    );
    moves.push(ms);
  }
  moves.sort((a, b) => a - b);
  console.table([
    {
      action: 'POST /order/reschedule',
      requests: moves.length,
      'median ms': +percentile(moves, 50).toFixed(1),
      'p95 ms': +percentile(moves, 95).toFixed(1),
    },
  ]);

  await app.close();
  await sandbox.close();
  await pool.end();
  await database.stop();
  fs.rmSync(DATA, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
