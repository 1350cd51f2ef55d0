// SQL of the reconciliation check (services/reconciliation/check-reconciliation.ts): money without a booking or a
// refund, and slot or inventory counts that differ from the places their active orders hold. Read-only.
import type { Queryable } from '../db/client';

export interface PaymentFindingRow {
  kind: 'paid-without-booking-or-refund' | 'order-error-on-paid-payment' | 'refunded-without-refund';
  center_id: string;
  payment_id: string;
  request_id: string;
  amount: number;
  refunded_amount: number;
  currency: string;
}

/**
 * Payments that break "money the devotee has or a booking the devotee has": COMPLETED with none of its orders
 * standing (active, or cancelled where the centre's policy keeps the money) and no refund made or under way;
 * COMPLETED with an order left in ERROR; REFUNDED while less than its amount was refunded.
 */
export async function findPaymentFindings(
  db: Queryable,
  centerId: string | null,
): Promise<PaymentFindingRow[]> {
  const { rows } = await db.query<PaymentFindingRow>(
    `WITH p AS (
       SELECT p.*,
         EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id
                  AND (o.status IN ('NOT_COMPLETED', 'COMPLETED', 'ON_HOLD', 'NO_SHOW')
                       OR (o.status = 'CANCELLED' AND NOT COALESCE(o.refund_on_cancel, false)))) AS has_booking,
         EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id AND o.status = 'ERROR') AS has_error_order,
         EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id) AS has_refund
       FROM payments p
       WHERE p.status IN ('COMPLETED', 'REFUNDED') AND ($1::text IS NULL OR p.center_id = $1))
     SELECT kind, center_id, id AS payment_id, request_id, amount, refunded_amount, currency FROM (
       SELECT 'paid-without-booking-or-refund' AS kind, p.* FROM p
         WHERE status = 'COMPLETED' AND NOT has_booking AND NOT has_refund
       UNION ALL
       SELECT 'order-error-on-paid-payment', p.* FROM p WHERE status = 'COMPLETED' AND has_error_order
       UNION ALL
       SELECT 'refunded-without-refund', p.* FROM p WHERE status = 'REFUNDED' AND refunded_amount < amount
     ) f ORDER BY center_id, kind, request_id LIMIT 500`,
    [centerId],
  );
  return rows;
}

export interface CountFindingRow {
  kind: 'slot-count' | 'inventory-count';
  center_id: string;
  slot_id: string;
  variant_id: string | null;
  /** The option's name (an INVENTORY row), for people to read. */
  variant_name: string | null;
  start_time: Date;
  /** The centre's time zone and date format, to name the slot's local date and time. */
  timezone: string | null;
  date_format: string | null;
  ritual: string;
  booked: number;
  held: number;
}

/**
 * Slots (and INVENTORY rows) whose booked count differs from the places held by their active orders: NOT_COMPLETED,
 * COMPLETED (checked in) and NO_SHOW orders hold their places; ON_HOLD, CANCELLED and ERROR ones gave them back. A
 * slot's waiting-list offers (OFFERED) hold theirs too.
 * Subscription rituals are left out: their monthly orders are prasadam, made without taking places.
 */
export async function findCountFindings(db: Queryable, centerId: string | null): Promise<CountFindingRow[]> {
  const { rows } = await db.query<CountFindingRow>(
    `WITH held AS (
       SELECT o.slot_id, v.value ->> 'name' AS variant_name, sum((v.value ->> 'quantity')::int)::int AS quantity
       FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.variants) v
       WHERE o.status IN ('NOT_COMPLETED', 'COMPLETED', 'NO_SHOW')
       GROUP BY o.slot_id, v.value ->> 'name'),
     slot_held AS (
       SELECT slot_id, sum(quantity)::int AS quantity FROM (
         SELECT slot_id, quantity FROM held
         UNION ALL
         -- A waiting-list offer holds its places in the slot's count until it is taken or runs out.
         SELECT slot_id, places FROM waiting_list_entries WHERE status = 'OFFERED') x
       GROUP BY slot_id)
     SELECT * FROM (
       SELECT 'slot-count' AS kind, pr.center_id, s.id AS slot_id, NULL::text AS variant_id,
         NULL::text AS variant_name, s.start_time, c.meta ->> 'timezone' AS timezone,
         c.meta ->> 'dateFormat' AS date_format,
         pr.name AS ritual, s.booked, COALESCE(h.quantity, 0) AS held
       FROM slots s JOIN products pr ON pr.id = s.product_id JOIN centers c ON c.id = pr.center_id
         LEFT JOIN slot_held h ON h.slot_id = s.id
       WHERE NOT pr.is_subscription AND ($1::text IS NULL OR pr.center_id = $1)
         AND s.booked <> COALESCE(h.quantity, 0)
       UNION ALL
       SELECT 'inventory-count', pr.center_id, i.slot_id, i.variant_id, pv.name, s.start_time,
         c.meta ->> 'timezone', c.meta ->> 'dateFormat', pr.name, i.booked, COALESCE(h.quantity, 0)
       FROM slot_inventory i JOIN slots s ON s.id = i.slot_id JOIN products pr ON pr.id = s.product_id
         JOIN centers c ON c.id = pr.center_id
         JOIN product_variants pv ON pv.id = i.variant_id
         LEFT JOIN held h ON h.slot_id = i.slot_id AND h.variant_name = pv.name
       WHERE NOT pr.is_subscription AND ($1::text IS NULL OR pr.center_id = $1)
         AND i.booked <> COALESCE(h.quantity, 0)
     ) f ORDER BY center_id, start_time, slot_id LIMIT 500`,
    [centerId],
  );
  return rows;
}
