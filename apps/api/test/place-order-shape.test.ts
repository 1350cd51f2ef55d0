// The order row's shape is declared once, as the TypeScript type NewOrder (repositories/place-order.ts), and the SQL
// function place_order reads it from jsonb: the keys it reads of each order are exactly NewOrder's keys. A key
// renamed on one side only (written but never read, or read but never written) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ORDER_KEYS } from '../src/repositories/place-order';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('place_order and NewOrder', () => {
  it('read and write the same order keys', async () => {
    const { rows } = await t.pool.query<{ src: string }>(
      "SELECT prosrc AS src FROM pg_proc WHERE proname = 'place_order'",
    );
    expect(rows).toHaveLength(1);
    // Each order of p_orders is `o` (or `v_line` where the places are taken) in the function.
    const read = new Set([...rows[0]!.src.matchAll(/\b(?:o|v_line)\s*->>?\s*'(\w+)'/g)].map((m) => m[1]!));
    expect([...read].sort()).toEqual([...NEW_ORDER_KEYS].sort());
  });
});
