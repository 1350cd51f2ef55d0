// No code holds a pooled connection while asking the pool for another (helpers/held-client-scan.ts): the guard runs
// over every api source, and is shown to catch the pattern when it is put back.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiProgram, findHeldClientPoolUses } from './helpers/held-client-scan';

const where = (f: { file: string; line: number; text: string }) =>
  `${path.relative(process.cwd(), f.file)}:${f.line} ${f.text}`;

// Type-checking the api takes 5-20 s on an idle machine, minutes on a loaded one.
describe('one connection per request', { timeout: 300_000 }, () => {
  it('no api code uses the pool (or deps carrying it) while it holds a client', () => {
    const { program, sources } = apiProgram();
    expect(sources.length).toBeGreaterThan(100);
    expect(findHeldClientPoolUses(program, sources).map(where)).toEqual([]);
  });

  it('catches a permission check on the pool inside a transaction, and deps handed on inside one', () => {
    const file = path.resolve(import.meta.dirname, '../src/services/refunds/reintroduced.ts');
    const { program } = apiProgram({
      [file]: `
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import type { AppDeps, AuthContext } from '../../types';
import { requireStaffAction } from '../staff/authorize';
import { sendDueRefunds } from './send-refunds';

async function helper(client: pg.PoolClient, pool: pg.Pool) {
  await client.query('SELECT 1');
  return pool.query('SELECT 2');
}

export async function retry(deps: Pick<AppDeps, 'pool' | 'config'>, auth: AuthContext) {
  await requireStaffAction(deps.pool, auth, 'refunds.manage', 'C1');
  await withTransaction(deps.pool, async (client) => {
    await requireStaffAction(deps.pool, auth, 'refunds.manage', 'C1');
    const { pool } = deps;
    await sendDueRefunds(deps, console);
    await helper(client, pool);
  });
}

export async function byHand(deps: Pick<AppDeps, 'pool' | 'config'>, auth: AuthContext) {
  const client = await deps.pool.connect();
  try {
    await requireStaffAction(deps.pool, auth, 'refunds.manage', 'C1');
    await requireStaffAction(client, auth, 'refunds.manage', 'C1');
  } finally {
    client.release();
  }
}
`,
    });
    const found = findHeldClientPoolUses(program, [file]).map((f) => `${f.line} ${f.text}`);
    expect(found).toEqual(['10 pool', '16 deps.pool', '17 pool', '18 deps', '19 pool', '26 deps.pool']);
  });
});
