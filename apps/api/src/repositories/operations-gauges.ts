// What the operator's gauges read from PostgreSQL at each scrape of /metrics (lib/metrics.ts): each job's backlog and
// lag (the jobs of payment expiry, mail, renewals, refunds, reminders, waiting-list offers and pre-debit notices),
// payments by status, failed refunds and today's places per slot. Read-only; several tables, one aggregate.
import { PRE_DEBIT_NOTICE_LEAD_HOURS } from '@sannidhi/domain/pre-debit';
import type { Queryable } from '../db/client';
import { REMINDER_LEAD_SQL } from './orders-reminders';
import { NOTICES_REQUIRED_SQL } from './subscriptions-notices';

export interface JobBacklogRow {
  job:
    'payment-expiry' | 'mail' | 'renewals' | 'refunds' | 'reminders' | 'waiting-list' | 'pre-debit-notices';
  /** Rows due and not done. */
  backlog: number;
  /** Seconds since the oldest of them fell due (0 when none is due). */
  lag_seconds: number;
}

/** Each job's due rows: the same conditions its claim statement uses (repositories/payments.ts, mail-outbox.ts, …). */
export async function readJobBacklogs(db: Queryable): Promise<JobBacklogRow[]> {
  const { rows } = await db.query<JobBacklogRow>(
    `SELECT 'payment-expiry' AS job, count(*)::int AS backlog,
            COALESCE(EXTRACT(EPOCH FROM now() - min(expires_at)), 0)::float8 AS lag_seconds
       FROM payments WHERE status IN ('INITIALIZED', 'PENDING') AND expires_at <= now()
     UNION ALL
     SELECT 'mail', count(*)::int, COALESCE(EXTRACT(EPOCH FROM now() - min(not_before)), 0)::float8
       FROM mail_outbox WHERE status = 'QUEUED' AND not_before <= now()
     UNION ALL
     SELECT 'renewals', count(*)::int, COALESCE(EXTRACT(EPOCH FROM now() - min(next_charge_at)), 0)::float8
       FROM subscriptions
      WHERE status = 'ACTIVE' AND mandate_status = 'ACTIVE' AND next_charge_at <= now()
     UNION ALL
     SELECT 'refunds', count(*)::int, COALESCE(EXTRACT(EPOCH FROM now() - min(next_attempt_at)), 0)::float8
       FROM refunds
      WHERE status IN ('CREATED', 'IN_TRANSIT', 'FAILED') AND attempts_left > 0 AND next_attempt_at <= now()
     UNION ALL
     SELECT 'reminders', count(*)::int,
            COALESCE(EXTRACT(EPOCH FROM now() - min(o.slot_start - ${REMINDER_LEAD_SQL})), 0)::float8
       FROM orders o JOIN centers c ON c.id = o.center_id
      WHERE o.status = 'NOT_COMPLETED' AND o.reminded_for IS DISTINCT FROM o.slot_start
        AND o.payment_status = 'COMPLETED' AND o.checked_in_at IS NULL
        AND o.slot_start > now() AND o.slot_start <= now() + interval '15 days'
        AND o.slot_start - ${REMINDER_LEAD_SQL} <= now()
     UNION ALL
     SELECT 'waiting-list', count(*)::int,
            COALESCE(EXTRACT(EPOCH FROM now() - min(offer_expires_at)), 0)::float8
       FROM waiting_list_entries WHERE status = 'OFFERED' AND offer_expires_at <= now()
     UNION ALL
     SELECT 'pre-debit-notices', count(*)::int,
            COALESCE(EXTRACT(EPOCH FROM now() - min(s.next_charge_at - make_interval(hours => $1::int))), 0)::float8
       FROM subscriptions s JOIN centers c ON c.id = s.center_id
      WHERE s.status = 'ACTIVE' AND s.mandate_status = 'ACTIVE' AND s.months_paid < s.term_months
        AND s.next_charge_at - make_interval(hours => $1::int) <= now()
        AND s.notice_month IS DISTINCT FROM s.months_paid + 1
        AND ${NOTICES_REQUIRED_SQL}`,
    [PRE_DEBIT_NOTICE_LEAD_HOURS],
  );
  return rows;
}

export interface StatusCountRow {
  status: string;
  count: number;
}

export async function countPaymentsByStatus(db: Queryable): Promise<StatusCountRow[]> {
  const { rows } = await db.query<StatusCountRow>(
    'SELECT status, count(*)::int AS count FROM payments GROUP BY status',
  );
  return rows;
}

/** Refunds the gateway refused or never answered: FAILED, whether or not attempts are left. */
export async function countFailedRefunds(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM refunds WHERE status = 'FAILED'",
  );
  return rows[0]?.count ?? 0;
}

export interface SlotTodayRow {
  center_id: string;
  product_id: string;
  slot_id: string;
  /** The slot's start in the centre's time zone, "HH:MM". */
  start: string;
  booked: number;
  capacity: number;
}

/** Every slot of today, each centre's today in its own time zone. */
export async function findSlotsOfToday(db: Queryable): Promise<SlotTodayRow[]> {
  const { rows } = await db.query<SlotTodayRow>(
    `SELECT p.center_id, p.id AS product_id, s.id AS slot_id,
            to_char(s.start_time AT TIME ZONE COALESCE(c.meta->>'timezone', 'UTC'), 'HH24:MI') AS start,
            s.booked, s.capacity
       FROM slots s
       JOIN products p ON p.id = s.product_id
       JOIN centers c ON c.id = p.center_id
      WHERE s.start_time BETWEEN now() - interval '30 hours' AND now() + interval '30 hours'
        AND (s.start_time AT TIME ZONE COALESCE(c.meta->>'timezone', 'UTC'))::date
          = (now() AT TIME ZONE COALESCE(c.meta->>'timezone', 'UTC'))::date
      ORDER BY p.center_id, s.start_time
      LIMIT 2000`,
  );
  return rows;
}
