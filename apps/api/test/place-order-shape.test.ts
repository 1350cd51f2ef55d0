// The order row's shape is declared once, as the TypeScript types NewOrder and MonthOrderFields
// (repositories/orders-place.ts), and the SQL functions read it from jsonb: insert_orders, the one writer of order rows,
// and place_order, which takes the places of the same orders. The keys they read of each order are exactly those
// types' keys. A key renamed on one side only (written but never read, or read but never written) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_ORDER_KEYS, NEW_ORDER_KEYS } from '../src/repositories/orders-place';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The keys a function reads of each order: `o` (or `v_line` where the places are taken), by `->`, `->>` or `?`. */
async function keysRead(name: string): Promise<Set<string>> {
  const { rows } = await t.pool.query<{ src: string }>(
    'SELECT prosrc AS src FROM pg_proc WHERE proname = $1',
    [name],
  );
  expect(rows).toHaveLength(1);
  return new Set([...rows[0]!.src.matchAll(/\b(?:o|v_line)\s*(?:->>?|\?)\s*'(\w+)'/g)].map((m) => m[1]!));
}

describe('the order row: insert_orders, place_order and NewOrder', () => {
  it('insert_orders writes exactly the keys of NewOrder a row keeps, and those of a paid month', async () => {
    const read = await keysRead('insert_orders');
    const kept = NEW_ORDER_KEYS.filter((k) => k !== 'places' && k !== 'inventory');
    expect([...read].sort()).toEqual([...kept, ...MONTH_ORDER_KEYS].sort());
  });

  it('place_order writes its orders through insert_orders and reads only the places besides', async () => {
    const { rows } = await t.pool.query<{ src: string }>(
      "SELECT prosrc AS src FROM pg_proc WHERE proname = 'place_order'",
    );
    expect(rows[0]!.src).toContain('insert_orders(v_payment, p_orders)');
    expect(rows[0]!.src).not.toMatch(/INSERT INTO orders/i);
    const read = await keysRead('place_order');
    const all = new Set([...(await keysRead('insert_orders')), ...read]);
    expect([...all].sort()).toEqual([...NEW_ORDER_KEYS, ...MONTH_ORDER_KEYS].sort());
  });
});
