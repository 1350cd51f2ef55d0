import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

// bigint money columns come back as numbers (safe: amounts are far below 2^53 minor units).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema>;

/** What a repository function queries through: the pool, or a client checked out for a transaction. */
export type Queryable = pg.Pool | pg.PoolClient;

export type ConnectionErrorLogger = (err: Error) => void;

const logToStderr: ConnectionErrorLogger = (err) =>
  console.error(`PostgreSQL connection lost: ${err.message} (the pool opens a new one on the next query)`);

/**
 * A pool that survives PostgreSQL restarts, failovers and killed backends: a connection that breaks while idle or
 * between two queries of a checked-out client is logged (an 'error' event without a listener would end the
 * process), and connecting gives up after `connectMs` so requests during an outage fail fast (503) instead of
 * hanging. The pool discards broken clients and connects afresh, so the api serves again as soon as PostgreSQL does.
 *
 * Waiting for a free connection is another matter: in a rush every connection is busy and requests queue for their
 * turn. They wait up to `waitMs` (longer than a connect, shorter than the web's request timeout), so that a devotee
 * in the queue is served late rather than refused; only past that wait does a request get the 503.
 */
export function createPool(
  url: string,
  max = 10,
  onConnectionError: ConnectionErrorLogger = logToStderr,
  waitMs = 3000,
  connectMs = Math.min(waitMs, 3000),
): pg.Pool {
  // pg-pool applies its connectionTimeoutMillis both to the wait for a free connection and to a new connection's
  // connect; the client's own timeout gives the connect its shorter limit.
  class Client extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: connectMs,
      });
    }
  }
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: waitMs, Client });
  // Idle clients: the client's own listener below logs it; without a pool listener the event would end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // pg-pool listens only while a client is idle in the pool; this covers a client that is checked out.
    client.on('error', (err) => onConnectionError(err));
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}

/** Drizzle on a transaction's own client: a read inside the transaction that needs no second connection. */
export function clientDb(client: pg.PoolClient): Db & { $client: pg.PoolClient } {
  return drizzle(client, { schema });
}
