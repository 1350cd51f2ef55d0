// `node apps/api/dist/migrate.js`: applies the pending migrations to DATABASE_URL and exits — the release step
// that runs once before new api instances start (they also migrate at start, under the same advisory lock, so
// skipping this step is safe; running it first keeps a long migration out of the instances' start-up).
import { loadConfig } from '../config';
import { createPool } from './client';
import { migrate } from './migrate';
import { ensureDatabase } from './postgres';

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set: the embedded PostgreSQL is migrated by npm start itself.');
  process.exit(1);
}
await ensureDatabase(config.DATABASE_URL);
const pool = createPool(config.DATABASE_URL, 1);
try {
  const applied = await migrate(pool);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations.');
} finally {
  await pool.end();
}
