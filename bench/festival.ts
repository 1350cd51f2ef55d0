// npm run bench:festival — a festival opening: N devotees (FESTIVAL_DEVOTEES, default 5,000) arrive over a ramp of
// T seconds (FESTIVAL_RAMP_SECONDS, default 20); each does what the SPA does (bench/festival/journey.ts) to book one
// of 30 dates of one ritual released at once, and pays at the sandbox gateway: most pay, 5 % leave the payment
// pending, 10 % fail it. Everything runs on this machine: the load generator (this process), the api, PostgreSQL and
// the sandbox (bench/festival/stack.ts). Prints per-step latency, every non-2xx by step and status, paid bookings per
// second, CPU and memory of the api and PostgreSQL, and after the rush: oversell, the reconciliation check and the
// time until every mail reached the sandbox's inbox. FESTIVAL_JSON=1 prints the figures as one JSON line instead
// (the smoke test, bench/festival.test.ts, reads it); the table is also written to bench/results/festival-latest.json.
// FESTIVAL_API_<NAME> sets the api's <NAME> for the run (FESTIVAL_API_PG_POOL_MAX=20). FESTIVAL_API_REPLICAS api
// processes (default 1) share the devotees; they reach PostgreSQL over its Unix socket
// (FESTIVAL_API_DATABASE_URL=<tcp url> to compare).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { createPool } from '../apps/api/src/db/client';
import { mail, oversell, paymentsByStatus, reconciliation } from './festival/checks';
import { request } from './festival/http';
import { journey, type Devotee, type Festival } from './festival/journey';
import { sampleResources } from './festival/resources';
import { startStack } from './festival/stack';
import { Recording } from './festival/stats';

const DEVOTEES = Number(process.env.FESTIVAL_DEVOTEES ?? 5000);
const RAMP_SECONDS = Number(process.env.FESTIVAL_RAMP_SECONDS ?? 20);
const DATES = 30;
/** Places per date: nine tenths of the devotees over the 30 dates, so that the most wanted dates sell out. */
const CAPACITY = Number(process.env.FESTIVAL_CAPACITY ?? Math.max(1, Math.ceil((DEVOTEES * 0.9) / DATES)));
const MAIL_WAIT_SECONDS = Number(process.env.FESTIVAL_MAIL_WAIT_SECONDS ?? 300);
const OFFSET = Number(process.env.FESTIVAL_PORT_OFFSET ?? 1700);
/**
 * Api processes (FESTIVAL_API_REPLICAS, default 1). On this 2-core machine, shared with PostgreSQL, the sandbox and
 * the load generator, a second api process made the rush slower (27.4 paid/s over the rush instead of 36.3, and
 * connection resets): docs/decisions.md, "Observability and the festival opening".
 */
const REPLICAS = Number(process.env.FESTIVAL_API_REPLICAS ?? 1);
const JSON_ONLY = process.env.FESTIVAL_JSON === '1';
const CENTER = 'in-coimbatore';
const PRODUCT = 'in-coimbatore-devi-abhishekam';
const USER_PREFIX = 'FEST-';

const log = (line: string) => {
  if (!JSON_ONLY) console.log(line);
};

