import type pg from 'pg';

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

type Queryable = pg.Pool | pg.PoolClient;

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
