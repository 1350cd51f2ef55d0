// Applies the append-only SQL migrations in apps/api/migrations, each once, in name order.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
// From the sources (src/db) or the built bundle (dist): the migrations sit in the api package's folder.
export const MIGRATIONS_DIR = path.resolve(
  here,
  path.basename(here) === 'dist' ? '../migrations' : '../../migrations',
);
const LOCK_ID = 7_261_122; // advisory lock: two api processes starting together migrate once

export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    client.release();
  }
  return applied;
}

/** Migration files in `dir` that the database has not applied (readiness: this process's code needs them). */
export async function pendingMigrations(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    "SELECT name FROM schema_migrations WHERE to_regclass('schema_migrations') IS NOT NULL",
  );
  const done = new Set(rows.map((r) => r.name));
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
}
