// A negative control for a job's claim: the job's own code on a pool whose statements (and its clients' statements,
// for a claim inside a transaction) lose the claim's lock clause, as a runner without the claim would run. Counts the
// statements it changed, so that a control cannot pass vacuously. Used by multi-process, reminders and pre-debit tests.
import type pg from 'pg';

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
