// Recurring prasadam subscriptions: the subscription, its monthly charge attempts, its paid months and their orders.
import type pg from 'pg';
import { PRE_DEBIT_NOTICE_MIN_HOURS } from '@sannidhi/domain/pre-debit';
import type { Queryable } from '../db/client';
import { NOTICES_REQUIRED_SQL } from './subscriptions-notices';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  center_id: string;
  product_id: string;
  status: string;
  subscription_type: string;
  booking_person_info: Record<string, unknown>;
  prasadam_delivery_address: Record<string, unknown>;
  created_at: Date;
  item_id: string | null;
  first_payment_id: string | null;
  first_order_id: string | null;
  amount: number;
  currency: string;
  term_months: number;
  months_paid: number;
  mandate_id: string | null;
  mandate_status: string;
  due_at: Date | null;
  next_charge_at: Date | null;
  failed_attempts: number;
  lease_token: string | null;
  lease_until: Date | null;
  /** The month (sequence) the last pre-debit notice announced, and when it was queued (send-pre-debit-notices). */
  notice_month: number | null;
  notice_sent_at: Date | null;
}

export async function insertPendingSubscription(
  db: Queryable,
  s: {
    userId: string;
    centerId: string;
    productId: string;
    itemId: string;
    firstPaymentId: string;
    firstOrderId: string;
    amount: number;
    currency: string;
    bookingPersonInfo: Record<string, unknown>;
    prasadamDeliveryAddress: Record<string, unknown>;
    termMonths: number;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, center_id, product_id, status, subscription_type, booking_person_info,
       prasadam_delivery_address, item_id, first_payment_id, first_order_id, amount, currency, term_months)
     VALUES ($1, $2, $3, 'ACTIVE', 'RECURRING', $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      s.userId,
      s.centerId,
      s.productId,
      s.bookingPersonInfo,
      s.prasadamDeliveryAddress,
      s.itemId,
      s.firstPaymentId,
      s.firstOrderId,
      s.amount,
      s.currency,
      s.termMonths,
    ],
  );
  return rows[0]!.id;
}

export async function findSubscription(
  db: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT * FROM subscriptions WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** The subscription whose first payment this is, locked. */
/** Whether the payment is a subscription's first payment or one of its monthly charges (one round trip). */
export async function paymentIsForSubscription(db: Queryable, paymentId: string): Promise<boolean> {
  const { rows } = await db.query<{ linked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM subscriptions WHERE first_payment_id = $1)
         OR EXISTS (SELECT 1 FROM subscription_charges WHERE payment_id = $1) AS linked`,
    [paymentId],
  );
  return rows[0]?.linked ?? false;
}

export async function lockSubscriptionByFirstPayment(
  db: Queryable,
  paymentId: string,
): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    'SELECT * FROM subscriptions WHERE first_payment_id = $1 FOR UPDATE',
    [paymentId],
  );
  return rows[0];
}

/** The monthly charge attempt this payment is, if any. */
export async function findChargeByPayment(
  db: Queryable,
  paymentId: string,
): Promise<{ subscription_id: string; sequence: number; attempt: number } | undefined> {
  const { rows } = await db.query<{ subscription_id: string; sequence: number; attempt: number }>(
    'SELECT subscription_id, sequence, attempt FROM subscription_charges WHERE payment_id = $1',
    [paymentId],
  );
  return rows[0];
}

/** The latest attempt at a month, with its payment's request id and status. */
export async function latestCharge(
  db: Queryable,
  subscriptionId: string,
  sequence: number,
): Promise<{ attempt: number; payment_id: string; request_id: string; status: string } | undefined> {
  const { rows } = await db.query<{
    attempt: number;
    payment_id: string;
    request_id: string;
    status: string;
  }>(
    `SELECT c.attempt, c.payment_id, p.request_id, p.status
     FROM subscription_charges c JOIN payments p ON p.id = c.payment_id
     WHERE c.subscription_id = $1 AND c.sequence = $2 ORDER BY c.attempt DESC LIMIT 1`,
    [subscriptionId, sequence],
  );
  return rows[0];
}

/** A new charge attempt: its payment (INITIALIZED, reconciled by the expiry job if it never ends) and the link. */
export async function insertChargeAttempt(
  db: Queryable,
  c: {
    subscription: SubscriptionRow;
    sequence: number;
    attempt: number;
    requestId: string;
    expiresAt: Date;
  },
): Promise<string> {
  const s = c.subscription;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel, raw_resp,
       idempotency_key, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'INITIALIZED', 'GPMS', $6, $7, $8) RETURNING id`,
    [
      c.requestId,
      s.center_id,
      s.user_id,
      s.amount,
      s.currency,
      { subscriptionId: s.id, month: c.sequence, attempt: c.attempt, mandateId: s.mandate_id },
      `subscription:${s.id}:${c.sequence}:${c.attempt}`,
      c.expiresAt,
    ],
  );
  const paymentId = rows[0]!.id;
  await db.query(
    'INSERT INTO subscription_charges (subscription_id, sequence, attempt, payment_id) VALUES ($1, $2, $3, $4)',
    [s.id, c.sequence, c.attempt, paymentId],
  );
  return paymentId;
}

