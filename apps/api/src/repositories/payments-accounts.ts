// SQL of the accounts pages: a day's collections and refunds per channel, the payments paid (paged, sorted,
// searched by reference), the gateway payments a day close checks, and the CSV export's rows. The day closes
// themselves are in day-closes.ts.
import type { Queryable } from '../db/client';

export interface DayRange {
  centerId: string;
  /** yyyy-mm-dd, local to `timezone`. */
  from: string;
  to: string;
  timezone: string;
}

/** paid_at within the local dates [from, to] of the centre's zone ($2, $3, $4). */
const IN_DAYS = (column: string) =>
  `${column} >= ($2::date)::timestamp AT TIME ZONE $4 AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4`;
const dayParams = (r: DayRange) => [r.centerId, r.from, r.to, r.timezone];

export interface ChannelSumRow {
  channel: string;
  n: number;
  total: number;
}

export async function sumCollected(db: Queryable, r: DayRange): Promise<ChannelSumRow[]> {
  const { rows } = await db.query<ChannelSumRow>(
    `SELECT channel, count(*)::int AS n, COALESCE(sum(amount), 0)::bigint AS total
       FROM payments WHERE center_id = $1 AND paid_at IS NOT NULL AND ${IN_DAYS('paid_at')}
      GROUP BY channel`,
    dayParams(r),
  );
  return rows;
}

/**
 * Refunds that reached the devotee in the days, by the channel the money went back through: the payment's own (the
 * gateway refunds it), or the way the office gave it back outside the gateway (CASH, CHEQUE, BANK_TRANSFER).
 */
export async function sumRefunded(db: Queryable, r: DayRange): Promise<ChannelSumRow[]> {
  const { rows } = await db.query<ChannelSumRow>(
    `SELECT COALESCE(rf.outside_method, p.channel) AS channel, count(*)::int AS n,
            COALESCE(sum(rf.amount), 0)::bigint AS total
       FROM refunds rf JOIN payments p ON p.id = rf.payment_id
      WHERE p.center_id = $1 AND rf.done_at IS NOT NULL AND ${IN_DAYS('rf.done_at')}
      GROUP BY 1`,
    dayParams(r),
  );
  return rows;
}

export interface AccountPaymentRow {
  id: string;
  request_id: string;
  paid_at: Date;
  channel: string;
  status: string;
  amount: number;
  refunded_amount: number;
  currency: string;
  reference: string | null;
  bank: string | null;
  devotee_email: string | null;
  /** The devotee erased their account (issue 30): staff read "Erased devotee". */
  devotee_erased: boolean;
  booking_ids: string[];
}

const SORT_COLUMNS = {
  paidAt: 'p.paid_at',
  amount: 'p.amount',
  channel: 'p.channel',
  reference: 'reference',
} as const;

const PAYMENT_COLUMNS = `p.id, p.request_id, p.paid_at, p.channel, p.status, p.amount, p.refunded_amount, p.currency,
  COALESCE(NULLIF(p.raw_resp -> 'reference' ->> 'reference', ''), p.transaction_id) AS reference,
  NULLIF(p.raw_resp -> 'reference' ->> 'bank', '') AS bank,
  CASE WHEN u.erased_at IS NULL THEN u.email END AS devotee_email, u.erased_at IS NOT NULL AS devotee_erased,
  ARRAY(SELECT o.booking_id FROM orders o WHERE o.payment_id = p.id ORDER BY o.booking_id) AS booking_ids`;

export interface PaymentFilter {
  centerId: string;
  timezone: string;
  date?: string | undefined;
  channel?: string | undefined;
  q?: string | undefined;
}

function paymentWhere(f: PaymentFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.centerId];
  const parts = ['p.center_id = $1', 'p.paid_at IS NOT NULL'];
  if (f.date) {
    params.push(f.date, f.timezone);
    const d = `$${params.length - 1}::date`;
    const tz = `$${params.length}`;
    parts.push(
      `p.paid_at >= (${d})::timestamp AT TIME ZONE ${tz} AND p.paid_at < (${d} + 1)::timestamp AT TIME ZONE ${tz}`,
    );
  }
  if (f.channel) {
    params.push(f.channel);
    parts.push(`p.channel = $${params.length}`);
  }
  if (f.q) {
    params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = `$${params.length}`;
    parts.push(
      `(p.raw_resp -> 'reference' ->> 'reference' ILIKE ${n} OR p.raw_resp -> 'reference' ->> 'bank' ILIKE ${n}
        OR p.transaction_id ILIKE ${n} OR p.request_id ILIKE ${n})`,
    );
  }
  return { sql: parts.join(' AND '), params };
}

