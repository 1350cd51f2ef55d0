import type pg from 'pg';
import type { Queryable } from '../db/client';

export interface PaymentRow {
  id: string;
  request_id: string;
  center_id: string;
  user_id: string;
  booked_by: string | null;
  amount: number;
  currency: string;
  status: string;
  channel: string;
  transaction_id: string | null;
  raw_resp: Record<string, unknown>;
  idempotency_key: string | null;
  terminal_transaction_id: string | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface OrderSummaryRow {
  id: string;
  booking_id: string;
  item_id: string;
  product_id: string;
  slot_id: string;
  total_price: number;
}

export async function findPaymentByIdempotencyKey(
  db: Queryable,
  key: string,
): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>('SELECT * FROM payments WHERE idempotency_key = $1', [key]);
  return rows[0];
}

export async function findPaymentById(db: Queryable, id: string): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [id]);
  return rows[0];
}

export async function findPaymentByRequestId(
  db: Queryable,
  requestId: string,
): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>('SELECT * FROM payments WHERE request_id = $1', [requestId]);
  return rows[0];
}

export async function listOrdersOfPayment(db: Queryable, paymentId: string): Promise<OrderSummaryRow[]> {
  const { rows } = await db.query<OrderSummaryRow>(
    'SELECT id, booking_id, item_id, product_id, slot_id, total_price FROM orders WHERE payment_id = $1 ORDER BY created_at, booking_id',
    [paymentId],
  );
  return rows;
}

/** The payment, locked for a status change (the one place a status changes holds this lock). */
export async function lockPayment(client: pg.PoolClient, id: string): Promise<PaymentRow | undefined> {
  const { rows } = await client.query<PaymentRow>('SELECT * FROM payments WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function updatePaymentStatus(
  client: pg.PoolClient,
  id: string,
  change: { status: string; transactionId: string | null; rawResp: Record<string, unknown> },
): Promise<PaymentRow> {
  const { rows } = await client.query<PaymentRow>(
    `UPDATE payments SET status = $2, transaction_id = COALESCE($3, transaction_id), raw_resp = $4, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, change.status, change.transactionId, change.rawResp],
  );
  return rows[0]!;
}

export async function setTerminalTransaction(
  db: Queryable,
  id: string,
  transactionId: string,
): Promise<void> {
  await db.query('UPDATE payments SET terminal_transaction_id = $2 WHERE id = $1', [id, transactionId]);
}

export async function markStatusMailSent(client: pg.PoolClient, id: string): Promise<void> {
  await client.query('UPDATE payments SET status_mail_sent_at = now() WHERE id = $1', [id]);
}

/**
 * Leases up to `limit` open payments past their window for 2 minutes (FOR UPDATE SKIP LOCKED: several api processes
 * never take the same payment).
 */
export async function claimDuePayments(pool: pg.Pool, limit: number): Promise<PaymentRow[]> {
  const { rows } = await pool.query<PaymentRow>(
    `UPDATE payments SET expires_at = now() + interval '2 minutes'
     WHERE id IN (SELECT id FROM payments WHERE status IN ('INITIALIZED', 'PENDING') AND expires_at <= now()
                  ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [limit],
  );
  return rows;
}

/**
 * Card-terminal payments that expired within `windowMs` before `now` and were not asked about in the last `everyMs`:
 * claimed (FOR UPDATE SKIP LOCKED, so several processes take different ones) and marked asked at `now`.
 */
export async function claimExpiredTerminalPayments(
  pool: pg.Pool,
  c: { now: Date; windowMs: number; everyMs: number; limit: number },
): Promise<PaymentRow[]> {
  const { rows } = await pool.query<PaymentRow>(
    `UPDATE payments SET terminal_rechecked_at = $1
     WHERE id IN (SELECT id FROM payments
                  WHERE status = 'EXPIRED' AND terminal_transaction_id IS NOT NULL
                    AND channel IN ('US_CARD_TERMINAL', 'CARD_MACHINE')
                    AND expires_at > $1::timestamptz - make_interval(secs => $2 / 1000.0)
                    AND (terminal_rechecked_at IS NULL
                         OR terminal_rechecked_at <= $1::timestamptz - make_interval(secs => $3 / 1000.0))
                  ORDER BY terminal_rechecked_at NULLS FIRST, expires_at DESC LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [c.now, c.windowMs, c.everyMs, c.limit],
  );
  return rows;
}
