// Payments: one written as a checkout leaves it, and one settled without a gateway round trip.
import type pg from 'pg';
import { generatePaymentRequestId } from '@sannidhi/domain/request-id';

export interface BuiltPayment {
  paymentId: string;
  requestId: string;
}

/** A payment row (COMPLETED at the gateway unless told otherwise), in the centre's currency and minor units. */
export async function buildPayment(
  pool: pg.Pool,
  p: {
    centerId: string;
    userId: string;
    amount: number;
    currency: string;
    status?: string;
    channel?: string;
  },
): Promise<BuiltPayment> {
  const requestId = generatePaymentRequestId();
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [requestId, p.centerId, p.userId, p.amount, p.currency, p.status ?? 'COMPLETED', p.channel ?? 'GATEWAY'],
  );
  return { paymentId: rows[0]!.id, requestId };
}

/** Marks the payment and every order on it COMPLETED. */
export async function markPaid(pool: pg.Pool, paymentId: string): Promise<void> {
  await pool.query("UPDATE payments SET status = 'COMPLETED' WHERE id = $1", [paymentId]);
  await pool.query("UPDATE orders SET payment_status = 'COMPLETED' WHERE payment_id = $1", [paymentId]);
}