/** First payment completed with a mandate: the subscription can be charged from `dueAt` on. */
export async function activateSubscription(
  db: Queryable,
  id: string,
  a: { mandateId: string | null; dueAt: Date | null },
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET mandate_id = $2, mandate_status = CASE WHEN $2::text IS NULL THEN 'PENDING' ELSE 'ACTIVE' END,
       months_paid = 1, due_at = $3, next_charge_at = $3, failed_attempts = 0,
       status = CASE WHEN term_months <= 1 THEN 'COMPLETED' ELSE status END, updated_at = now()
     WHERE id = $1`,
    [id, a.mandateId, a.dueAt],
  );
}

export async function setMandateStatus(
  db: Queryable,
  id: string,
  mandateStatus: string,
  status?: string,
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET mandate_status = $2, status = COALESCE($3, status), updated_at = now() WHERE id = $1`,
    [id, mandateStatus, status ?? null],
  );
}

/** A paid month; null when the month already has a payment (never paid twice). */
export async function insertPaidMonth(
  db: Queryable,
  p: { subscriptionId: string; paymentId: string; sequence: number },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO subscription_payments (subscription_id, payment_id, sequence, months_completed)
     VALUES ($1, $2, $3, $3) ON CONFLICT (subscription_id, sequence) DO NOTHING RETURNING id`,
    [p.subscriptionId, p.paymentId, p.sequence],
  );
  return rows[0]?.id ?? null;
}

/** Month `sequence` is paid: the next month falls due a month after this one; after the last, COMPLETED. */
export async function advanceSubscription(db: Queryable, id: string, sequence: number): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET months_paid = $2, failed_attempts = 0,
       due_at = due_at + interval '1 month', next_charge_at = due_at + interval '1 month',
       status = CASE WHEN $2 >= term_months THEN 'COMPLETED' ELSE status END, updated_at = now()
     WHERE id = $1`,
    [id, sequence],
  );
}

export async function recordFailedAttempt(
  db: Queryable,
  id: string,
  f: { failedAttempts: number; nextChargeAt: Date; status: string },
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET failed_attempts = $2, next_charge_at = $3, status = $4, updated_at = now() WHERE id = $1`,
    [id, f.failedAttempts, f.nextChargeAt, f.status],
  );
}

/**
 * Claims up to `limit` subscriptions due at `now` for one runner: rows locked by another runner are skipped, and
 * the lease keeps them from every other runner until released or expired. At a centre that announces its charges,
 * a month is due only 24 hours after its pre-debit notice (packages/domain pre-debit.ts).
 */
export async function claimDueSubscriptions(
  pool: pg.Pool,
  c: { now: Date; limit: number; token: string; leaseUntil: Date },
): Promise<SubscriptionRow[]> {
  const { rows } = await pool.query<SubscriptionRow>(
    `UPDATE subscriptions SET lease_token = $3, lease_until = $4
     WHERE id IN (SELECT s.id FROM subscriptions s JOIN centers c ON c.id = s.center_id
                  WHERE s.status = 'ACTIVE' AND s.mandate_status = 'ACTIVE' AND s.next_charge_at <= $1
                    AND (s.lease_until IS NULL OR s.lease_until <= $1)
                    AND (NOT ${NOTICES_REQUIRED_SQL}
                         OR (s.notice_month = s.months_paid + 1
                             AND s.notice_sent_at <= $1::timestamptz - make_interval(hours => $5::int)))
                  ORDER BY s.next_charge_at LIMIT $2 FOR UPDATE OF s SKIP LOCKED)
     RETURNING *`,
    [c.now, c.limit, c.token, c.leaseUntil, PRE_DEBIT_NOTICE_MIN_HOURS],
  );
  return rows;
}

/** Whether the subscription's centre announces each charge beforehand (the claim above and the notice job's). */
export async function sendsPreDebitNotices(db: Queryable, centerId: string): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>(
    `SELECT ${NOTICES_REQUIRED_SQL} AS required FROM centers c WHERE c.id = $1`,
    [centerId],
  );
  return rows[0]?.required ?? true;
}

export async function releaseLease(db: Queryable, id: string, token: string): Promise<void> {
  await db.query(
    'UPDATE subscriptions SET lease_token = NULL, lease_until = NULL WHERE id = $1 AND lease_token = $2',
    [id, token],
  );
}

/**
 * Subscriptions whose mandate is still to be revoked at the gateway: REVOKE_FAILED (the gateway was unreachable on
 * cancel) and REVOKE_DUE (the mandate of a late first payment that was refunded).
 */
export async function listMandatesToRevoke(db: Queryable, limit: number): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT * FROM subscriptions WHERE mandate_status IN ('REVOKE_FAILED', 'REVOKE_DUE') AND mandate_id IS NOT NULL
     ORDER BY updated_at LIMIT $1`,
    [limit],
  );
  return rows;
}

