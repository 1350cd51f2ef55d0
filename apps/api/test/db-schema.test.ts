// The drizzle schema (apps/api/src/db/schema.ts) describes what the migrations built: every table and column it
// names exists in the migrated database, with the same nullability. A column renamed or dropped by a migration
// but left in the schema fails here, not in a query at run time.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables = Object.values(schema as Record<string, unknown>).filter(
  (v): v is PgTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
);

describe('the drizzle schema', () => {
  it('describes tables', () => {
    expect(tables.length).toBeGreaterThan(5);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s: every column exists in the migrated database with its nullability',
    async (name, table) => {
      const { rows } = await t.pool.query<{ column_name: string; is_nullable: 'YES' | 'NO' }>(
        'SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = $1',
        [name],
      );
      expect(rows.length, `table ${name} is missing`).toBeGreaterThan(0);
      const inDb = new Map(rows.map((r) => [r.column_name, r.is_nullable === 'YES']));
      for (const column of getTableConfig(table).columns) {
        expect(inDb.has(column.name), `${name}.${column.name} is not in the database`).toBe(true);
        expect(inDb.get(column.name), `${name}.${column.name} nullability`).toBe(!column.notNull);
      }
    },
  );
});
