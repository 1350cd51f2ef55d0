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
  /** The ritual's names in other languages (`products.texts`). */
  product_texts: unknown;
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
       p.texts AS product_texts, COALESCE(NULLIF(bp.first_name, ''), u.first_name) AS first_name,
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

/**
 * Records the month each subscription's notice announced, and when, with the hash of each notice's one-tap link
 * token (subscription_notice_links).
 */
export async function markNoticeSent(
  client: pg.PoolClient,
  notices: readonly { subscriptionId: string; tokenHash: string }[],
  now: Date,
): Promise<void> {
  if (notices.length === 0) return;
  const ids = notices.map((n) => n.subscriptionId);
  await client.query(
    'UPDATE subscriptions SET notice_month = months_paid + 1, notice_sent_at = $2 WHERE id = ANY($1::uuid[])',
    [ids, now],
  );
  await client.query(
    `INSERT INTO subscription_notice_links (token_hash, subscription_id, month, noticed_at)
     SELECT t.hash, s.id, s.notice_month, $3 FROM unnest($1::text[], $2::uuid[]) AS t(hash, id)
     JOIN subscriptions s ON s.id = t.id`,
    [notices.map((n) => n.tokenHash), ids, now],
  );
}

export interface NoticeLinkRow {
  subscription_id: string;
  user_id: string;
  month: number;
  /** Whether this link is the subscription's latest notice (a skip and a new notice spend it). */
  current: boolean;
  status: string;
  months_paid: number;
  term_months: number;
  notice_month: number | null;
  due_at: Date | null;
  next_charge_at: Date | null;
  amount: number;
  currency: string;
  ritual: string;
  center_name: string;
  center_meta: Record<string, unknown>;
}

/** The notice link of `tokenHash` with its subscription (locked for an action); undefined when unknown. */
export async function findNoticeLink(
  client: pg.PoolClient | pg.Pool,
  tokenHash: string,
  opts: { forUpdate: boolean },
): Promise<NoticeLinkRow | undefined> {
  const { rows } = await client.query<NoticeLinkRow>(
    `SELECT l.subscription_id, l.month, s.user_id,
       NOT EXISTS (SELECT 1 FROM subscription_notice_links n
                   WHERE n.subscription_id = l.subscription_id AND n.noticed_at > l.noticed_at) AS current, s.status, s.months_paid, s.term_months, s.notice_month, s.due_at,
       s.next_charge_at, s.amount, s.currency, p.name AS ritual, c.name AS center_name, c.meta AS center_meta
     FROM subscription_notice_links l
     JOIN subscriptions s ON s.id = l.subscription_id
     JOIN products p ON p.id = s.product_id
     JOIN centers c ON c.id = s.center_id
     WHERE l.token_hash = $1
     ${opts.forUpdate ? 'FOR UPDATE OF s' : ''}`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Skips the announced month: it and its charge move a month on (the term is not shortened), and its notice is
 * withdrawn, so the new date gets a notice of its own 48 hours before it.
 */
export async function skipAnnouncedMonth(
  client: pg.PoolClient,
  subscriptionId: string,
  next: { dueAt: Date; chargeAt: Date },
): Promise<void> {
  await client.query(
    `UPDATE subscriptions SET due_at = $2, next_charge_at = $3, failed_attempts = 0, notice_month = NULL,
       notice_sent_at = NULL, updated_at = now()
     WHERE id = $1`,
    [subscriptionId, next.dueAt, next.chargeAt],
  );
}
