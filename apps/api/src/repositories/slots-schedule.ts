// SQL of the staff schedule's slots: the slots a ritual's rules open, the schedule's list of them, a slot's capacity
// and its closing, and the bookings that hold places on them. The rules are in schedule-rules.ts, the rituals in
// rituals.ts. Dates are local dates of the centre's zone, turned into instants by PostgreSQL itself.
import type pg from 'pg';
import type { Queryable } from '../db/client';

export interface NewSlot {
  startTime: Date;
  inPerson: boolean;
  capacity: number;
  /** variant id → places (INVENTORY rituals). */
  inventory: Record<string, number>;
}

/**
 * Opens the slots that are not open yet (product, start, way of attending is unique), with their per-option rows;
 * the count of slots opened now. An existing slot is left as it is, so generating twice never duplicates.
 */
export async function insertSlots(
  client: pg.PoolClient,
  productId: string,
  slots: NewSlot[],
): Promise<number> {
  if (!slots.length) return 0;
  const { rows } = await client.query<{ id: string; ord: number }>(
    `INSERT INTO slots (product_id, start_time, in_person, capacity)
     SELECT $1, t, p, c FROM unnest($2::timestamptz[], $3::boolean[], $4::int[]) AS n(t, p, c)
     ON CONFLICT (product_id, start_time, in_person) DO NOTHING
     RETURNING id, start_time, in_person`,
    [productId, slots.map((s) => s.startTime), slots.map((s) => s.inPerson), slots.map((s) => s.capacity)],
  );
  const inventory = slots[0]!.inventory;
  const variants = Object.keys(inventory);
  if (rows.length && variants.length) {
    await client.query(
      `INSERT INTO slot_inventory (slot_id, variant_id, capacity)
       SELECT s, v.id, v.c FROM unnest($1::uuid[]) AS s,
         unnest($2::text[], $3::int[]) AS v(id, c)
       WHERE EXISTS (SELECT 1 FROM product_variants pv WHERE pv.id = v.id AND pv.product_id = $4)
       ON CONFLICT DO NOTHING`,
      [rows.map((r) => r.id), variants, variants.map((v) => inventory[v]), productId],
    );
  }
  return rows.length;
}

export interface ScheduleSlotRow {
  id: string;
  start_time: Date;
  in_person: boolean;
  capacity: number;
  booked: number;
  closed: boolean;
  inventory: { variantId: string; name: string; capacity: number; booked: number }[];
  /** The live waiting list (waiting_list_entries), first in line first; offers' places are counted in booked. */
  waiting_list: {
    id: string;
    devoteeName: string;
    email: string;
    places: number;
    status: 'WAITING' | 'OFFERED';
    joinedAt: string;
    offerExpiresAt: string | null;
  }[];
  /** Reminder mails queued for the slot's bookings (issue 29), and waiting-list offers made on it, all told. */
  reminders_sent: number;
  offers_made: number;
}

/** The ritual's slots from the start of local date `from` for `days` days (closed ones too). */
export async function listScheduleSlots(
  db: Queryable,
  productId: string,
  from: string,
  days: number,
  timezone: string,
): Promise<ScheduleSlotRow[]> {
  const { rows } = await db.query<ScheduleSlotRow>(
    `SELECT s.id, s.start_time, s.in_person, s.capacity, s.booked, s.closed_at IS NOT NULL AS closed,
       COALESCE((SELECT json_agg(json_build_object('variantId', i.variant_id, 'name', v.name,
           'capacity', i.capacity, 'booked', i.booked) ORDER BY v.position, v.name)
         FROM slot_inventory i JOIN product_variants v ON v.id = i.variant_id WHERE i.slot_id = s.id), '[]') AS inventory,
       COALESCE((SELECT json_agg(json_build_object('id', w.id,
           'devoteeName', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'places', w.places,
           'status', w.status, 'joinedAt', to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'offerExpiresAt', to_char(w.offer_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           ORDER BY w.status = 'WAITING', w.created_at, w.id)
         FROM waiting_list_entries w JOIN users u ON u.id = w.user_id
         WHERE w.slot_id = s.id AND w.status IN ('WAITING', 'OFFERED')), '[]') AS waiting_list,
       (SELECT count(*)::int FROM mail_outbox m JOIN orders o ON o.id = m.order_id
         WHERE m.kind = 'ritual-reminder' AND o.slot_id = s.id) AS reminders_sent,
       (SELECT count(*)::int FROM waiting_list_entries w WHERE w.slot_id = s.id AND w.offered_at IS NOT NULL)
         AS offers_made
     FROM slots s
     WHERE s.product_id = $1 AND NOT (s.meta ? 'subscriptionOnly')
       AND s.start_time >= ($2::date)::timestamp AT TIME ZONE $4
       AND s.start_time < ($2::date + $3::int)::timestamp AT TIME ZONE $4
     ORDER BY s.start_time, s.in_person DESC`,
    [productId, from, days, timezone],
  );
  return rows;
}

export interface SlotAtCenterRow {
  id: string;
  product_id: string;
  start_time: Date;
  capacity: number;
  booked: number;
  closed: boolean;
}

/**
 * The slots a change names at a centre: one slot by id, or every slot of a ritual on a local date. Locked FOR UPDATE
 * in id order when `lock` (the lock a booking's take_places waits for).
 */
