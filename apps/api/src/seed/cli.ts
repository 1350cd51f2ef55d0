// `npm run seed [-- --reset]`: migrates and seeds the demo catalogue, then prints what is there.
// Uses DATABASE_URL, or the embedded PostgreSQL under PGDATA_DIR (stop the running app first:
// two servers cannot share one data directory).
import path from 'node:path';
import { loadConfig } from '../config';
import { createPool } from '../db/client';
import { migrate } from '../db/migrate';
import { ensureDatabase, startEmbeddedPostgres, type Database } from '../db/postgres';
import { seedDemo } from './demo';

async function main(): Promise<void> {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  let embedded: Database | undefined;
  let url = config.DATABASE_URL;
  if (url) {
    await ensureDatabase(url);
  } else {
    // npm runs workspace scripts in apps/api; resolve a relative data dir from where npm was invoked.
    const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.PGDATA_DIR);
    try {
      embedded = await startEmbeddedPostgres(dataDir, config.EMBEDDED_PG_PORT);
    } catch (err) {
      throw new Error(
        `Could not start the embedded PostgreSQL in ${dataDir} on port ${config.EMBEDDED_PG_PORT} ` +
          `(is the app running on this data directory?): ${(err as Error).message}`,
      );
    }
    url = embedded.url;
  }

  const pool = createPool(url, 2);
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    const started = Date.now();
    const { seeded } = await seedDemo(pool, {
      reset,
      gatewayBase: config.GATEWAY_BASE,
      allowedGatewayOrigins: config.GATEWAY_ALLOWED_ORIGINS,
    });
    const elapsed = Date.now() - started;
    console.log(
      seeded
        ? `Seeded the demo catalogue${reset ? ' (after reset)' : ''} in ${elapsed} ms.`
        : `Demo catalogue already present: slots topped up in ${elapsed} ms (use --reset to start over).`,
    );
    await printSummary(pool);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

async function printSummary(pool: ReturnType<typeof createPool>): Promise<void> {
  const { rows: totals } = await pool.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM centers)::int          AS centres,
            (SELECT count(*) FROM products)::int         AS rituals,
            (SELECT count(*) FROM product_variants)::int AS variants,
            (SELECT count(*) FROM slots)::int            AS slots,
            (SELECT count(*) FROM slot_inventory)::int   AS "slot inventory rows",
            (SELECT count(*) FROM packages)::int         AS packages,
            (SELECT count(*) FROM users)::int            AS users,
            (SELECT count(*) FROM user_roles)::int       AS "user roles"`,
  );
  console.log(
    Object.entries(totals[0] ?? {})
      .map(([name, n]) => `${name} ${n}`)
      .join(' · '),
  );
  const { rows: perCenter } = await pool.query<{
    id: string;
    currency: string | null;
    timezone: string;
    rituals: number;
    slots: number;
    first: Date | null;
    last: Date | null;
  }>(
    `SELECT c.id, c.currency, c.meta->>'timezone' AS timezone,
            (SELECT count(*) FROM products p WHERE p.center_id = c.id)::int AS rituals,
            count(s.id)::int AS slots, min(s.start_time) AS first, max(s.start_time) AS last
       FROM centers c
       LEFT JOIN products p ON p.center_id = c.id
       LEFT JOIN slots s ON s.product_id = p.id
      GROUP BY c.id ORDER BY c.sort_order`,
  );
  console.table(
    perCenter.map((c) => ({
      center: c.id,
      currency: c.currency,
      timezone: c.timezone,
      rituals: c.rituals,
      slots: c.slots,
      'slots from': c.first?.toISOString().slice(0, 10) ?? '-',
      'slots to': c.last?.toISOString().slice(0, 10) ?? '-',
    })),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
