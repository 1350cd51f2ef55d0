// SQL of the orders of the day's rituals (staff console): the bookings on a date's slots, and the check-in of one
// booking found by the reference the devotee sees. The slots themselves are read in slots.ts (`listDaySlots`).
import type { Queryable } from '../db/client';
import { userName } from './users';

export interface DayOrderRow {
  id: string;
  slot_id: string;
  booking_id: string;
  status: string;
  in_person: boolean;
  meta: Record<string, unknown>;
  variants: { name: string; quantity: number }[];
  devotee_name: string;
  /** The devotee erased their account (issue 30): staff read "Erased devotee" in their language. */
  devotee_erased: boolean;
  family_name: string | null;
  ritual_category: string;
  max_child_age: number | null;
  checked_in_at: Date | null;
  checked_in_by_name: string | null;
}

/** The paid bookings on the slots that a devotee may still come for or was marked for, in reference order. */
export async function listDayOrders(
  db: Queryable,
  slotIds: readonly string[],
  statuses: readonly string[],
): Promise<DayOrderRow[]> {
  if (slotIds.length === 0) return [];
  const { rows } = await db.query<DayOrderRow>(
    `SELECT o.id, o.slot_id, o.booking_id, o.status, o.in_person, o.meta, o.variants,
            trim(COALESCE(NULLIF(bp.first_name, ''), u.first_name) || ' ' ||
                 COALESCE(NULLIF(bp.last_name, ''), u.last_name)) AS devotee_name,
            u.erased_at IS NOT NULL AS devotee_erased,
            f.name AS family_name, p.category AS ritual_category,
            (p.config ->> 'maxChildAge')::int AS max_child_age,
            o.checked_in_at, trim(cu.first_name || ' ' || cu.last_name) AS checked_in_by_name
       FROM orders o
       JOIN products p ON p.id = o.product_id
       JOIN users u ON u.id = o.user_id
       LEFT JOIN booking_persons bp ON bp.sso_id = o.user_id
       LEFT JOIN families f ON f.id = o.family_id
       LEFT JOIN users cu ON cu.id = o.checked_in_by
      WHERE o.slot_id = ANY($1::uuid[]) AND o.status = ANY($2::text[]) AND o.payment_status = 'COMPLETED'
      ORDER BY o.slot_id, o.booking_id`,
    [slotIds, statuses],
  );
  return rows;
}

export interface CheckInOrderRow {
  id: string;
  booking_id: string;
  status: string;
  payment_status: string;
  slot_start: Date;
  checked_in_at: Date | null;
  checked_in_by: string | null;
  checked_in_by_name: string | null;
}

/**
 * The booking of the centre whose reference (bookingId without its first 3 characters) or whole bookingId is given;
 * `lock` takes the row for the check-in's transaction. The name of who checked it in is read after the lock: a join
 * under FOR UPDATE would keep the joined row of the snapshot taken before waiting for a concurrent check-in.
 */
export async function findOrderByReference(
  db: Queryable,
  centerId: string,
  reference: string,
  lock: boolean,
): Promise<CheckInOrderRow | undefined> {
  const { rows } = await db.query<Omit<CheckInOrderRow, 'checked_in_by_name'>>(
    `SELECT o.id, o.booking_id, o.status, o.payment_status, o.slot_start, o.checked_in_at, o.checked_in_by
       FROM orders o
      WHERE o.center_id = $1 AND (substr(o.booking_id, 4) = $2 OR o.booking_id = $2)
      ORDER BY o.booking_id LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
    [centerId, reference],
  );
  const order = rows[0];
  if (!order) return undefined;
  return {
    ...order,
    checked_in_by_name: order.checked_in_by ? await userName(db, order.checked_in_by) : null,
  };
}

/** Marks the booking; answers the time written. */
export async function markCheckIn(
  db: Queryable,
  orderId: string,
  outcome: string,
  actorId: string,
): Promise<Date> {
  const { rows } = await db.query<{ checked_in_at: Date }>(
    `UPDATE orders SET status = $2, checked_in_at = now(), checked_in_by = $3, updated_at = now()
      WHERE id = $1 RETURNING checked_in_at`,
    [orderId, outcome, actorId],
  );
  return rows[0]!.checked_in_at;
}

/** Takes a check-in back: the booking waits for the devotee again. */
export async function clearCheckIn(db: Queryable, orderId: string): Promise<void> {
  await db.query(
    `UPDATE orders SET status = 'NOT_COMPLETED', checked_in_at = NULL, checked_in_by = NULL, updated_at = now()
      WHERE id = $1`,
    [orderId],
  );
}
