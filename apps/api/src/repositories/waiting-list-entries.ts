// SQL of the waiting list (issue 29, Deliver 3; migration 20261128T0400): joining, the devotee's entries, leaving, the
// offer job's claims, and taking an offer in an order's transaction. An offer's places are counted in slots.booked;
// they are taken with holdPlaces and given back with releaseSlot (repositories/capacity.ts), never here.
import type pg from 'pg';
import type { Queryable } from '../db/client';

export interface SlotForWaitingRow {
  id: string;
  product_id: string;
  center_id: string;
  start_time: Date;
  capacity: number;
  booked: number;
  closed: boolean;
  subscription: boolean;
}

/** The slot a devotee asks to wait for, with its centre and counts (null when there is none). */
export async function findSlotForWaiting(db: Queryable, slotId: string): Promise<SlotForWaitingRow | null> {
  const { rows } = await db.query<SlotForWaitingRow>(
    `SELECT s.id, s.product_id, p.center_id, s.start_time, s.capacity, s.booked, s.closed_at IS NOT NULL AS closed,
       p.is_subscription AS subscription
     FROM slots s JOIN products p ON p.id = s.product_id
     WHERE s.id = $1 AND NOT (s.meta ? 'subscriptionOnly')`,
    [slotId],
  );
  return rows[0] ?? null;
}

