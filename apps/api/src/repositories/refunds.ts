// SQL of refunds: one row per refund asked of the gateway, CREATED → IN_TRANSIT → DONE | FAILED (retried).
import crypto from 'node:crypto';
import type pg from 'pg';

type Queryable = pg.Pool | pg.PoolClient;

export interface RefundRow {
  id: string;
  refund_ref: string;
  payment_id: string;
  order_ids: string[];
  amount: number;
  currency: string;
  status: 'CREATED' | 'IN_TRANSIT' | 'DONE' | 'FAILED';
  attempts: number;
  last_error: string | null;
  gateway_refund_id: string | null;
  next_attempt_at: Date;
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
  r: { paymentId: string; orderIds: string[]; amount: number; currency: string },
): Promise<RefundRow> {
  const { rows } = await client.query<RefundRow>(
    `INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency) VALUES ($1, $2, $3::uuid[], $4, $5)
     RETURNING *`,
    [newRefundRef(), r.paymentId, r.orderIds, r.amount, r.currency],
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

/** Claims refunds due to be sent (new, or failed and due again); other api processes skip locked rows. */
export async function claimDueRefunds(client: pg.PoolClient, now: Date, limit = 10): Promise<RefundRow[]> {
  const { rows } = await client.query<RefundRow>(
    `SELECT * FROM refunds WHERE status IN ('CREATED', 'FAILED') AND next_attempt_at <= $1
     ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

export async function findRefundByRef(client: pg.PoolClient, ref: string): Promise<RefundRow | undefined> {
  const { rows } = await client.query<RefundRow>('SELECT * FROM refunds WHERE refund_ref = $1 FOR UPDATE', [
    ref,
  ]);
  return rows[0];
}

export async function markRefundInTransit(client: Queryable, id: string, gatewayRefundId: string) {
  await client.query(
    `UPDATE refunds SET status = 'IN_TRANSIT', gateway_refund_id = $2, attempts = attempts + 1, last_error = NULL,
       updated_at = now() WHERE id = $1 AND status IN ('CREATED', 'FAILED')`,
    [id, gatewayRefundId],
  );
}

/** A failed attempt: kept FAILED and retried at `retryAt` (shown to staff with its last error). */
export async function markRefundFailed(client: Queryable, id: string, error: string, retryAt: Date) {
  await client.query(
    `UPDATE refunds SET status = 'FAILED', attempts = attempts + 1, last_error = $2, next_attempt_at = $3,
       updated_at = now() WHERE id = $1 AND status <> 'DONE'`,
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

/** Refunds that have not reached the devotee, for staff: every FAILED one, with its attempts and last error. */
export async function listOpenRefunds(db: Queryable): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    "SELECT * FROM refunds WHERE status <> 'DONE' ORDER BY created_at",
  );
  return rows;
}
