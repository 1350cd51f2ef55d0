// After a test file that moves money: the reconciliation check must find nothing on the data the tests left.
import type pg from 'pg';
import { expect } from 'vitest';
import { checkReconciliation } from '../../src/services/reconciliation/check-reconciliation';

export async function expectReconciled(pool: pg.Pool, centerId: string | null = null): Promise<void> {
  const findings = await checkReconciliation(pool, centerId);
  expect(findings.map((f) => f.message)).toEqual([]);
}
