// SQL of refunds: one row per refund asked of the gateway, CREATED → IN_TRANSIT → DONE | FAILED (retried).
import crypto from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '../db/client';

/** Why a refund was made: a cancellation, or a payment that arrived after it expired and could not be honoured. */
export type RefundReason = 'cancel' | 'late-payment';

export interface RefundRow {
  id: string;
  refund_ref: string;
  payment_id: string;
  order_ids: string[];
  amount: number;
  currency: string;
  status: 'AWAITING_APPROVAL' | 'CREATED' | 'IN_TRANSIT' | 'DONE' | 'FAILED';
  attempts: number;
  attempts_left: number;
  last_error: string | null;
  gateway_refund_id: string | null;
  next_attempt_at: Date;
  reason: RefundReason;
  failure_mailed_at: Date | null;
  /** Set when the temple office gave the refund back another way (then DONE, not through the gateway). */
  outside_method: 'CASH' | 'BANK_TRANSFER' | 'CHEQUE' | null;
  outside_note: string | null;
  outside_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const REF_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A 12-character refund reference the gateway sees ("RF" + 10). */
export function newRefundRef(): string {
  const bytes = crypto.randomBytes(10);
  return `RF${Array.from(bytes, (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
}

export async function insertRefund(
  client: pg.PoolClient,
  r: {
    paymentId: string;
    orderIds: string[];
    amount: number;
    currency: string;
    /** Who asked for it (the person cancelling; null for a late payment refunded by the api itself). */
    requestedBy: string | null;
    awaitingApproval: boolean;
    reason: RefundReason;
  },
): Promise<RefundRow> {
  const { rows } = await client.query<RefundRow>(
    `INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency, requested_by, status, reason)
     VALUES ($1, $2, $3::uuid[], $4, $5, $6, $7, $8) RETURNING *`,
    [
      newRefundRef(),
      r.paymentId,
      r.orderIds,
      r.amount,
      r.currency,
      r.requestedBy,
      r.awaitingApproval ? 'AWAITING_APPROVAL' : 'CREATED',
      r.reason,
    ],
  );
  return rows[0]!;
}

/** Refunds that include any of the orders. */
export async function findRefundsOfOrders(db: Queryable, orderIds: readonly string[]): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    'SELECT * FROM refunds WHERE order_ids && $1::text[]::uuid[] ORDER BY created_at',
    [orderIds],
  );
  return rows;
}

/**
 * Claims the next refund due to be sent: new, failed and due again, or in transit with no notification by its
 * check time; only while automatic attempts are left. Other api processes skip the locked row; the lock is held
 * until the attempt is recorded, so that the gateway's notification of it is applied after.
 */
export async function claimNextDueRefund(
  client: pg.PoolClient,
  now: Date,
  onlyId: string | null = null,
): Promise<(RefundRow & { request_id: string }) | undefined> {
  const { rows } = await client.query<RefundRow & { request_id: string }>(
    `SELECT r.*, p.request_id FROM refunds r JOIN payments p ON p.id = r.payment_id
     WHERE r.status IN ('CREATED', 'IN_TRANSIT', 'FAILED') AND r.attempts_left > 0 AND r.next_attempt_at <= $1 AND ($2::uuid IS NULL OR r.id = $2)
     ORDER BY r.next_attempt_at LIMIT 1 FOR UPDATE OF r SKIP LOCKED`,
    [now, onlyId],
  );
  return rows[0];
}

export async function findRefundByRef(
  client: pg.PoolClient,
  ref: string,
): Promise<(RefundRow & { request_id: string }) | undefined> {
  const { rows } = await client.query<RefundRow & { request_id: string }>(
    `SELECT r.*, p.request_id FROM refunds r JOIN payments p ON p.id = r.payment_id
     WHERE r.refund_ref = $1 FOR UPDATE OF r`,
    [ref],
  );
  return rows[0];
}

/** The gateway took the request (one attempt used); asked about again at `checkAgainAt` if no notification came. */
export async function markRefundInTransit(
  client: Queryable,
  id: string,
  gatewayRefundId: string,
  checkAgainAt: Date,
) {
  await client.query(
    `UPDATE refunds SET status = 'IN_TRANSIT', gateway_refund_id = $2, attempts = attempts + 1,
       attempts_left = GREATEST(attempts_left - 1, 0), last_error = NULL, next_attempt_at = $3, updated_at = now()
     WHERE id = $1 AND status <> 'DONE'`,
    [id, gatewayRefundId, checkAgainAt],
  );
}

/** The request did not reach the gateway or was refused (one attempt used): FAILED, tried again at `retryAt`. */
export async function markRefundRequestFailed(client: Queryable, id: string, error: string, retryAt: Date) {
  await client.query(
    `UPDATE refunds SET status = 'FAILED', attempts = attempts + 1, attempts_left = GREATEST(attempts_left - 1, 0),
       last_error = $2, next_attempt_at = $3, updated_at = now() WHERE id = $1 AND status <> 'DONE'`,
    [id, error.slice(0, 500), retryAt],
  );
}

/** The gateway's notification says the refund failed: FAILED with its reason, tried again at `retryAt`. */
export async function markRefundFailed(client: Queryable, id: string, error: string, retryAt: Date) {
  await client.query(
    `UPDATE refunds SET status = 'FAILED', last_error = $2, next_attempt_at = $3, updated_at = now()
     WHERE id = $1 AND status <> 'DONE'`,
    [id, error.slice(0, 500), retryAt],
  );
}

export async function markRefundDone(client: pg.PoolClient, id: string, gatewayRefundId: string | null) {
  await client.query(
    `UPDATE refunds SET status = 'DONE', gateway_refund_id = COALESCE($2, gateway_refund_id), updated_at = now()
     WHERE id = $1`,
    [id, gatewayRefundId],
  );
}

/**
 * The office gave a refund back another way: DONE with how, by whom and the note, only from a state that may be
 * (FAILED, or CREATED never sent). False when it was not in such a state (a second click, or the gateway got it).
 */
export async function markRefundDoneOutside(
  client: pg.PoolClient,
  id: string,
  r: { method: NonNullable<RefundRow['outside_method']>; note: string | null; by: string },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE refunds SET status = 'DONE', outside_method = $2, outside_note = $3, outside_by = $4, attempts_left = 0,
       updated_at = now()
     WHERE id = $1 AND status IN ('FAILED', 'CREATED')`,
    [id, r.method, r.note, r.by],
  );
  return Boolean(rowCount);
}

