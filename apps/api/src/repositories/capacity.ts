// Capacity reservation. Atomic: one conditional UPDATE per slot (and per inventory row) inside the order
// transaction; the CHECK (booked <= capacity) constraints are the last line of defence.
import type pg from 'pg';

export type ReservationMode = 'atomic' | 'unsafe-read-then-write';

/** Reserves `places` on a slot; false when it is full. */
export async function reserveSlot(
  client: pg.PoolClient,
  slotId: string,
  places: number,
  mode: ReservationMode = 'atomic',
): Promise<boolean> {
  if (mode === 'unsafe-read-then-write') return unsafeReserve(client, 'slots', 'id = $1', [slotId], places);
  const res = await client.query(
    'UPDATE slots SET booked = booked + $2 WHERE id = $1 AND booked + $2 <= capacity RETURNING id',
    [slotId, places],
  );
  return res.rowCount === 1;
}

/** Reserves `quantity` of a variant's own limit on a slot (INVENTORY rituals); true when the slot has no such row. */
export async function reserveInventory(
  client: pg.PoolClient,
  slotId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const res = await client.query(
    `UPDATE slot_inventory SET booked = booked + $3
     WHERE slot_id = $1 AND variant_id = $2 AND booked + $3 <= capacity RETURNING slot_id`,
    [slotId, variantId, quantity],
  );
  if (res.rowCount === 1) return true;
  const exists = await client.query('SELECT 1 FROM slot_inventory WHERE slot_id = $1 AND variant_id = $2', [
    slotId,
    variantId,
  ]);
  return exists.rowCount === 0;
}

/** Places still free on a slot (0 when it is unknown). */
export async function placesLeft(client: pg.PoolClient, slotId: string): Promise<number> {
  const { rows } = await client.query<{ left: number }>(
    'SELECT capacity - booked AS left FROM slots WHERE id = $1',
    [slotId],
  );
  return rows[0]?.left ?? 0;
}

export async function releaseSlot(client: pg.PoolClient, slotId: string, places: number): Promise<void> {
  await client.query('UPDATE slots SET booked = GREATEST(booked - $2, 0) WHERE id = $1', [slotId, places]);
}

export async function releaseInventory(
  client: pg.PoolClient,
  slotId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  await client.query(
    'UPDATE slot_inventory SET booked = GREATEST(booked - $3, 0) WHERE slot_id = $1 AND variant_id = $2',
    [slotId, variantId, quantity],
  );
}

/**
 * The negative control of the capacity race test: read, decide in the application, write the computed value.
 * Concurrent requests read the same count and overwrite each other's writes, so more orders than places are
 * created. Only selectable outside PROD (RESERVATION_MODE), never used by default.
 */
async function unsafeReserve(
  client: pg.PoolClient,
  table: 'slots',
  where: string,
  params: unknown[],
  places: number,
): Promise<boolean> {
  const { rows } = await client.query<{ booked: number; capacity: number }>(
    `SELECT booked, capacity FROM ${table} WHERE ${where}`,
    params,
  );
  const row = rows[0];
  if (!row || row.booked + places > row.capacity) return false;
  await new Promise((resolve) => setTimeout(resolve, 5)); // widen the window as a slow network would
  await client.query(`UPDATE ${table} SET booked = $2 WHERE ${where}`, [...params, row.booked + places]);
  return true;
}

/**
 * Serialises one devotee's order creations for the rest of the transaction, so that two submits at once cannot both
 * pass the unpaid-places cap.
 */
export async function lockDevoteeHolds(client: pg.PoolClient, devoteeId: string): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('unpaid-places:' || $1))", [devoteeId]);
}

/** Places the devotee holds in unpaid orders (payment INITIALIZED or PENDING), on each of the given slots. */
export async function unpaidPlacesBySlot(
  client: pg.PoolClient,
  devoteeId: string,
  slotIds: string[],
): Promise<Map<string, number>> {
  const { rows } = await client.query<{ slot_id: string; places: number }>(
    `SELECT o.slot_id, sum((v->>'quantity')::int)::int AS places
     FROM orders o JOIN payments p ON p.id = o.payment_id, jsonb_array_elements(o.variants) v
     WHERE o.user_id = $1 AND o.slot_id = ANY($2::uuid[]) AND o.status = 'NOT_COMPLETED'
       AND p.status IN ('INITIALIZED', 'PENDING')
     GROUP BY o.slot_id`,
    [devoteeId, slotIds],
  );
  return new Map(rows.map((r) => [r.slot_id, r.places]));
}
