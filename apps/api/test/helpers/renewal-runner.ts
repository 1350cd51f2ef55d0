// A second api process for the double-run test: its own config, connection pool and providers, running the
// renewal job once. Started with `node --import tsx`; env RUNNER_ENV holds the api's configuration (JSON), argv
// the run's clock and mode. It prints "ready", waits for a line on stdin (so that the test starts the runners
// together, not after a process boot), runs, prints the run as JSON and exits.
import readline from 'node:readline';
import { loadConfig } from '../../src/config';
import { createPool } from '../../src/db/client';
import { createProviders } from '../../src/providers';
import { renewDueSubscriptions } from '../../src/services/jobs/renew-subscriptions';
import { renewalSteps, type RenewalMode } from './unclaimed-renewal';

async function main() {
  const [nowIso, mode, concurrency] = process.argv.slice(2);
  const config = loadConfig(JSON.parse(process.env.RUNNER_ENV ?? '{}') as Record<string, string>);
  const pool = createPool(config.DATABASE_URL!, 5);
  const deps = { pool, config, providers: createProviders(config, pool) };
  const lines = readline.createInterface({ input: process.stdin });
  const go = new Promise<void>((resolve) => lines.once('line', () => resolve()));
  process.stdout.write('ready\n');
  await go;
  lines.close();
  const run = await renewDueSubscriptions(
    deps,
    { warn: () => {} },
    {
      now: new Date(nowIso!),
      steps: renewalSteps(mode as RenewalMode),
      concurrency: Number(concurrency ?? 1),
    },
  );
  process.stdout.write(`${JSON.stringify(run)}\n`);
  await pool.end();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