/**
 * Adds a completed refund to its payment and its orders; the payment becomes REFUNDED only when all of it has
 * been refunded. Returns the payment's refunded total and amount.
 */
export async function applyRefundToPayment(
  client: pg.PoolClient,
  refund: Pick<RefundRow, 'payment_id' | 'order_ids' | 'amount'>,
): Promise<{ refunded: number; amount: number }> {
  const { rows } = await client.query<{ refunded_amount: number; amount: number }>(
    `UPDATE payments SET refunded_amount = refunded_amount + $2,
       status = CASE WHEN refunded_amount + $2 >= amount THEN 'REFUNDED' ELSE status END, updated_at = now()
     WHERE id = $1 RETURNING refunded_amount, amount`,
    [refund.payment_id, refund.amount],
  );
  await client.query(
    `UPDATE orders SET payment_status = 'REFUNDED', updated_at = now() WHERE id = ANY($1::uuid[])`,
    [refund.order_ids],
  );
  return { refunded: rows[0]!.refunded_amount, amount: rows[0]!.amount };
}

export interface OpenRefundRow extends RefundRow {
  center_id: string;
  booking_ids: string[];
  devotee_email: string | null;
  /** The devotee erased their account (issue 30): staff read "Erased devotee". */
  devotee_erased: boolean;
  requested_by_name: string | null;
}

/**
 * Refunds of a centre that have not reached the devotee and need a look: every FAILED one, and any other not DONE
 * since before `stuckBefore`. Oldest first.
 */
export async function listOpenRefunds(
  db: Queryable,
  centerId: string,
  stuckBefore: Date,
): Promise<OpenRefundRow[]> {
  const { rows } = await db.query<OpenRefundRow>(
    `SELECT r.*, p.center_id,
       ARRAY(SELECT o.booking_id FROM orders o WHERE o.id = ANY(r.order_ids) ORDER BY o.booking_id) AS booking_ids,
       CASE WHEN u.erased_at IS NULL THEN u.email END AS devotee_email,
       u.erased_at IS NOT NULL AS devotee_erased, rq.email AS requested_by_name
     FROM refunds r JOIN payments p ON p.id = r.payment_id LEFT JOIN users u ON u.id = p.user_id
       LEFT JOIN users rq ON rq.id = r.requested_by
     WHERE r.status <> 'DONE' AND p.center_id = $1
       AND (r.status IN ('FAILED', 'AWAITING_APPROVAL') OR r.created_at < $2)
     ORDER BY r.created_at LIMIT 200`,
    [centerId, stuckBefore],
  );
  return rows;
}

export async function findRefundWithCenter(
  client: pg.PoolClient,
  id: string,
): Promise<(RefundRow & { center_id: string; payer_id: string; requested_by: string | null }) | undefined> {
  const { rows } = await client.query<
    RefundRow & { center_id: string; payer_id: string; requested_by: string | null }
  >(
    `SELECT r.*, p.center_id, p.user_id AS payer_id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  return rows[0];
}

/** Staff ask for one more attempt now (when the automatic ones are used up, this gives one back). */
export async function scheduleRefundNow(client: pg.PoolClient, id: string, now: Date) {
  await client.query(
    `UPDATE refunds SET attempts_left = GREATEST(attempts_left, 1), next_attempt_at = $2, updated_at = now()
     WHERE id = $1 AND status <> 'DONE'`,
    [id, now],
  );
}

/** A second approver let an awaiting refund go: it is sent at once (CREATED, due now). */
export async function approveRefund(client: pg.PoolClient, id: string, approverId: string, now: Date) {
  await client.query(
    `UPDATE refunds SET status = 'CREATED', approved_by = $2, approved_at = $3, next_attempt_at = $3, updated_at = now()
     WHERE id = $1 AND status = 'AWAITING_APPROVAL'`,
    [id, approverId, now],
  );
}

/** Records that the devotee was told the refund failed; false when they already were (told once). */
export async function markFailureMailed(client: pg.PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query(
    'UPDATE refunds SET failure_mailed_at = now() WHERE id = $1 AND failure_mailed_at IS NULL',
    [id],
  );
  return Boolean(rowCount);
}

export interface RefundMailRow {
  email: string | null;
  first_name: string;
  center_name: string;
  /** The payer's stored interface language, or null. */
  language: string | null;
}

/** Whom a refund's mails go to (the payer) and from which centre. */
export async function findRefundMailTarget(client: pg.PoolClient, paymentId: string): Promise<RefundMailRow> {
  const { rows } = await client.query<RefundMailRow>(
    `SELECT COALESCE(b.email, u.email) AS email, COALESCE(NULLIF(b.first_name, ''), u.first_name) AS first_name,
       c.name AS center_name, u.language
     FROM payments p JOIN users u ON u.id = p.user_id LEFT JOIN booking_persons b ON b.sso_id = u.id
       JOIN centers c ON c.id = p.center_id
     WHERE p.id = $1`,
    [paymentId],
  );
  return rows[0] ?? { email: null, first_name: '', center_name: 'the temple', language: null };
}
