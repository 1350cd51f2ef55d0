// A negative control for a job's claim: the job's own code on a pool whose statements (and its clients' statements,
// for a claim inside a transaction) lose the claim's lock clause, as a runner without the claim would run. Counts the
// statements it changed, so that a control cannot pass vacuously. Used by multi-process, reminders and pre-debit tests.
import type pg from 'pg';
import { createPool } from '../../src/db/client';

/** The lock clause of a job's claim (`FOR UPDATE SKIP LOCKED`, `FOR UPDATE OF o SKIP LOCKED`). */
const CLAIM_LOCK = /FOR UPDATE (OF \w+ )?SKIP LOCKED/;

function stripping(query: (text: string, values?: unknown[]) => unknown, changed: { statements: number }) {
  return (text: string, values?: unknown[]) => {
    if (typeof text === 'string' && CLAIM_LOCK.test(text)) {
      changed.statements += 1;
      return query(text.replace(CLAIM_LOCK, ''), values);
    }
    return query(text, values);
  };
}

function withQuery<T extends object>(target: T, query: unknown): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (prop === 'query') return query;
      const value: unknown = Reflect.get(obj, prop, obj);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
    },
  });
}

export function withoutClaimLock(pool: pg.Pool, changed: { statements: number }): pg.Pool {
  const stripped = withQuery(pool, stripping(pool.query.bind(pool) as never, changed));
  return new Proxy(stripped, {
    get(obj, prop) {
      if (prop !== 'connect') return Reflect.get(obj, prop, obj) as unknown;
      return async () => {
        const client = await pool.connect();
        return withQuery(client, stripping(client.query.bind(client) as never, changed));
      };
    },
  });
}

/** Sessions of this database waiting on a lock. */
export async function lockWaiters(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return rows[0]!.n;
}

/**
 * Two runners of a job, each on a pool of its own (two api processes), started while another transaction holds the
 * due rows (`SELECT 1 FROM <table> WHERE id = ANY(ids) FOR UPDATE`). With the claim, the held rows are skipped, not
 * waited for (`idle`, what each run answers then, is asserted), and the two runs after the holder commits are
 * answered. Without the claim's lock clause (the negative control), both runners wait on the held rows and both take
 * them once it commits.
 */
export async function twoRunnersWhileHeld<R>(
  t: { pool: pg.Pool; databaseUrl: string },
  held: { table: string; ids: string[] },
  job: (pool: pg.Pool) => Promise<R>,
  opts: { withoutLock: boolean; idle: R; expectIdle: (runs: R[], idle: R) => void },
): Promise<R[]> {
  const pools = [createPool(t.databaseUrl, 2), createPool(t.databaseUrl, 2)];
  const changed = { statements: 0 };
  const runners = opts.withoutLock ? pools.map((p) => withoutClaimLock(p, changed)) : pools;
  const holder = await t.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT 1 FROM ${held.table} WHERE id = ANY($1::uuid[]) FOR UPDATE`, [held.ids]);
    const runs = runners.map(job);
    if (opts.withoutLock) {
      await waitForLockWaiters(t.pool, 2);
      await holder.query('COMMIT');
      const done = await Promise.all(runs);
      if (changed.statements < 2) throw new Error('the control changed no claim: it would pass vacuously');
      return done;
    }
    opts.expectIdle(await Promise.all(runs), opts.idle);
    await holder.query('COMMIT');
    return await Promise.all(runners.map(job));
  } finally {
    await holder.query('ROLLBACK').catch(() => undefined);
    holder.release();
    await Promise.all(pools.map((p) => p.end()));
  }
}

async function waitForLockWaiters(pool: pg.Pool, n: number): Promise<void> {
  const until = Date.now() + 10_000;
  while ((await lockWaiters(pool)) < n) {
    if (Date.now() > until) throw new Error(`fewer than ${n} sessions waited on the held rows`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
