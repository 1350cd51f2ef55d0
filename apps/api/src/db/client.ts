import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

// bigint money columns come back as numbers (safe: amounts are far below 2^53 minor units).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema>;

/**
 * A pool that survives PostgreSQL restarts: an error on an idle client (a restart, a killed backend) is reported,
 * never thrown as an unhandled 'error' event, and the broken client is replaced on the next checkout. A request
 * during an outage fails within the connection timeout instead of hanging.
 */
export function createPool(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL idle client error: ${error.message}`),
): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 3000 });
  pool.on('error', onIdleError);
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
