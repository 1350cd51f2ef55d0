// Rate-limit counters shared by every api process (fixed windows in PostgreSQL; docs/operations.md, "Rate limits").
import type pg from 'pg';

/**
 * Counts `hits` (one, or this process's unsent ones with it) on `key` in its current window (a new window starts
 * when the last one has ended) and answers the hits so far and the milliseconds left in the window. One statement.
 */
export async function countHit(
  pool: pg.Pool,
  key: string,
  windowMs: number,
  hits = 1,
): Promise<{ hits: number; ttlMs: number }> {
  const { rows } = await pool.query<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
     VALUES ($1, $3, clock_timestamp() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.expires_at <= clock_timestamp() THEN EXCLUDED.hits ELSE c.hits + EXCLUDED.hits END,
       expires_at = CASE WHEN c.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE c.expires_at END
     RETURNING hits, GREATEST(0, ceil(EXTRACT(EPOCH FROM (expires_at - clock_timestamp())) * 1000))::int AS ttl_ms`,
    [key, windowMs, hits],
  );
  const row = rows[0]!;
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** The hits of `key` in its current window, without counting one. */
export async function readHits(pool: pg.Pool, key: string): Promise<{ hits: number; ttlMs: number }> {
  const { rows } = await pool.query<{ hits: number; ttl_ms: number }>(
    `SELECT hits, GREATEST(0, ceil(EXTRACT(EPOCH FROM (expires_at - clock_timestamp())) * 1000))::int AS ttl_ms
     FROM rate_limit_counters WHERE key = $1 AND expires_at > clock_timestamp()`,
    [key],
  );
  return rows[0] ? { hits: rows[0].hits, ttlMs: rows[0].ttl_ms } : { hits: 0, ttlMs: 0 };
}

/** Deletes counters whose window ended more than a minute ago. */
export async function deleteEndedCounters(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    "DELETE FROM rate_limit_counters WHERE expires_at < clock_timestamp() - interval '1 minute'",
  );
  return rowCount ?? 0;
}

/**
 * Adds several keys' hits, each in its current window (a new window starts when the last one has ended), in one
 * statement; answers each key's hits so far and the milliseconds left in its window.
 */
export async function addHits(
  pool: pg.Pool,
  batch: { key: string; hits: number; windowMs: number }[],
): Promise<{ key: string; hits: number; ttlMs: number }[]> {
  const { rows } = await pool.query<{ key: string; hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
     SELECT key, hits, clock_timestamp() + window_ms * interval '1 millisecond'
     FROM unnest($1::text[], $2::int[], $3::int[]) AS t(key, hits, window_ms)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.expires_at <= clock_timestamp() THEN EXCLUDED.hits ELSE c.hits + EXCLUDED.hits END,
       expires_at = CASE WHEN c.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE c.expires_at END
     RETURNING key, hits, GREATEST(0, ceil(EXTRACT(EPOCH FROM (expires_at - clock_timestamp())) * 1000))::int AS ttl_ms`,
    [batch.map((b) => b.key), batch.map((b) => b.hits), batch.map((b) => b.windowMs)],
  );
  return rows.map((r) => ({ key: r.key, hits: r.hits, ttlMs: r.ttl_ms }));
}
