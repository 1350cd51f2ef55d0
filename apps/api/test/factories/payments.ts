// Payments settled without a gateway round trip: a payment and its orders marked paid, as a notification would.
import type pg from 'pg';

/** Marks the payment and every order on it COMPLETED. */
export async function markPaid(pool: pg.Pool, paymentId: string): Promise<void> {
  await pool.query("UPDATE payments SET status = 'COMPLETED' WHERE id = $1", [paymentId]);
  await pool.query("UPDATE orders SET payment_status = 'COMPLETED' WHERE payment_id = $1", [paymentId]);
}