/** A mandate the gateway set up for a subscription that will not run: kept, and revoked by the renewal job. */
export async function setMandateToRevoke(db: Queryable, id: string, mandateId: string): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET mandate_id = $2, mandate_status = 'REVOKE_DUE', status = 'CANCELLED', updated_at = now()
     WHERE id = $1`,
    [id, mandateId],
  );
}

/**
 * The ritual slot of a subscription month: the product's first slot in that calendar month (UTC) not before the
 * anniversary's month start; when the schedule does not reach that far, an online slot is added at the
 * anniversary, with no places to sell (subscribers' months never take places).
 */
export async function slotForMonth(
  db: Queryable,
  productId: string,
  anniversary: Date,
): Promise<{ id: string; start_time: Date }> {
  const found = await db.query<{ id: string; start_time: Date }>(
    `SELECT id, start_time FROM slots
     WHERE product_id = $1 AND start_time >= date_trunc('month', $2::timestamptz)
       AND start_time < date_trunc('month', $2::timestamptz) + interval '1 month'
     ORDER BY in_person, start_time LIMIT 1 FOR KEY SHARE`,
    [productId, anniversary],
  );
  if (found.rows[0]) return found.rows[0];
  const { rows } = await db.query<{ id: string; start_time: Date }>(
    `INSERT INTO slots (product_id, start_time, in_person, capacity, meta)
     VALUES ($1, $2, false, 0, '{"subscriptionOnly": true}')
     ON CONFLICT (product_id, start_time, in_person) DO UPDATE SET meta = slots.meta
     RETURNING id, start_time`,
    [productId, anniversary],
  );
  return rows[0]!;
}

/** What mails and shipping need about a subscription: ritual name, centre country, devotee e-mail and zone. */
export interface SubscriptionContext {
  ritual: string;
  /** The ritual's names in other languages (`products.texts`), for mails in the devotee's language. */
  ritualTexts: unknown;
  centerCountry: string;
  centerName: string;
  /** The centre's e-mail and phone, for complaints; '' when it has none. */
  centerContact: string;
  email: string;
  firstName: string;
  timezone: string;
  dateFormat: string | null;
  language: string | null;
}

export async function subscriptionContext(
  db: Queryable,
  s: { product_id: string; center_id: string; user_id: string },
): Promise<SubscriptionContext> {
  const { rows } = await db.query<{
    ritual: string;
    ritual_texts: unknown;
    country: string | null;
    center_name: string;
    contact: string | null;
    email: string | null;
    first_name: string | null;
    tz: string | null;
    date_format: string | null;
    language: string | null;
  }>(
    `SELECT p.name AS ritual, p.texts AS ritual_texts, c.meta->>'countryCode' AS country, c.meta->>'timezone' AS tz,
       c.meta->>'dateFormat' AS date_format, c.name AS center_name,
       concat_ws(', ', NULLIF(btrim(c.contact->>'email'), ''), NULLIF(btrim(c.contact->>'phone'), '')) AS contact,
       u.email, u.first_name, u.language
     FROM products p JOIN centers c ON c.id = $2 LEFT JOIN users u ON u.id = $3 WHERE p.id = $1`,
    [s.product_id, s.center_id, s.user_id],
  );
  const r = rows[0];
  return {
    ritual: r?.ritual ?? 'prasadam',
    ritualTexts: r?.ritual_texts ?? {},
    centerCountry: r?.country ?? 'IN',
    centerName: r?.center_name ?? '',
    centerContact: r?.contact ?? '',
    email: r?.email ?? '',
    firstName: r?.first_name ?? '',
    timezone: r?.tz ?? 'Asia/Kolkata',
    dateFormat: r?.date_format ?? null,
    language: r?.language ?? null,
  };
}

export interface ListedSubscriptionRow extends SubscriptionRow {
  product_name: string;
  product_image: string;
}

/** A devotee's subscriptions at a centre that got past their first payment, newest first. */
export async function listSubscriptions(
  db: Queryable,
  userId: string,
  centerId: string,
): Promise<ListedSubscriptionRow[]> {
  const { rows } = await db.query<ListedSubscriptionRow>(
    `SELECT s.*, p.name AS product_name, p.image AS product_image
     FROM subscriptions s JOIN products p ON p.id = s.product_id
     WHERE s.user_id = $1 AND s.center_id = $2 AND s.months_paid > 0
     ORDER BY s.created_at DESC, s.id`,
    [userId, centerId],
  );
  return rows;
}

export interface PaidMonthRow {
  id: string;
  subscription_id: string;
  sequence: number;
  months_completed: number;
  amount: number;
  currency: string;
  status: string;
  paid_at: Date;
}

export async function listPaidMonths(db: Queryable, subscriptionIds: string[]): Promise<PaidMonthRow[]> {
  const { rows } = await db.query<PaidMonthRow>(
    `SELECT sp.id, sp.subscription_id, sp.sequence, sp.months_completed, p.amount, p.currency, p.status,
       sp.created_at AS paid_at
     FROM subscription_payments sp JOIN payments p ON p.id = sp.payment_id
     WHERE sp.subscription_id = ANY($1::uuid[]) ORDER BY sp.subscription_id, sp.sequence`,
    [subscriptionIds],
  );
  return rows;
}

export interface MonthOrderRow {
  id: string;
  subscription_payment_id: string;
  booking_id: string;
  slot_start: Date;
  status: string;
  delivery_status: string;
  carrier: string | null;
  prasadam_tracking_id: string | null;
}

export async function listMonthOrders(db: Queryable, monthIds: string[]): Promise<MonthOrderRow[]> {
  const { rows } = await db.query<MonthOrderRow>(
    `SELECT o.id, o.subscription_payment_id, o.booking_id, s.start_time AS slot_start, o.status, o.delivery_status,
       o.carrier, o.prasadam_tracking_id
     FROM orders o JOIN slots s ON s.id = o.slot_id
     WHERE o.subscription_payment_id = ANY($1::uuid[]) ORDER BY s.start_time, o.id`,
    [monthIds],
  );
  return rows;
}

export async function setSubscriptionStatus(
  db: Queryable,
  id: string,
  u: { status: string; next?: { dueAt: Date; chargeAt: Date } | null },
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = $2, next_charge_at = COALESCE($4, next_charge_at),
       due_at = COALESCE($3, due_at), failed_attempts = CASE WHEN $3::timestamptz IS NULL THEN failed_attempts ELSE 0 END,
       updated_at = now()
     WHERE id = $1`,
    [id, u.status, u.next?.dueAt ?? null, u.next?.chargeAt ?? null],
  );
}