export async function listAccountPayments(
  db: Queryable,
  f: PaymentFilter & { sort: keyof typeof SORT_COLUMNS; dir: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: AccountPaymentRow[]; total: number }> {
  const where = paymentWhere(f);
  const dir = f.dir === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await db.query<AccountPaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p LEFT JOIN users u ON u.id = p.user_id
      WHERE ${where.sql}
      ORDER BY ${SORT_COLUMNS[f.sort]} ${dir} NULLS LAST, p.id ${dir}
      LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, f.limit, f.offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payments p WHERE ${where.sql}`,
    where.params,
  );
  return { rows, total: count.rows[0]!.n };
}

export interface GatewayPaymentRow {
  id: string;
  request_id: string;
  channel: string;
  status: string;
  amount: number;
}

/** The gateway payments of a day: created on it or paid on it, whatever their status, oldest first. */
export async function listGatewayPaymentsOfDay(
  db: Queryable,
  r: DayRange,
  channels: readonly string[],
): Promise<GatewayPaymentRow[]> {
  const { rows } = await db.query<GatewayPaymentRow>(
    `SELECT id, request_id, channel, status, amount FROM payments
      WHERE center_id = $1 AND channel = ANY($5::text[])
        AND ((${IN_DAYS('created_at')}) OR (paid_at IS NOT NULL AND ${IN_DAYS('paid_at')}))
      ORDER BY created_at, id`,
    [...dayParams(r), channels],
  );
  return rows;
}

export interface ExportRow {
  kind: 'payment' | 'refund';
  at: Date;
  request_id: string;
  channel: string;
  status: string;
  amount: number;
  currency: string;
  reference: string | null;
  bank: string | null;
  devotee_email: string | null;
  booking_ids: string[];
  key: string;
}

export async function countExportRows(db: Queryable, r: DayRange): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM payments WHERE center_id = $1 AND paid_at IS NOT NULL AND ${IN_DAYS('paid_at')})
          + (SELECT count(*) FROM refunds rf JOIN payments p ON p.id = rf.payment_id
              WHERE p.center_id = $1 AND rf.done_at IS NOT NULL AND ${IN_DAYS('rf.done_at')}) AS n`,
    dayParams(r),
  );
  return Number(rows[0]!.n);
}

/**
 * One batch of the export: payments paid and refunds done in the days, in time order, after the row keyed
 * (`afterAt`, `afterKey`) — keyset paging, so a long export never holds a transaction or reads a row twice.
 */
export async function exportBatch(
  db: Queryable,
  r: DayRange,
  after: { at: Date; key: string } | null,
  limit: number,
): Promise<ExportRow[]> {
  const { rows } = await db.query<ExportRow>(
    `SELECT * FROM (
       SELECT 'payment' AS kind, date_trunc('milliseconds', p.paid_at) AS at, p.request_id, p.channel, p.status, p.amount, p.currency,
              COALESCE(NULLIF(p.raw_resp -> 'reference' ->> 'reference', ''), p.transaction_id) AS reference,
              NULLIF(p.raw_resp -> 'reference' ->> 'bank', '') AS bank,
              CASE WHEN u.erased_at IS NULL THEN u.email ELSE 'Erased devotee' END AS devotee_email,
              ARRAY(SELECT o.booking_id FROM orders o WHERE o.payment_id = p.id ORDER BY o.booking_id) AS booking_ids,
              'p' || p.id::text AS key
         FROM payments p LEFT JOIN users u ON u.id = p.user_id
        WHERE p.center_id = $1 AND p.paid_at IS NOT NULL AND ${IN_DAYS('p.paid_at')}
       UNION ALL
       SELECT 'refund', date_trunc('milliseconds', rf.done_at), p.request_id, COALESCE(rf.outside_method, p.channel), 'REFUND',
              -rf.amount, rf.currency, COALESCE(rf.refund_ref || ' ' || NULLIF(rf.outside_note, ''), rf.refund_ref),
              NULL, CASE WHEN u.erased_at IS NULL THEN u.email ELSE 'Erased devotee' END,
              ARRAY(SELECT o.booking_id FROM orders o WHERE o.id = ANY(rf.order_ids) ORDER BY o.booking_id),
              'r' || rf.id::text
         FROM refunds rf JOIN payments p ON p.id = rf.payment_id LEFT JOIN users u ON u.id = p.user_id
        WHERE p.center_id = $1 AND rf.done_at IS NOT NULL AND ${IN_DAYS('rf.done_at')}
     ) x
     WHERE $5::timestamptz IS NULL OR (x.at, x.key) > ($5::timestamptz, $6::text)
     ORDER BY x.at, x.key LIMIT $7`,
    [...dayParams(r), after?.at ?? null, after?.key ?? '', limit],
  );
  return rows;
}
