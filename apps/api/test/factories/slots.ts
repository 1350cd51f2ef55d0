// Slots of a ritual: one `startsInHours` from now (whole minutes), with its capacity; and the places booked on one.
import type pg from 'pg';
import type { TestApp } from '../helpers/test-app';

/** A ritual's slot as a test books it: the ritual, the slot, its one variant and price. */
export interface BuiltSlot {
  productId: string;
  slotId: string;
  startTime: string;
  variant: string;
  unitPrice: number;
  inPerson?: boolean;
}

export async function buildSlot(
  pool: pg.Pool,
  productId: string,
  overrides: { startsInHours?: number; capacity?: number; inPerson?: boolean } = {},
): Promise<{ slotId: string; startTime: string }> {
  const start = new Date(Date.now() + (overrides.startsInHours ?? 24 * 10) * 3600_000);
  start.setUTCSeconds(0, 0);
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO slots (product_id, start_time, in_person, capacity) VALUES ($1, $2, $3, $4) RETURNING id',
    [productId, start, overrides.inPerson ?? true, overrides.capacity ?? 20],
  );
  return { slotId: rows[0]!.id, startTime: start.toISOString() };
}

/** Another in-person slot of the same ritual, `startsInHours` from now; its id. */
export async function addSlot(
  t: Pick<TestApp, 'pool'>,
  slot: BuiltSlot,
  startsInHours: number,
  capacity = 20,
): Promise<string> {
  return (await buildSlot(t.pool, slot.productId, { startsInHours, capacity })).slotId;
}

/** The places booked on a slot. */
export async function bookedOn(t: Pick<TestApp, 'pool'>, slotId: string): Promise<number> {
  const { rows } = await t.pool.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId]);
  return rows[0]!.booked;
}