/**
 * The new address for the parcels still to come: the subscription's, and its orders' not yet packed, also those
 * whose ritual has taken place and whose parcel waits to be packed. Parcels already packed (or further on) keep the
 * address they were packed for, and cancelled months send none. Returns the orders changed.
 */
export async function updateSubscriptionAddress(
  db: Queryable,
  id: string,
  address: Record<string, unknown>,
): Promise<number> {
  await db.query(
    'UPDATE subscriptions SET prasadam_delivery_address = $2, updated_at = now() WHERE id = $1',
    [id, address],
  );
  const { rowCount } = await db.query(
    `UPDATE orders o SET prasadam_delivery_address = $2, updated_at = now()
     FROM subscription_payments sp
     WHERE sp.subscription_id = $1 AND o.subscription_payment_id = sp.id AND o.has_prasadam
       AND o.delivery_status IN ('NONE', 'PENDING') AND o.status NOT IN ('CANCELLED', 'ERROR')`,
    [id, address],
  );
  return rowCount ?? 0;
}

export async function findSubscriptionByMandate(
  db: Queryable,
  mandateId: string,
): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    'SELECT * FROM subscriptions WHERE mandate_id = $1 FOR UPDATE',
    [mandateId],
  );
  return rows[0];
}

/** Records a signed notification's signature once; false when it was seen before (a replay). */
export async function recordNotificationSeen(
  db: Queryable,
  n: { signature: string; reference: string; status: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO gateway_notifications (signature, request_id, status, outcome) VALUES ($1, $2, $3, 'applied')
     ON CONFLICT (signature) DO NOTHING`,
    [n.signature, n.reference, n.status],
  );
  return Boolean(rowCount);
}

/** Whether a subscription's month has been paid (by any attempt). */
export async function isMonthPaid(db: Queryable, subscriptionId: string, sequence: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM subscription_payments WHERE subscription_id = $1 AND sequence = $2',
    [subscriptionId, sequence],
  );
  return Boolean(rowCount);
}
