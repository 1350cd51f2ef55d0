// Places on slots (and, for INVENTORY rituals, each option's own limit on a slot). Places are taken one way only:
// takePlaces, through the SQL functions take_places / take_inventory (migration 20261124T0810), each a conditional
// UPDATE that refuses a full slot; place_order (repositories/orders-place.ts) calls the same functions for most new
// orders. The CHECK (booked <= capacity) constraints are the last line of defence. No cache event is fired here:
// the service that changed places calls slotsChanged() (lib/slot-changes.ts) once its transaction has committed.
import type pg from 'pg';
import type { Queryable } from '../db/client';
import { unpaidRefusalFrom } from './unpaid-limits';

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
 * Takes every line's places (and options' limits) in one round trip, one simple query of several statements, in the
 * caller's transaction. With `share`, check_unpaid_share runs after the places, under the rows' locks just taken;
 * with `commit`, the same query ends with the transaction's COMMIT, so the slots' rows stay locked only while
 * PostgreSQL takes them and writes the commit. Throws PlacesRefused when a slot is full or an option sold out,
 * UnpaidShareReached when a slot's unpaid places would pass the share; the transaction is then aborted (and, with
 * `commit`, not committed): the caller rolls it back, or back to its savepoint.
 */
export async function takePlaces(
  client: pg.PoolClient,
  lines: PlacesToTake[],
  opts: { share?: UnpaidShareCheck; commit?: boolean } = {},
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
  const { share } = opts;
  if (share) {
    if (!UUID.test(share.paymentId)) throw new Error(`not a payment id: ${share.paymentId}`);
    statements.push(`SELECT check_unpaid_share('${share.paymentId}'::uuid, ${count(share.percent)})`);
  }
  if (opts.commit) statements.push('COMMIT');
  if (!statements.length) return;
  try {
    await client.query(statements.join(';\n'));
  } catch (err) {
    throw unpaidRefusalFrom(err) ?? placesRefusedFrom(err, lines);
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
 * Holds places on a slot for a waiting-list offer: try_take_places, the conditional UPDATE every booking's places go
 * through, so an offer never takes more than is free and holds its places against every other booking. False when
 * they are no longer free (or the slot closed).
 */
export async function holdPlaces(client: pg.PoolClient, slotId: string, places: number): Promise<boolean> {
  const { rows } = await client.query<{ held: boolean }>('SELECT try_take_places($1, $2) AS held', [
    slotId,
    places,
  ]);
  return rows[0]?.held === true;
}