export async function findSlotsAtCenter(
  db: Queryable,
  centerId: string,
  target: { slot?: string; product?: string; date?: string },
  timezone: string,
  lock: boolean,
): Promise<SlotAtCenterRow[]> {
  const { rows } = await db.query<SlotAtCenterRow>(
    `SELECT s.id, s.product_id, s.start_time, s.capacity, s.booked, s.closed_at IS NOT NULL AS closed
     FROM slots s JOIN products p ON p.id = s.product_id
     WHERE p.center_id = $1
       AND ($2::uuid IS NULL OR s.id = $2::uuid)
       AND ($3::text IS NULL OR s.product_id = $3)
       AND ($4::date IS NULL OR (s.start_time >= ($4::date)::timestamp AT TIME ZONE $5
         AND s.start_time < ($4::date + 1)::timestamp AT TIME ZONE $5))
     ORDER BY s.id ${lock ? 'FOR UPDATE OF s' : ''}`,
    [centerId, target.slot ?? null, target.product ?? null, target.date ?? null, timezone],
  );
  return rows;
}

/**
 * Sets a slot's capacity unless more places are booked: one UPDATE, so it takes the row lock that take_places takes
 * and re-reads `booked` under it; a booking waiting on the lock then sees the new capacity. The booked count.
 */
export async function setSlotCapacity(
  client: pg.PoolClient,
  slotId: string,
  capacity: number,
): Promise<{ changed: boolean; booked: number }> {
  const { rows } = await client.query<{ booked: number }>(
    'UPDATE slots SET capacity = $2 WHERE id = $1 AND booked <= $2 RETURNING booked',
    [slotId, capacity],
  );
  if (rows[0]) return { changed: true, booked: rows[0].booked };
  const now = await client.query<{ booked: number }>('SELECT booked FROM slots WHERE id = $1', [slotId]);
  return { changed: false, booked: now.rows[0]?.booked ?? 0 };
}

/** The same for an option's own places on the slot (INVENTORY rituals); undefined when the slot has no such row. */
export async function setInventoryCapacity(
  client: pg.PoolClient,
  slotId: string,
  variantId: string,
  capacity: number,
): Promise<{ changed: boolean; booked: number } | undefined> {
  const { rows } = await client.query<{ booked: number }>(
    `UPDATE slot_inventory SET capacity = $3 WHERE slot_id = $1 AND variant_id = $2 AND booked <= $3
     RETURNING booked`,
    [slotId, variantId, capacity],
  );
  if (rows[0]) return { changed: true, booked: rows[0].booked };
  const now = await client.query<{ booked: number }>(
    'SELECT booked FROM slot_inventory WHERE slot_id = $1 AND variant_id = $2',
    [slotId, variantId],
  );
  return now.rows[0] ? { changed: false, booked: now.rows[0].booked } : undefined;
}

/** Closes the open ones of the slots; the ids closed now. */
export async function closeSlots(
  client: pg.PoolClient,
  slotIds: string[],
  userId: string,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `UPDATE slots SET closed_at = now(), closed_by = $2
     WHERE id = ANY($1::uuid[]) AND closed_at IS NULL RETURNING id`,
    [slotIds, userId],
  );
  return rows.map((r) => r.id);
}

/** Opens the closed ones of the slots again; the ids reopened now. */
export async function reopenSlots(client: pg.PoolClient, slotIds: string[]): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `UPDATE slots SET closed_at = NULL, closed_by = NULL
     WHERE id = ANY($1::uuid[]) AND closed_at IS NOT NULL RETURNING id`,
    [slotIds],
  );
  return rows.map((r) => r.id);
}

export interface SlotBookingRow {
  id: string;
  booking_id: string;
  status: string;
  user_id: string;
  item_id: string;
  slot_id: string;
  payment_id: string;
  slot_start: Date;
  devotee_name: string;
  /** The devotee erased their account (issue 30): staff read "Erased devotee" in their language. */
  devotee_erased: boolean;
  email: string;
  places: number;
  paid: boolean;
}

/** The bookings that hold places on the slots (waiting to take place), by slot time and reference. */
export async function listSlotBookings(db: Queryable, slotIds: string[]): Promise<SlotBookingRow[]> {
  const { rows } = await db.query<SlotBookingRow>(
    `SELECT o.id, o.booking_id, o.status, o.user_id, o.item_id, o.slot_id, o.payment_id, o.slot_start,
       trim(COALESCE(NULLIF(bp.first_name, ''), u.first_name) || ' ' || COALESCE(NULLIF(bp.last_name, ''), u.last_name))
         AS devotee_name,
       u.erased_at IS NOT NULL AS devotee_erased,
       COALESCE(NULLIF(bp.email, ''), u.email) AS email,
       (SELECT COALESCE(sum((v ->> 'quantity')::int), 0)::int FROM jsonb_array_elements(o.variants) v) AS places,
       o.payment_status = 'COMPLETED' AS paid
     FROM orders o JOIN users u ON u.id = o.user_id JOIN payments pay ON pay.id = o.payment_id
       LEFT JOIN booking_persons bp ON bp.sso_id = o.user_id
     WHERE o.slot_id = ANY($1::uuid[]) AND o.status = 'NOT_COMPLETED'
       AND (o.payment_status = 'COMPLETED' OR pay.status IN ('INITIALIZED', 'PENDING'))
     ORDER BY o.slot_start, o.booking_id`,
    [slotIds],
  );
  return rows;
}