/** A seeded random, so that two runs choose the same dates. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function main() {
  // FESTIVAL_API_<NAME>=value sets the api's <NAME> (FESTIVAL_API_PG_POOL_MAX=20: a larger pool).
  const apiEnv = Object.fromEntries(
    Object.entries(process.env)
      .filter(([name, value]) => name.startsWith('FESTIVAL_API_') && value !== undefined)
      .map(([name, value]) => [name.slice('FESTIVAL_API_'.length), value!]),
  );
  // FESTIVAL_TRACES=1: every api process traces (OpenTelemetry) and exports to a collector stand-in in this process
  // that counts the spans it receives, so the cost of tracing is measured against a run without.
  const traces = process.env.FESTIVAL_TRACES === '1' ? await startSpanSink() : null;
  if (traces) apiEnv.OTEL_EXPORTER_OTLP_ENDPOINT = traces.url;
  const stack = await startStack(OFFSET, apiEnv, REPLICAS);
  const pool = createPool(stack.databaseUrl, 4);
  try {
    // The month released at once: 30 dates from ten days on, 10:15 in the centre's time zone (India).
    const { rows: slots } = await pool.query<{ id: string; start_time: Date }>(
      `INSERT INTO slots (product_id, start_time, in_person, capacity)
       SELECT $1, (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') + (d || ' days')::interval
                   + interval '10 hours 15 minutes') AT TIME ZONE 'Asia/Kolkata', true, $2
         FROM generate_series(10, 10 + $3 - 1) d
       ON CONFLICT (product_id, start_time, in_person) DO UPDATE SET capacity = EXCLUDED.capacity
       RETURNING id, start_time`,
      [PRODUCT, CAPACITY, DATES],
    );
    slots.sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
    const { rows: variants } = await pool.query<{ name: string; unit_price: number }>(
      "SELECT name, unit_price FROM product_variants WHERE product_id = $1 AND name = 'Single'",
      [PRODUCT],
    );
    const festival: Festival = {
      api: stack.api,
      gateway: stack.gateway,
      centerId: CENTER,
      productId: PRODUCT,
      variant: 'Single',
      unitPrice: variants[0]!.unit_price,
      slots: slots.map((s) => ({ id: s.id, startTime: s.start_time.toISOString() })),
    };

    // Devotees as the sign-on provider knows them, with tokens it would issue (signed with its key).
    const jwk = JSON.parse(fs.readFileSync(path.join(stack.sandboxDir, 'sso-key.json'), 'utf8')) as JWK;
    const key = await importJWK(jwk, 'ES256');
    const devotees: Devotee[] = [];
    for (let i = 0; i < DEVOTEES; i++) {
      const id = `${USER_PREFIX}${i}`;
      const email = `fest${i}@example.org`;
      const token = await new SignJWT({ email })
        .setProtectedHeader({ alg: 'ES256', kid: jwk.kid ?? 'sandbox' })
        .setSubject(id)
        .setIssuer(`${stack.sandbox}/sso`)
        .setAudience('sannidhi')
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key);
      const outcome = i % 20 === 7 ? 'pending' : i % 10 === 3 ? 'fail' : 'pay';
      devotees.push({
        index: i,
        token,
        address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        outcome,
      });
    }
    log(`registering ${DEVOTEES} devotees at the sandbox sign-on provider…`);
    await inBatches(devotees, 32, async (d) => {
      const res = await request(`${stack.sandbox}/sso/api/profiles/${USER_PREFIX}${d.index}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-api-key': 'sannidhi-dev-key',
          'x-api-secret': 'sannidhi-dev-sso-secret-change-me',
        },
        body: JSON.stringify({ email: `fest${d.index}@example.org`, countryOfResidence: 'IN' }),
      });
      if (res.status !== 200 && res.status !== 201) throw new Error(`profile: ${res.status} ${res.body}`);
    });

    log(`the rush: ${DEVOTEES} devotees over ${RAMP_SECONDS} s, ${DATES} dates of ${CAPACITY} places…`);
    const rec = new Recording();
    const random = seeded(31);
    const choices = devotees.map(() => seeded(Math.floor(random() * 2 ** 32)));
    const sampler = sampleResources(stack.apiPids, stack.pgDir, stack.sandboxPid);
    // Each devotee is served by one replica, in turn, as the proxy in front of them would spread them.
    const served = stack.apis.map((api) => ({ ...festival, api }));
    const startedAt = performance.now();
    const wallOffset = Date.now() - startedAt;
    await Promise.all(
      devotees.map(
        (d, i) =>
          new Promise<void>((resolve) => {
            setTimeout(
              () => {
                journey(served[i % served.length]!, d, rec, choices[i]!).then(resolve, (err: unknown) => {
                  console.error(`devotee ${d.index}:`, err);
                  resolve();
                });
              },
              (i * RAMP_SECONDS * 1000) / DEVOTEES,
            );
          }),
      ),
    );
    const rushSeconds = (performance.now() - startedAt) / 1000;
    const resources = sampler.stop();
    const rate = rec.paidRate(startedAt);
    const lastPaidWall = rate.lastPaidAt === null ? null : rate.lastPaidAt + wallOffset;

    // The mails: every one sent (accepted by the sandbox's SMTP server), or the wait is over.
    const mailDeadline = Date.now() + MAIL_WAIT_SECONDS * 1000;
    let mails = await mail(pool, 'fest%@example.org');
    while (mails.queued > 0 && Date.now() < mailDeadline) {
      await new Promise((r) => setTimeout(r, 500));
      mails = await mail(pool, 'fest%@example.org');
    }
    const inbox = (await (await fetch(`${stack.sandbox}/inbox/api/messages`)).json()) as {
      messages: { envelopeTo: string[] }[];
    };
    const inboxFest = inbox.messages.filter((m) => m.envelopeTo.some((a) => a.startsWith('fest'))).length;

    const result: Report & Record<string, unknown> = {
      at: new Date().toISOString(),
      devotees: DEVOTEES,
      apiReplicas: REPLICAS,
      spansExported: traces ? traces.spans() : null,
      rampSeconds: RAMP_SECONDS,
      dates: DATES,
      capacityPerDate: CAPACITY,
      loadAverage: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      cores: os.availableParallelism(),
      rushSeconds: Math.round(rushSeconds * 10) / 10,
      paidPerSecond: { peak: rate.peak, overall: rate.overall },
      paidAtGateway: rec.paidAt.length,
      soldOutSeen: rec.soldOutCount,
      steps: rec.stepTable(),
      notOk: [...rec.refusals].map(([key, count]) => {
        const [step, status, message] = key.split(' | ');
        return { step, status, message, count };
      }),
      resources: {
        seconds: Math.round(resources.seconds * 10) / 10,
        api: { cpuCores: round2(resources.api.cores), peakMb: resources.api.peakMb },
        postgres: { cpuCores: round2(resources.postgres.cores), peakMb: resources.postgres.peakMb },
        sandbox: { cpuCores: round2(resources.sandbox.cores), peakMb: resources.sandbox.peakMb },
        loadGenerator: {
          cpuCores: round2(resources.loadGenerator.cores),
          peakMb: resources.loadGenerator.peakMb,
        },
      },
      oversell: await oversell(
        pool,
        slots.map((s) => s.id),
      ),
      reconciliationFindings: await reconciliation(pool),
      payments: await paymentsByStatus(pool, USER_PREFIX),
      mail: {
        confirmations: mails.confirmations,
        sent: mails.sent,
        queued: mails.queued,
        failed: mails.failed,
        inboxShows: inboxFest,
        secondsAfterLastPayment:
          mails.queued === 0 && mails.lastSentAt !== null && lastPaidWall !== null
            ? Math.round((mails.lastSentAt - lastPaidWall) / 100) / 10
            : null,
      },
    };
    if (JSON_ONLY) {
      console.log(JSON.stringify(result));
    } else {
      printReport(result);
      fs.mkdirSync('bench/results', { recursive: true });
      fs.writeFileSync('bench/results/festival-latest.json', `${JSON.stringify(result, null, 2)}\n`);
    }
  } finally {
    await pool.end();
    await stack.stop();
    traces?.close();
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An OTLP/HTTP receiver that accepts every export and counts its spans (JSON, as lib/tracing.ts sends them). */
async function startSpanSink(): Promise<{ url: string; spans: () => number; close: () => void }> {
  const http = await import('node:http');
  let spans = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      spans += (body.match(/"spanId"/g) ?? []).length;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans: () => spans, close: () => server.close() };
}