/** Adds the devotee to the end of the slot's line; null when they already wait for (or hold an offer on) it. */
export async function insertWaitingListEntry(
  db: Queryable,
  e: { slotId: string; userId: string; places: number; now: Date },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO waiting_list_entries (slot_id, user_id, places, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slot_id, user_id) WHERE status IN ('WAITING', 'OFFERED') DO NOTHING
     RETURNING id`,
    [e.slotId, e.userId, e.places, e.now],
  );
  return rows[0]?.id ?? null;
}

export interface MyWaitingListRow {
  id: string;
  slot_id: string;
  center_id: string;
  center_name: string;
  center_meta: Record<string, unknown>;
  product_id: string;
  product_name: string;
  product_texts: unknown;
  slot_start: Date;
  in_person: boolean;
  places: number;
  status: 'WAITING' | 'OFFERED' | 'BOOKED' | 'EXPIRED' | 'LEFT';
  position: number | null;
  offer_expires_at: Date | null;
  created_at: Date;
}

const MY_ENTRY_COLUMNS = `w.id, w.slot_id, p.center_id, c.name AS center_name, c.meta AS center_meta, s.product_id,
  p.name AS product_name, p.texts AS product_texts, s.start_time AS slot_start, s.in_person, w.places, w.status,
  CASE WHEN w.status = 'WAITING' THEN (
    SELECT count(*)::int FROM waiting_list_entries a
    WHERE a.slot_id = w.slot_id AND a.status = 'WAITING' AND (a.created_at, a.id) <= (w.created_at, w.id))
  END AS position,
  CASE WHEN w.status = 'OFFERED' THEN w.offer_expires_at END AS offer_expires_at, w.created_at
  FROM waiting_list_entries w JOIN slots s ON s.id = w.slot_id JOIN products p ON p.id = s.product_id
  JOIN centers c ON c.id = p.center_id`;

/** The devotee's live entries (waiting, or offered and not run out) on slots not yet begun, soonest slot first. */
export async function listMyWaitingList(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<MyWaitingListRow[]> {
  const { rows } = await db.query<MyWaitingListRow>(
    `SELECT ${MY_ENTRY_COLUMNS}
     WHERE w.user_id = $1 AND s.start_time > $2
       AND (w.status = 'WAITING' OR (w.status = 'OFFERED' AND w.offer_expires_at > $2))
     ORDER BY s.start_time, w.created_at`,
    [userId, now],
  );
  return rows;
}

/** One of the devotee's entries, whatever its status; null when it is not theirs or does not exist. */
export async function findMyWaitingListEntry(
  db: Queryable,
  id: string,
  userId: string,
): Promise<MyWaitingListRow | null> {
  const { rows } = await db.query<MyWaitingListRow>(
    `SELECT ${MY_ENTRY_COLUMNS} WHERE w.id = $1 AND w.user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/**
 * Takes the devotee off the list: a waiting entry or an offer becomes LEFT. Answers the status it had and its slot
 * and places (an offer's places are then given back by the caller, in the same transaction), or null when the entry
 * is not the devotee's or no longer live.
 */
export async function leaveWaitingList(
  client: pg.PoolClient,
  id: string,
  userId: string,
  now: Date,
): Promise<{ was: 'WAITING' | 'OFFERED'; slot_id: string; places: number } | null> {
  const { rows } = await client.query<{ was: 'WAITING' | 'OFFERED'; slot_id: string; places: number }>(
    `WITH old AS (
       SELECT id, status FROM waiting_list_entries
       WHERE id = $1 AND user_id = $2 AND status IN ('WAITING', 'OFFERED') FOR UPDATE)
     UPDATE waiting_list_entries w SET status = 'LEFT', ended_at = $3
     FROM old WHERE w.id = old.id
     RETURNING old.status AS was, w.slot_id, w.places`,
    [id, userId, now],
  );
  return rows[0] ?? null;
}

/**
 * Takes a devotee off every waiting list at once (their account is erased): live entries become LEFT. Answers each
 * offer's slot and places, which the caller gives back in the same transaction.
 */
export async function leaveAllWaitingLists(
  client: Queryable,
  userId: string,
  now: Date,
): Promise<{ slot_id: string; places: number }[]> {
  const { rows } = await client.query<{ was: string; slot_id: string; places: number }>(
    `WITH old AS (
       SELECT id, status FROM waiting_list_entries
       WHERE user_id = $1 AND status IN ('WAITING', 'OFFERED') FOR UPDATE)
     UPDATE waiting_list_entries w SET status = 'LEFT', ended_at = $2
     FROM old WHERE w.id = old.id
     RETURNING old.status AS was, w.slot_id, w.places`,
    [userId, now],
  );
  return rows.filter((r) => r.was === 'OFFERED');
}

/**
 * Takes the devotee's offer for an order (in the order's transaction): the offer becomes BOOKED if it is theirs, still
 * OFFERED and not run out at `now`. Answers its slot and places (the caller gives them back and takes the order's
 * under the slot's lock), or null.
 */
export async function takeWaitingListOffer(
  client: pg.PoolClient,
  id: string,
  userId: string,
  now: Date,
): Promise<{ slot_id: string; places: number } | null> {
  const { rows } = await client.query<{ slot_id: string; places: number }>(
    `UPDATE waiting_list_entries SET status = 'BOOKED', ended_at = $3
     WHERE id = $1 AND user_id = $2 AND status = 'OFFERED' AND offer_expires_at > $3
     RETURNING slot_id, places`,
    [id, userId, now],
  );
  return rows[0] ?? null;
}

/** Ties a taken offer to the payment of the order that took it. */
export async function setWaitingListPayment(
  client: pg.PoolClient,
  id: string,
  paymentId: string,
): Promise<void> {
  await client.query('UPDATE waiting_list_entries SET payment_id = $2 WHERE id = $1', [id, paymentId]);
}

export interface OfferRow {
  id: string;
  slot_id: string;
  user_id: string;
  places: number;
}

/** Locks up to `limit` offers that ran out at `now` (rows another runner holds are skipped). */
export async function claimExpiredOffers(
  client: pg.PoolClient,
  now: Date,
  limit: number,
): Promise<OfferRow[]> {
  const { rows } = await client.query<OfferRow>(
    `SELECT id, slot_id, user_id, places FROM waiting_list_entries
     WHERE status = 'OFFERED' AND offer_expires_at <= $1
     ORDER BY offer_expires_at, id LIMIT $2
     FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

export async function markOffersExpired(
  client: pg.PoolClient,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (!ids.length) return;
  await client.query(
    `UPDATE waiting_list_entries SET status = 'EXPIRED', ended_at = $2 WHERE id = ANY($1::uuid[])`,
    [ids, now],
  );
}

export interface SlotWithLineRow {
  id: string;
  capacity: number;
  booked: number;
  start_time: Date;
  in_person: boolean;
  product_id: string;
  product_name: string;
  /** The ritual's names in other languages (`products.texts`), for the offer mail. */
  product_texts: unknown;
  center_id: string;
  center_name: string;
  center_meta: Record<string, unknown>;
}

/**
 * Locks up to `limit` open slots not yet begun that have free places and someone waiting (FOR UPDATE, the lock a
 * booking's take_places waits for; slots another runner or a booking holds are skipped this round).
 */
export async function claimSlotsWithFreePlaces(
  client: pg.PoolClient,
  now: Date,
  limit: number,
): Promise<SlotWithLineRow[]> {
  const { rows } = await client.query<SlotWithLineRow>(
    `SELECT s.id, s.capacity, s.booked, s.start_time, s.in_person, s.product_id, p.name AS product_name,
       p.texts AS product_texts, p.center_id, c.name AS center_name, c.meta AS center_meta
     FROM slots s JOIN products p ON p.id = s.product_id JOIN centers c ON c.id = p.center_id
     WHERE s.start_time > $1 AND s.closed_at IS NULL AND s.booked < s.capacity
       AND EXISTS (SELECT 1 FROM waiting_list_entries w WHERE w.slot_id = s.id AND w.status = 'WAITING')
     ORDER BY s.start_time, s.id LIMIT $2
     FOR UPDATE OF s SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

export interface InLineRow {
  id: string;
  user_id: string;
  places: number;
  email: string;
  first_name: string;
  language: string | null;
}

/** The slot's line, first in line first (the caller holds the slot's lock). */
export async function waitingLineOf(client: pg.PoolClient, slotId: string): Promise<InLineRow[]> {
  const { rows } = await client.query<InLineRow>(
    `SELECT w.id, w.user_id, w.places, u.email, u.first_name, u.language
     FROM waiting_list_entries w JOIN users u ON u.id = w.user_id
     WHERE w.slot_id = $1 AND w.status = 'WAITING'
     ORDER BY w.created_at, w.id`,
    [slotId],
  );
  return rows;
}

/** Marks a waiting entry offered until `expiresAt`; false when it is no longer waiting (the devotee left). */
export async function markOffered(
  client: pg.PoolClient,
  id: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE waiting_list_entries SET status = 'OFFERED', offered_at = $2, offer_expires_at = $3
     WHERE id = $1 AND status = 'WAITING'`,
    [id, now, expiresAt],
  );
  return rowCount === 1;
}
