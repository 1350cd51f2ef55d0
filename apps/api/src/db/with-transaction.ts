import type pg from 'pg';

/**
 * Runs `work` in one transaction on a pooled connection: COMMIT on success (or ROLLBACK when `keep` says the result
 * changed nothing worth keeping), ROLLBACK on any error.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query(keep(result) ? 'COMMIT' : 'ROLLBACK');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Runs `work` under a savepoint of the caller's transaction: undone when it answers false, kept otherwise. */
export async function withSavepoint(client: pg.PoolClient, work: () => Promise<boolean>): Promise<boolean> {
  await client.query('SAVEPOINT partial');
  const kept = await work();
  await client.query(kept ? 'RELEASE SAVEPOINT partial' : 'ROLLBACK TO SAVEPOINT partial');
  return kept;
}

/**
 * The steps of a transaction that a caller runs by hand, for the one that ends in the same round trip as its last
 * statement (order creation: `SELECT take_places(…); COMMIT`, repositories/capacity.ts).
 */
export const transactionStep = {
  begin: (client: pg.PoolClient) => client.query('BEGIN').then(() => undefined),
  commit: (client: pg.PoolClient) => client.query('COMMIT').then(() => undefined),
  /** Never throws: it runs where an error is already on its way. */
  rollback: (client: pg.PoolClient) =>
    client.query('ROLLBACK').then(
      () => undefined,
      () => undefined,
    ),
};