interface Report {
  devotees: number;
  apiReplicas: number;
  spansExported: number | null;
  rampSeconds: number;
  rushSeconds: number;
  loadAverage: string;
  cores: number;
  paidPerSecond: { peak: number; overall: number };
  paidAtGateway: number;
  soldOutSeen: number;
  steps: object[];
  notOk: object[];
  resources: { seconds: number; api: object; postgres: object; sandbox: object; loadGenerator: object };
  oversell: { capacity: number; booked: number; held: number; slotsOverCapacity: number; slotsFull: number };
  reconciliationFindings: Record<string, number>;
  payments: Record<string, number>;
  mail: {
    confirmations: number;
    sent: number;
    queued: number;
    failed: number;
    inboxShows: number;
    secondsAfterLastPayment: number | null;
  };
}

function printReport(x: Report) {
  console.log(
    `\nFestival opening: ${x.devotees} devotees over ${x.rampSeconds} s, rush ${x.rushSeconds} s, on ${x.cores} cores shared by the load generator, ${x.apiReplicas} api process(es), PostgreSQL and sandbox (load average ${x.loadAverage})`,
  );
  if (x.spansExported !== null) console.log(`Traced: ${x.spansExported} spans exported over OTLP`);
  console.log(
    `Paid bookings per second: peak ${x.paidPerSecond.peak} (best 1-s window), overall ${x.paidPerSecond.overall}; paid at the gateway ${x.paidAtGateway}; devotees who found no place (calendar full or refused) ${x.soldOutSeen}`,
  );
  console.table(x.steps);
  console.log('Every answer that was not 2xx/3xx, by step, status and message:');
  if (x.notOk.length) console.table(x.notOk);
  else console.log('  none');
  console.log(
    `CPU (cores busy on average over ${x.resources.seconds} s) and peak memory (PSS, MB) of each process on the machine:`,
  );
  const { api, postgres, sandbox, loadGenerator } = x.resources;
  console.table({
    api,
    postgres,
    'sandbox (gateway, sign-on, SMTP)': sandbox,
    'load generator (this process)': loadGenerator,
  });
  const o = x.oversell;
  console.log(
    `Oversell: capacity ${o.capacity}, booked ${o.booked}, held by active orders ${o.held}, dates full ${o.slotsFull}, over capacity ${o.slotsOverCapacity}: ${o.slotsOverCapacity === 0 && o.booked === o.held ? 'none, counts exact' : 'MISMATCH'}`,
  );
  const findings = Object.entries(x.reconciliationFindings);
  console.log(
    `Reconciliation check: ${findings.length ? findings.map(([k, n]) => `${k} ${n}`).join(', ') : 'no discrepancies (no payment without a booking)'}`,
  );
  console.log(`Payments by status: ${JSON.stringify(x.payments)}`);
  const m = x.mail;
  console.log(
    `Mail: ${m.sent} sent to the sandbox inbox, ${m.queued} still queued, ${m.failed} failed; ${m.secondsAfterLastPayment === null ? `not all delivered within ${MAIL_WAIT_SECONDS} s of the rush's end` : `the last ${m.secondsAfterLastPayment} s after the last payment`} (the inbox keeps its newest 500: it shows ${m.inboxShows})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
