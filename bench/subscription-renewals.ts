// A month of renewals for N recurring subscriptions (default 10,000): `npm run bench:renewals`.
// Real pieces only: an embedded PostgreSQL, the api's renewal job (two runners, each with its own connection
// pool, as two api processes would be), the sandbox gateway over HTTP in a process of its own, as the real gateway
// is another machine (charge, signed notification to the listening api, status query). The api and the runners
// reach PostgreSQL over its Unix socket (BENCH_DB_TCP=1: over TCP on 127.0.0.1 instead, to compare). Prints the time, the charges the gateway made and the months paid, and checks that no month
// was charged or paid twice.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDb, createPool } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { startEmbeddedPostgres } from '../apps/api/src/db/postgres';
import { createProviders } from '../apps/api/src/providers';
import { seedDemo } from '../apps/api/src/seed/demo';
import { renewDueSubscriptions } from '../apps/api/src/services/jobs/renew-subscriptions';
import { sendDuePreDebitNotices } from '../apps/api/src/services/jobs/send-pre-debit-notices';
import { PRE_DEBIT_NOTICE_LEAD_HOURS } from '../packages/domain/src/pre-debit';
import { viaUnixSocket } from './festival/stack';

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Ports moved by BENCH_PORT_OFFSET (default 600), away from another stack's. */
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 600);
const DATA = `.data/bench-renewals-${process.pid}`;
const PRODUCT = 'us-tennessee-monthly-devi-prasadam';

