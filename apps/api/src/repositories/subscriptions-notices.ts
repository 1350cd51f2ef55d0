// SQL of the pre-debit notices of subscription charges (services/jobs/send-pre-debit-notices.ts).
import type pg from 'pg';

/**
 * Whether centre `c` announces each subscription charge beforehand (SQL over `centers c`): Indian centres (RBI's
 * e-mandate framework), and others whose settings ask for it as a courtesy (meta.preDebitNotices). The rule of
 * packages/domain pre-debit.ts sendsPreDebitNotices, as the claims' SQL needs it.
 */
export const NOTICES_REQUIRED_SQL = `(COALESCE(c.meta ->> 'countryCode', 'IN') = 'IN'
  OR COALESCE((c.meta ->> 'preDebitNotices')::boolean, false))`;

export interface NoticeRow {
  id: string;
  amount: number;
  currency: string;
  months_paid: number;
  term_months: number;
  mandate_id: string | null;
  next_charge_at: Date;
  center_name: string;
  center_meta: Record<string, unknown>;
  center_contact: Record<string, unknown>;
  product_name: string;
  first_name: string;
  email: string;
  /** The devotee's stored language (users.language), or null. */
  language: string | null;
}

/**
 * Locks up to `limit` active subscriptions with an active mandate whose next month is charged within `leadHours` of
 * `now` and not yet announced; rows another runner holds are skipped. Indian centres, and others whose meta asks for
 * the notices (`preDebitNotices`). The caller records them (markNoticeSent) in the same transaction.
 */
export async function claimDueNotices(
  client: pg.PoolClient,
  now: Date,
  leadHours: number,
  limit: number,
): Promise<NoticeRow[]> {
  const { rows } = await client.query<NoticeRow>(
    `SELECT s.id, s.amount, s.currency, s.months_paid, s.term_months, s.mandate_id, s.next_charge_at,
       c.name AS center_name, c.meta AS center_meta, c.contact AS center_contact, p.name AS product_name,
       COALESCE(NULLIF(bp.first_name, ''), u.first_name) AS first_name,
       COALESCE(NULLIF(bp.email, ''), u.email) AS email, u.language
     FROM subscriptions s
     JOIN centers c ON c.id = s.center_id
     JOIN products p ON p.id = s.product_id
     JOIN users u ON u.id = s.user_id
     LEFT JOIN booking_persons bp ON bp.sso_id = s.user_id
     WHERE s.status = 'ACTIVE' AND s.mandate_status = 'ACTIVE' AND s.months_paid < s.term_months
       AND s.next_charge_at <= $1::timestamptz + make_interval(hours => $2::int)
       AND s.notice_month IS DISTINCT FROM s.months_paid + 1
       AND ${NOTICES_REQUIRED_SQL}
     ORDER BY s.next_charge_at, s.id
     LIMIT $3
     FOR UPDATE OF s SKIP LOCKED`,
    [now, leadHours, limit],
  );
  return rows;
}

/** Records the month each subscription's notice announced, and when. */
export async function markNoticeSent(
  client: pg.PoolClient,
  subscriptionIds: readonly string[],
  now: Date,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await client.query(
    'UPDATE subscriptions SET notice_month = months_paid + 1, notice_sent_at = $2 WHERE id = ANY($1::uuid[])',
    [subscriptionIds, now],
  );
}
