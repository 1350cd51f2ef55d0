// After the rush: what PostgreSQL holds. Oversell (each released date's booked places against its capacity and the
// places its active orders hold), the reconciliation check of the api itself (payments without bookings, counts
// that differ), the bench's payments by status, and the confirmation mails: sent to the sandbox's SMTP inbox.
import type pg from 'pg';
import { checkReconciliation } from '../../apps/api/src/services/reconciliation/check-reconciliation';

export interface Oversell {
  capacity: number;
  booked: number;
  /** Places held by the active orders (NOT_COMPLETED, COMPLETED, NO_SHOW) of the released dates. */
  held: number;
  slotsOverCapacity: number;
  slotsFull: number;
}

export async function oversell(pool: pg.Pool, slotIds: string[]): Promise<Oversell> {
  const { rows } = await pool.query<{ capacity: number; booked: number; held: number }>(
    `SELECT s.capacity, s.booked,
            (SELECT coalesce(sum((v->>'quantity')::int), 0)::int FROM orders o, jsonb_array_elements(o.variants) v
              WHERE o.slot_id = s.id AND o.status IN ('NOT_COMPLETED', 'COMPLETED', 'NO_SHOW')) AS held
       FROM slots s WHERE s.id = ANY($1::uuid[])`,
    [slotIds],
  );
  const sum = (k: 'capacity' | 'booked' | 'held') => rows.reduce((a, r) => a + r[k], 0);
  return {
    capacity: sum('capacity'),
    booked: sum('booked'),
    held: sum('held'),
    slotsOverCapacity: rows.filter((r) => r.booked > r.capacity).length,
    slotsFull: rows.filter((r) => r.booked === r.capacity).length,
  };
}

/** The api's own reconciliation check over the whole database: findings by kind. */
export async function reconciliation(pool: pg.Pool): Promise<Record<string, number>> {
  const findings = await checkReconciliation(pool);
  const byKind: Record<string, number> = {};
  for (const f of findings) byKind[f.kind] = (byKind[f.kind] ?? 0) + 1;
  return byKind;
}

export async function paymentsByStatus(pool: pg.Pool, userPrefix: string): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM payments WHERE user_id LIKE $1 GROUP BY status ORDER BY status',
    [`${userPrefix}%`],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export interface Mail {
  confirmations: number;
  sent: number;
  queued: number;
  failed: number;
  /** When the last of them was accepted by the sandbox's SMTP server (ms since the epoch), or null. */
  lastSentAt: number | null;
}

/** The bench devotees' mails in the outbox; a SENT one was accepted by the sandbox's SMTP server (its inbox). */
export async function mail(pool: pg.Pool, addressPattern: string): Promise<Mail> {
  const { rows } = await pool.query<{
    confirmations: number;
    sent: number;
    queued: number;
    failed: number;
    last: Date | null;
  }>(
    `SELECT count(*) FILTER (WHERE kind = 'order-confirmation')::int AS confirmations,
            count(*) FILTER (WHERE status = 'SENT')::int AS sent,
            count(*) FILTER (WHERE status = 'QUEUED')::int AS queued,
            count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
            max(sent_at) AS last
       FROM mail_outbox WHERE to_address LIKE $1`,
    [addressPattern],
  );
  const r = rows[0]!;
  return { ...r, lastSentAt: r.last ? r.last.getTime() : null };
}