async function main() {
  fs.rmSync(DATA, { recursive: true, force: true });
  const sandboxDir = path.join(DATA, 'sandbox');
  const database = await startEmbeddedPostgres(path.join(DATA, 'pg'), 54420 + OFFSET);
  // Over the database's Unix socket, as a deployment with PostgreSQL on the same host connects (bench/festival/stack.ts).
  const databaseUrl = process.env.BENCH_DB_TCP === '1' ? database.url : viaUnixSocket(database.url);
  const pool = createPool(databaseUrl, 20);
  await migrate(pool);
  await seedDemo(pool, { gatewayBase: 'http://127.0.0.1:9/gateway' });

  // Only the bench's subscriptions are due: the demo ones are moved out of the way.
  await pool.query("UPDATE subscriptions SET next_charge_at = next_charge_at + interval '10 years'");
  // N subscriptions, each one month paid, month 2 due now, with a mandate the sandbox gateway knows.
  const now = new Date();
  const { rows } = await pool.query<{ id: string; mandate_id: string }>(
    `INSERT INTO subscriptions (user_id, center_id, product_id, status, booking_person_info, prasadam_delivery_address,
       item_id, amount, currency, months_paid, mandate_id, mandate_status, due_at, next_charge_at, first_order_id)
     SELECT 'SSO-1001', 'us-tennessee', $1, 'ACTIVE', '{}', '{"country":"US"}', 'bench', 3100, 'USD', 1,
       'MDT' || lpad(g::text, 9, '0'), 'ACTIVE', $2, $2,
       -- month 1's order of a demo subscription stands in as each one's first order (members, options).
       (SELECT first_order_id FROM subscriptions WHERE first_order_id IS NOT NULL LIMIT 1)
     FROM generate_series(1, $3) g RETURNING id, mandate_id`,
    [PRODUCT, now, COUNT],
  );
  const created = now.toISOString();
  fs.mkdirSync(sandboxDir, { recursive: true });
  fs.writeFileSync(
    path.join(sandboxDir, 'mandates.json'),
    JSON.stringify({
      mandates: rows.map((r) => ({
        mandateId: r.mandate_id,
        requestId: 'BENCH00000',
        programCode: 'us-tennessee',
        payerName: 'Bench',
        payerEmail: 'devotee@example.org',
        currency: 'USD',
        callbackUrl: 'http://localhost:8080/gpmsResponse',
        status: 'ACTIVE',
        createdAt: created,
        endedAt: null,
        declineNext: 0,
        delayMs: 0,
        duplicateNotifications: false,
      })),
      charges: [],
    }),
  );

  const apiPort = 18080 + OFFSET;
  const sandboxPort = 18090 + OFFSET;
  const sandbox = await startSandbox({
    SANDBOX_PORT: String(sandboxPort),
    SMTP_PORT: String(12525 + OFFSET),
    SANDBOX_DATA_DIR: sandboxDir,
    LOG_LEVEL: 'warn',
    GATEWAY_NOTIFY_URL: `http://127.0.0.1:${apiPort}/api/payment/notification`,
  });
  const gatewayBase = `http://127.0.0.1:${sandboxPort}/gateway`;
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    GATEWAY_BASE: gatewayBase,
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
  await app.listen({ host: '127.0.0.1', port: apiPort });

  const secondPool = createPool(databaseUrl, 20);
  const runners = [app.deps, { ...app.deps, pool: secondPool }];
  const log = { warn: (obj: object, msg: string) => console.warn(msg, JSON.stringify(obj).slice(0, 200)) };
  // The notice round of 48 hours earlier (RBI: each charge announced at least 24 hours before): timed apart, since on
  // a real renewal day it runs two days before the charges.
  const noticesStarted = process.hrtime.bigint();
  const noticeAt = new Date(now.getTime() - PRE_DEBIT_NOTICE_LEAD_HOURS * 3_600_000);
  let notices = 0;
  for (;;) {
    const sent = await sendDuePreDebitNotices(app.deps, log, { now: noticeAt, limit: 1000 });
    if (sent === 0) break;
    notices += sent;
  }
  const noticeSeconds = Number(process.hrtime.bigint() - noticesStarted) / 1e9;
  const started = process.hrtime.bigint();
  let requested = 0;
  // The job as the two processes would run it: claim a batch, charge it, again, until nothing is due.
  await Promise.all(
    runners.map(async (deps) => {
      for (;;) {
        const run = await renewDueSubscriptions(deps, log, { now, limit: 100, concurrency: CONCURRENCY });
        requested += run.requested;
        if (run.claimed === 0) return;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const q = async (sql: string) => (await pool.query(sql)).rows[0] as Record<string, unknown>;
  const paid =
    await q(`SELECT count(*)::int AS n FROM subscription_payments sp JOIN subscriptions s ON s.id = sp.subscription_id
     WHERE s.item_id = 'bench' AND sp.sequence = 2`);
  const paidTwice = await q(
    'SELECT count(*)::int AS n FROM (SELECT 1 FROM subscription_payments GROUP BY subscription_id, sequence HAVING count(*) > 1) d',
  );
  const completedAttempts = await q(
    `SELECT count(*)::int AS n, count(DISTINCT c.subscription_id)::int AS subs, sum(p.amount)::text AS minor
     FROM subscription_charges c JOIN payments p ON p.id = c.payment_id WHERE p.status = 'COMPLETED'`,
  );
  const orders = await q(
    `SELECT count(*)::int AS n FROM orders o JOIN subscription_payments sp ON sp.id = o.subscription_payment_id
     JOIN subscriptions s ON s.id = sp.subscription_id WHERE s.item_id = 'bench' AND sp.sequence = 2`,
  );
  await app.close();
  await stopSandbox(sandbox); // flushes mandates.json
  const file = JSON.parse(fs.readFileSync(path.join(sandboxDir, 'mandates.json'), 'utf8')) as {
    charges: { mandateId: string; status: string }[];
  };
  const gatewayCompleted = file.charges.filter((c) => c.status === 'COMPLETED');
  const chargedMandates = new Set(gatewayCompleted.map((c) => c.mandateId));
  console.log(
    JSON.stringify(
      {
        subscriptions: COUNT,
        runners: runners.length,
        concurrencyPerRunner: CONCURRENCY,
        preDebitNoticesQueued: notices,
        preDebitNoticeSeconds: Math.round(noticeSeconds * 10) / 10,
        seconds: Math.round(seconds * 10) / 10,
        renewalsPerSecond: Math.round(COUNT / seconds),
        chargeRequestsSent: requested,
        gatewayCharges: file.charges.length,
        gatewayCompletedCharges: gatewayCompleted.length,
        mandatesChargedMoreThanOnce: gatewayCompleted.length - chargedMandates.size,
        monthsPaid: paid.n,
        monthsPaidTwice: paidTwice.n,
        completedPayments: completedAttempts.n,
        amountCharged: `${completedAttempts.minor} minor units USD`,
        prasadamOrders: orders.n,
      },
      null,
      2,
    ),
  );
  await secondPool.end();
  await pool.end();
  await database.stop();
  fs.rmSync(DATA, { recursive: true, force: true });
}

/** The sandbox providers as a process of their own (tsx, from the source), answering once its gateway does. */
async function startSandbox(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.SANDBOX_PORT}/sso/.well-known/jwks.json`)).ok) return child;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('the sandbox did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopSandbox(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

await main();
