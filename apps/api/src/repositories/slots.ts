// SQL of slots as devotees see them (a closed slot is not offered). Month boundaries are taken in the centre's time zone by PostgreSQL itself.
// Also the staff day's slots of a date, and the slots a reschedule or a cancellation locks (in id order). The staff
// schedule's slot writes and reads are in slots-schedule.ts.
import type pg from 'pg';
import type { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';
import type { Queryable } from '../db/client';
import { variantTextsColumn } from './variant-texts-sql';

// One row per slot; its per-variant inventory (INVENTORY rituals) aggregated from a join.
const SLOT_SELECT = `SELECT s.id, s.product_id, s.start_time, s.in_person, s.capacity, s.capacity - s.booked AS remaining,
  COALESCE(json_agg(json_build_object('variantId', i.variant_id, 'capacity', i.capacity, 'remaining', i.capacity - i.booked)
    ORDER BY i.variant_id) FILTER (WHERE i.slot_id IS NOT NULL), '[]') AS inventory
  FROM slots s LEFT JOIN slot_inventory i ON i.slot_id = s.id`;

interface SlotRow {
  id: string;
  product_id: string;
  start_time: Date;
  in_person: boolean;
  capacity: number;
  remaining: number;
  inventory: SlotAnswer['inventory'];
}

const present = (r: SlotRow): SlotAnswer => ({
  id: r.id,
  productId: r.product_id,
  startTime: r.start_time.toISOString(),
  inPerson: r.in_person,
  capacity: r.capacity,
  remaining: r.remaining,
  inventory: r.inventory,
});

export async function listSlotsOfMonth(
  pool: pg.Pool,
  productId: string,
  year: number,
  month: number,
  timezone: string,
): Promise<SlotAnswer[]> {
  const { rows } = await pool.query<SlotRow>(
    `${SLOT_SELECT}
     WHERE s.product_id = $1 AND s.closed_at IS NULL
       AND s.start_time >= make_timestamptz($2, $3, 1, 0, 0, 0, $4)
       AND s.start_time < make_timestamptz($2, $3, 1, 0, 0, 0, $4) + interval '1 month'
     GROUP BY s.id ORDER BY s.start_time, s.in_person DESC`,
    [productId, year, month, timezone],
  );
  return rows.map(present);
}

/** Upcoming slots of a sparse ritual (a few dates), or one slot when its id is given. */
export async function listSparseSlots(
  pool: pg.Pool,
  productId: string,
  slotId?: string,
): Promise<SlotAnswer[]> {
  const { rows } = await pool.query<SlotRow>(
    `${SLOT_SELECT}
     WHERE s.product_id = $1 AND ($2::uuid IS NULL OR s.id = $2::uuid) AND s.closed_at IS NULL
       AND ($2::uuid IS NOT NULL OR s.start_time >= now() - interval '1 day')
     GROUP BY s.id ORDER BY s.start_time, s.in_person DESC LIMIT 200`,
    [productId, slotId ?? null],
  );
  return rows.map(present);
}

export interface DaySlotRow {
  id: string;
  start_time: Date;
  product_name: string;
  /** The ritual's names in other languages (products.texts), for a staff page in its language. */
  product_texts: unknown;
  /** The ritual's variant names in other languages (product_variants.texts, by English name), null when none. */
  variant_texts: unknown;
  in_person: boolean;
  capacity: number;
  booked: number;
}

/** Every slot of the centre's rituals on the local date (midnight to midnight in the zone, DST-correct). */
export async function listDaySlots(
  db: Queryable,
  q: { centerId: string; date: string; timezone: string },
): Promise<DaySlotRow[]> {
  const { rows } = await db.query<DaySlotRow>(
    `SELECT s.id, s.start_time, p.name AS product_name, p.texts AS product_texts, s.in_person, s.capacity, s.booked,
            ${variantTextsColumn('s.product_id')}
       FROM slots s JOIN products p ON p.id = s.product_id
      WHERE p.center_id = $1
        AND s.start_time >= ($2::date)::timestamp AT TIME ZONE $3
        AND s.start_time < ($2::date + 1)::timestamp AT TIME ZONE $3
      ORDER BY s.start_time, p.name, s.in_person DESC, s.id`,
    [q.centerId, q.date, q.timezone],
  );
  return rows;
}

export interface SlotForMove {
  id: string;
  product_id: string;
  start_time: Date;
  in_person: boolean;
  capacity: number;
  booked: number;
}

/** Slots by id, locked FOR UPDATE in id order so two opposite moves cannot deadlock. */
export async function lockSlots(
  client: pg.PoolClient,
  slotIds: readonly string[],
  lock: boolean,
): Promise<SlotForMove[]> {
  const { rows } = await client.query<SlotForMove>(
    `SELECT id, product_id, start_time, in_person, capacity, booked FROM slots
     WHERE id::text = ANY($1::text[]) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [[...new Set(slotIds)]],
  );
  return rows;
}

export async function findSlot(db: Queryable, slotId: string): Promise<SlotForMove | undefined> {
  const { rows } = await db.query<SlotForMove>(
    `SELECT id, product_id, start_time, in_person, capacity, booked FROM slots WHERE id::text = $1`,
    [slotId],
  );
  return rows[0];
}
