// npm run bench: autocannon against a real api (embedded PostgreSQL, demo catalogue, sandbox), each figure printed
// beside a bare Fastify "hello" route measured in the same run on the same machine; then the SPA bundle size.
// Starts its own stack on ports moved by E2E_PORT_OFFSET=500 (or measures BENCH_URL if given).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';

const OFFSET = 500;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const base = `http://127.0.0.1:${18080 + OFFSET}`;
const sandboxDir = `.data/e2e-sandbox-${OFFSET}`;
const pgUrl = `postgres://postgres:postgres@127.0.0.1:${54410 + OFFSET}/postgres`;

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const summary = (name, r) => ({
  name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  '2xx': r['2xx'],
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

async function waitFor(url, seconds = 90) {
  for (let i = 0; i < seconds * 5; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function tokenFor(userId, email) {
  const jwk = JSON.parse(fs.readFileSync(path.join(sandboxDir, 'sso-key.json'), 'utf8'));
  const key = await importJWK(jwk, 'ES256');
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
    .setSubject(userId)
    .setIssuer(`http://localhost:${18090 + OFFSET}/sso`)
    .setAudience('sannidhi')
    .setExpirationTime('1h')
    .sign(key);
}

/** One hot slot with room for every request of the run, on a simple ritual of the demo catalogue. */
async function hotSlot() {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const { rows } = await client.query(
    `INSERT INTO slots (product_id, start_time, in_person, capacity)
     VALUES ('in-coimbatore-devi-abhishekam', date_trunc('minute', now() + interval '20 days'), true, 10000000)
     ON CONFLICT (product_id, start_time, in_person) DO UPDATE SET capacity = 10000000 RETURNING id, start_time`,
  );
  await client.end();
  return rows[0];
}

function bundleSizes() {
  const dir = 'apps/web/dist/assets';
  if (!fs.existsSync(dir)) return null;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const size = (f) => {
    const buf = fs.readFileSync(path.join(dir, f));
    return { raw: buf.length, gzip: zlib.gzipSync(buf).length };
  };
  const pick = (prefix) => files.filter((f) => f.startsWith(prefix)).map(size)[0] ?? { raw: 0, gzip: 0 };
  const all = files
    .map(size)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const row = (name, s) => ({ chunk: name, raw: kb(s.raw), gzip: kb(s.gzip) });
  return [
    row('entry (index)', pick('index-')),
    row('vendor', pick('vendor-')),
    row(`all ${files.length} files`, all),
  ];
}

async function main() {
  let stack = null;
  if (!process.env.BENCH_URL) {
    stack = spawn(process.execPath, ['scripts/start-e2e.mjs'], {
      env: {
        ...process.env,
        E2E_PORT_OFFSET: String(OFFSET),
        LOG_LEVEL: 'error',
        JOB_INTERVAL_MS: '600000',
        // One devotee orders as fast as the api allows: the limits stay on (their cost is measured) but high.
        RATE_LIMIT_ORDER_CREATE: '100000000/100000000',
        // One devotee books the hot slot hundreds of times: the unpaid-places cap would stop it at 10.
        UNPAID_PLACES_PER_SLOT: '0',
      },
      stdio: 'ignore',
      detached: true,
    });
  }
  const target = process.env.BENCH_URL ?? base;
  const hello = Fastify();
  hello.get('/hello', async () => ({ payload: 'hello' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${hello.server.address().port}/hello`;
  try {
    await waitFor(`${target}/api/health`);
    const month = new Date().getMonth() + 1;
    const year = new Date().getFullYear();
    const results = [];
    results.push(summary('bare Fastify hello (baseline)', await run({ url: helloUrl })));
    results.push(summary('GET /api/centers/list', await run({ url: `${target}/api/centers/list` })));
    results.push(
      summary(
        'GET /api/products/list',
        await run({ url: `${target}/api/products/list?centerId=in-coimbatore` }),
      ),
    );
    results.push(
      summary(
        'GET /api/slots/list (a month)',
        await run({
          url: `${target}/api/slots/list?productId=in-coimbatore-devi-abhishekam&month=${month}&year=${year}`,
        }),
      ),
    );
    if (!process.env.BENCH_URL) {
      const slot = await hotSlot();
      const token = await tokenFor('SSO-1001', 'devotee@example.org');
      const start = new Date(slot.start_time);
      const date = `${String(start.getUTCDate()).padStart(2, '0')}${String(start.getUTCMonth() + 1).padStart(2, '0')}${start.getUTCFullYear()}`;
      const body = () =>
        JSON.stringify({
          idempotencyKey: crypto.randomUUID(),
          centerId: 'in-coimbatore',
          items: [
            {
              itemId: crypto.randomUUID(),
              productId: 'in-coimbatore-devi-abhishekam',
              slots: [
                {
                  slotId: slot.id,
                  inPerson: true,
                  startTime: start.toISOString(),
                  meta: {
                    name_1: 'Bench Devotee',
                    nakshatram_1: 'Ashwini',
                    gotram_1: 'Kashyapa',
                    sankalpam_1: 'Health',
                  },
                  variants: [{ name: 'Single', quantity: 1, unitPrice: 110100, date }],
                },
              ],
            },
          ],
        });
      const orders = await run({
        url: `${target}/api/order/create`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
      });
      results.push(summary('POST /api/order/create (one hot slot)', orders));
    }
    const baseline = results[0]['req/s'];
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`);
    console.table(
      results.map((r) => ({ ...r, 'vs hello': `${((r['req/s'] / baseline) * 100).toFixed(1)} %` })),
    );
    const bundle = bundleSizes();
    if (bundle) {
      console.log('SPA bundle (apps/web/dist, run npm run build first for current figures)');
      console.table(bundle);
    }
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync(
      'bench/results/latest.json',
      JSON.stringify({ at: new Date().toISOString(), results, bundle }, null, 2),
    );
  } finally {
    await hello.close();
    if (stack) process.kill(-stack.pid, 'SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
