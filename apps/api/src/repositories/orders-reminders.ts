// SQL of the reminder before a ritual (services/jobs/send-reminders.ts): claim the confirmed bookings whose reminder
// is due, and record the slot start each was reminded (or skipped) for.
import type pg from 'pg';
import { variantTextsColumn } from './variant-texts-sql';

export interface ReminderRow {
  id: string;
  booking_id: string;
  payment_id: string;
  center_name: string;
  center_meta: Record<string, unknown>;
  center_contact: Record<string, unknown>;
  product_name: string;
  /** The ritual's names in other languages (`products.texts`). */
  product_texts: unknown;
  /** The ritual's variant names in other languages by English name (null: none given). */
  variant_texts: Record<string, unknown> | null;
  slot_start: Date;
  in_person: boolean;
  status: string;
  payment_status: string;
  checked_in: boolean;
  /** When the booking got its present date: booked, or last rescheduled. */
  dated_at: Date;
  variants: { name: string; quantity: number }[];
  first_name: string;
  email: string;
  /** The devotee's stored language (users.language), or null. */
  language: string | null;
}

/** How long before its slot a booking is reminded (SQL over `centers c`): the centre's reminderHours, 24 by default. */
export const REMINDER_LEAD_SQL = "make_interval(hours => COALESCE((c.meta ->> 'reminderHours')::int, 24))";

/**
 * Locks up to `limit` confirmed, not checked-in bookings whose reminder is due at `now` (the centre's reminderHours
 * before the ritual, 24 unless set, 0 = none) and not yet sent for their present date; rows another runner holds are
 * skipped. The caller records them (markReminded) in the same transaction.
 */
export async function claimDueReminders(
  client: pg.PoolClient,
  now: Date,
  limit: number,
): Promise<ReminderRow[]> {
  const { rows } = await client.query<ReminderRow>(
    `SELECT o.id, o.booking_id, o.payment_id, c.name AS center_name, c.meta AS center_meta,
       c.contact AS center_contact, p.name AS product_name, p.texts AS product_texts, o.slot_start, o.in_person, o.status,
       o.payment_status,
       o.checked_in_at IS NOT NULL AS checked_in,
       COALESCE((o.reschedule_history -> -1 ->> 'at')::timestamptz, o.created_at) AS dated_at, o.variants,
       COALESCE(NULLIF(bp.first_name, ''), u.first_name) AS first_name,
       COALESCE(NULLIF(bp.email, ''), u.email) AS email, u.language,
       ${variantTextsColumn('o.product_id')}
     FROM orders o
     JOIN centers c ON c.id = o.center_id
     JOIN products p ON p.id = o.product_id
     JOIN users u ON u.id = o.user_id
     LEFT JOIN booking_persons bp ON bp.sso_id = o.user_id
     WHERE o.status = 'NOT_COMPLETED' AND o.reminded_for IS DISTINCT FROM o.slot_start
       AND o.payment_status = 'COMPLETED' AND o.checked_in_at IS NULL
       AND o.slot_start > $1 AND o.slot_start <= $1 + interval '15 days'
       AND o.slot_start - ${REMINDER_LEAD_SQL} <= $1
     ORDER BY o.slot_start, o.id
     LIMIT $2
     FOR UPDATE OF o SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

/** Records that the bookings' reminders for their present dates are done (sent or not needed). */
export async function markReminded(client: pg.PoolClient, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await client.query('UPDATE orders SET reminded_for = slot_start WHERE id = ANY($1::uuid[])', [orderIds]);
}
