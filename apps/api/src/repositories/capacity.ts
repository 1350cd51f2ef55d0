// Capacity reservation. Atomic: one conditional UPDATE per slot (and per inventory row) inside the order
// transaction; the CHECK (booked <= capacity) constraints are the last line of defence.
import type pg from 'pg';
import type { Queryable } from '../db/client';
import { slotsChanged } from '../lib/slot-changes';
import { unpaidRefusalFrom } from './unpaid-limits';

export type ReservationMode = 'atomic' | 'unsafe-read-then-write';

/** Reserves `places` on a slot; false when it is full. */
export async function reserveSlot(
  client: pg.PoolClient,
  slotId: string,
  places: number,
  mode: ReservationMode = 'atomic',
): Promise<boolean> {
  if (mode === 'unsafe-read-then-write') return unsafeReserve(client, 'slots', 'id = $1', [slotId], places);
  const { rows } = await client.query<{ taken: boolean }>('SELECT try_take_places($1, $2) AS taken', [
    slotId,
    places,
  ]);
  slotsChanged();
  return rows[0]!.taken;
}

/** Reserves `quantity` of a variant's own limit on a slot (INVENTORY rituals); true when the slot has no such row. */
export async function reserveInventory(
  client: pg.PoolClient,
  slotId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const { rows } = await client.query<{ taken: boolean }>('SELECT try_take_inventory($1, $2, $3) AS taken', [
    slotId,
    variantId,
    quantity,
  ]);
  slotsChanged();
  return rows[0]!.taken;
}

export interface PlacesToTake {
  slotId: string;
  places: number;
  /** INVENTORY rituals: each option's own limit on the slot. */
  variants: { variantId: string; quantity: number }[];
}

/** A slot was full, or an option sold out, when an order's places were taken; its transaction is aborted. */
export class PlacesRefused extends Error {
  constructor(
    readonly slotId: string,
    readonly variantId: string | null,
  ) {
    super(variantId ? 'option sold out' : 'slot full');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The slot's unpaid share to check after the places are taken (check_unpaid_share, migration 20261126T1210). */
export interface UnpaidShareCheck {
  paymentId: string;
  percent: number;
}

/**
 * Takes every line's places, checks the slots' unpaid share for the payment (under the rows' locks just taken) and
 * commits the transaction, in one round trip (one simple query of several statements): the slots' rows stay locked
 * only while PostgreSQL takes them and writes the commit. Throws PlacesRefused when a slot is full or an option sold
 * out, UnpaidShareReached when the slot's unpaid places would pass the share (the transaction then aborted and not
 * committed).
 */
export async function takePlacesAndCommit(
  client: pg.PoolClient,
  lines: PlacesToTake[],
  share?: UnpaidShareCheck,
): Promise<void> {
  const count = (n: number) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count of places: ${n}`);
    return String(n);
  };
  const slot = (id: string) => {
    if (!UUID.test(id)) throw new Error(`not a slot id: ${id}`);
    return `'${id}'::uuid`;
  };
  const statements = lines.flatMap((line) => [
    `SELECT take_places(${slot(line.slotId)}, ${count(line.places)})`,
    ...line.variants.map(
      (v) =>
        `SELECT take_inventory(${slot(line.slotId)}, ${client.escapeLiteral(v.variantId)}, ${count(v.quantity)})`,
    ),
  ]);
  if (share) {
    if (!UUID.test(share.paymentId)) throw new Error(`not a payment id: ${share.paymentId}`);
    statements.push(`SELECT check_unpaid_share('${share.paymentId}'::uuid, ${count(share.percent)})`);
  }
  try {
    await client.query([...statements, 'COMMIT'].join(';\n'));
    slotsChanged();
  } catch (err) {
    throw unpaidRefusalFrom(err) ?? placesRefusedFrom(err, lines);
  }
}

/** check_unpaid_share on its own (the read-then-write control's path); throws UnpaidShareReached. */
export async function checkUnpaidShare(client: pg.PoolClient, share: UnpaidShareCheck): Promise<void> {
  try {
    await client.query('SELECT check_unpaid_share($1, $2)', [share.paymentId, share.percent]);
  } catch (err) {
    throw unpaidRefusalFrom(err) ?? err;
  }
}

/** The take_places / take_inventory refusals (SN001, SN002) as PlacesRefused; any other error as it is. */
export function placesRefusedFrom(err: unknown, lines: PlacesToTake[]): unknown {
  const e = err as { code?: string; detail?: string };
  if (e.code === 'SN001') return new PlacesRefused(e.detail ?? '', null);
  if (e.code === 'SN002') {
    const line = lines.find((l) => l.variants.some((v) => v.variantId === e.detail));
    return new PlacesRefused(line?.slotId ?? '', e.detail ?? '');
  }
  return err;
}

/** Places still free on a slot (0 when it is unknown). */
export async function placesLeft(db: Queryable, slotId: string): Promise<number> {
  const { rows } = await db.query<{ left: number }>(
    'SELECT capacity - booked AS left FROM slots WHERE id = $1',
    [slotId],
  );
  return rows[0]?.left ?? 0;
}

export async function releaseSlot(client: pg.PoolClient, slotId: string, places: number): Promise<void> {
  await client.query('UPDATE slots SET booked = GREATEST(booked - $2, 0) WHERE id = $1', [slotId, places]);
  slotsChanged();
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
  slotsChanged();
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
