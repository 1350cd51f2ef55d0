import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

// bigint money columns come back as numbers (safe: amounts are far below 2^53 minor units).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema>;

export function createPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString: url, max });
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
