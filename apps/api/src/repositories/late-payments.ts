// SQL of the late-payment rule (services/payments/late-payment.ts): what a payment's booking needs to be kept.
import type pg from 'pg';

export interface LateBookingRow {
  slot_starts: Date[];
  any_slot_closed: boolean;
  any_ritual_hidden: boolean;
  order_ids: string[];
}

/**
 * The slots, closures and ritual availability of a payment's orders. A ritual is hidden when it is no longer offered
 * on the channel the booking was made on (online for the devotee's own booking, the back office for a volunteer's).
 */
export async function findLateBookingFacts(
  client: pg.PoolClient,
  paymentId: string,
): Promise<LateBookingRow> {
  const { rows } = await client.query<LateBookingRow>(
    `SELECT COALESCE(array_agg(s.start_time) FILTER (WHERE s.id IS NOT NULL), '{}') AS slot_starts,
       COALESCE(bool_or(s.closed_at IS NOT NULL), false) AS any_slot_closed,
       COALESCE(bool_or(CASE WHEN o.booked_by IS NULL THEN NOT pr.is_available
                             ELSE NOT pr.is_available_for_back_office END), false) AS any_ritual_hidden,
       COALESCE(array_agg(o.id ORDER BY o.id) FILTER (WHERE o.id IS NOT NULL), '{}') AS order_ids
     FROM orders o JOIN products pr ON pr.id = o.product_id LEFT JOIN slots s ON s.id = o.slot_id
     WHERE o.payment_id = $1`,
    [paymentId],
  );
  return rows[0]!;
}
