import type pg from 'pg';
import type { Queryable } from '../db/client';
import type { SlotRow } from './catalogue';
import { PAYER_SELECT, type PayerRow } from './booking-persons';
import type { MonthOrderFields, NewOrder } from './orders-place';
import { variantTextsColumn } from './variant-texts-sql';

export interface OrderCapacityRow {
  id: string;
  slot_id: string;
  product_id: string;
  variants: { name: string; quantity: number; unitPrice: number }[];
  uses_inventory: boolean;
}

/** The orders of a payment with what each holds of its slot (places, and per variant for INVENTORY rituals). */
export async function listOrderCapacity(
  client: pg.PoolClient,
  paymentId: string,
): Promise<OrderCapacityRow[]> {
  const { rows } = await client.query<OrderCapacityRow>(
    `SELECT o.id, o.slot_id, o.product_id, o.variants,
       (p.config -> 'calendar' ->> 'layout') = 'INVENTORY' AS uses_inventory
     FROM orders o JOIN products p ON p.id = o.product_id WHERE o.payment_id = $1 ORDER BY o.id`,
    [paymentId],
  );
  return rows;
}

export async function variantIdByName(
  client: pg.PoolClient,
  productId: string,
  name: string,
): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM product_variants WHERE product_id = $1 AND name = $2',
    [productId, name],
  );
  return rows[0]?.id;
}

/** Orders follow their payment: its status, and CANCELLED or ERROR when it ends without being paid. */
export async function setOrdersPaymentStatus(
  client: pg.PoolClient,
  paymentId: string,
  paymentStatus: string,
  orderStatus: string | null,
): Promise<void> {
  await client.query(
    `UPDATE orders SET payment_status = $2, status = COALESCE($3, status), updated_at = now() WHERE payment_id = $1`,
    [paymentId, paymentStatus, orderStatus],
  );
}

/** Whether a payment pays for a subscription (its gateway form and notifications differ). */
export async function paymentHasSubscription(db: Queryable, paymentId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM orders o JOIN products p ON p.id = o.product_id WHERE o.payment_id = $1 AND p.is_subscription',
    [paymentId],
  );
  return Boolean(rowCount);
}

export interface OrderLineRow {
  id: string;
  payment_id: string;
  user_id: string;
  booked_by: string | null;
  center_id: string;
  product_id: string;
  variants: { name: string; quantity: number; unitPrice: number }[];
  in_person: boolean;
  og_slot_start: Date;
}

const ORDER_LINE_COLUMNS =
  'id, payment_id, user_id, booked_by, center_id, product_id, variants, in_person, og_slot_start';

/** An order by the booking reference the devotee sees, or by its id. */
export async function findOrderLine(
  pool: pg.Pool,
  by: { bookingId: string } | { id: string },
): Promise<OrderLineRow | undefined> {
  const [column, value] = 'bookingId' in by ? ['booking_id', by.bookingId] : ['id', by.id];
  const { rows } = await pool.query<OrderLineRow>(
    `SELECT ${ORDER_LINE_COLUMNS} FROM orders WHERE ${column} = $1`,
    [value],
  );
  return rows[0];
}

export async function listOrderLinesOfPayment(pool: pg.Pool, paymentId: string): Promise<OrderLineRow[]> {
  const { rows } = await pool.query<OrderLineRow>(
    `SELECT ${ORDER_LINE_COLUMNS} FROM orders WHERE payment_id = $1 ORDER BY booking_id`,
    [paymentId],
  );
  return rows;
}

/** A payment's status, channel and gateway answer, for the purchase analytics events. */
export async function findPaymentOutcome(
  pool: pg.Pool,
  paymentId: string,
): Promise<{ status: string; channel: string; raw_resp: Record<string, unknown> }[]> {
  const { rows } = await pool.query<{ status: string; channel: string; raw_resp: Record<string, unknown> }>(
    'SELECT status, channel, raw_resp FROM payments WHERE id = $1',
    [paymentId],
  );
  return rows;
}

export interface PaymentMailRow {
  email: string;
  first_name: string;
  /** The devotee's stored interface language (the order's user, also when staff booked for them), or null. */
  language: string | null;
  center_name: string;
  center_meta: unknown;
  ritual: string;
  /** The ritual's name and description in other languages (issue 28). */
  ritual_texts: Record<string, unknown>;
  og_slot_start: Date;
  variants: { name: string; quantity: number }[];
  /** The ritual's variant names in other languages by English name (null: none given). */
  variant_texts: Record<string, unknown> | null;
  booking_id: string;
  order_id: string;
  slot_start: Date;
  in_person: boolean;
  status: string;
  center_contact: Record<string, unknown>;
  reschedules: number;
}

/** The orders of a payment as its mails list them: the devotee (billing profile first), centre, ritual and slot. */
export async function listPaymentMailRows(
  client: pg.PoolClient,
  paymentId: string,
): Promise<PaymentMailRow[]> {
  const { rows } = await client.query<PaymentMailRow>(
    `SELECT COALESCE(b.email, u.email) AS email, COALESCE(b.first_name, u.first_name) AS first_name, u.language,
       c.name AS center_name, c.meta AS center_meta, p.name AS ritual, p.texts AS ritual_texts, o.og_slot_start, o.variants,
       o.booking_id, o.id AS order_id, o.slot_start, o.in_person, o.status, c.contact AS center_contact,
       jsonb_array_length(o.reschedule_history) AS reschedules,
       ${variantTextsColumn('o.product_id')}
     FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN booking_persons b ON b.sso_id = u.id
     JOIN centers c ON c.id = o.center_id JOIN products p ON p.id = o.product_id
     WHERE o.payment_id = $1 ORDER BY o.og_slot_start, o.booking_id`,
    [paymentId],
  );
  return rows;
}

// What an order reads before it is written, in one round trip: whether the caller is an office volunteer of the
// centre, the payer's profile and the cart's slots (the centre and its rituals come from the catalogue cache).

export interface OrderReads {
  isVolunteer: boolean;
  /** Null when the devotee is unknown. */
  payer: PayerRow | null;
  slots: SlotRow[];
}

export async function loadOrderReads(
  pool: pg.Pool,
  q: { userId: string; centerId: string; devoteeId: string; slotIds: string[] },
): Promise<OrderReads> {
  const { rows } = await pool.query<{
    is_volunteer: boolean;
    payer: PayerRow | null;
    slots: (Omit<SlotRow, 'startTime' | 'closedAt'> & { startTime: string; closedAt: string | null })[];
  }>({
    // Prepared once per connection: PostgreSQL plans it once, not on every order.
    name: 'order-reads',
    text: `SELECT
       EXISTS (SELECT 1 FROM user_roles WHERE user_id = $1 AND role = 'OFFICE_VOLUNTEER' AND center_id = $2)
         AS is_volunteer,
       (SELECT to_jsonb(p) FROM (${PAYER_SELECT} WHERE u.id = $3) p) AS payer,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'productId', s.product_id,
                 'startTime', s.start_time, 'inPerson', s.in_person, 'capacity', s.capacity, 'booked', s.booked,
                 'meta', s.meta, 'closedAt', s.closed_at, 'closedBy', s.closed_by)), '[]'::jsonb)
        FROM slots s WHERE s.id = ANY($4::uuid[])) AS slots`,
    values: [q.userId, q.centerId, q.devoteeId, q.slotIds],
  });
  const row = rows[0]!;
  return {
    isVolunteer: row.is_volunteer,
    payer: row.payer,
    slots: row.slots.map((s) => ({
      ...s,
      startTime: new Date(s.startTime),
      closedAt: s.closedAt === null ? null : new Date(s.closedAt),
    })),
  };
}

// SQL of the late-payment rule (services/payments/late-payment.ts): what a payment's booking needs to be kept.

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

export interface FirstOrderRow {
  id: string;
  slot_id: string;
  og_slot_start: Date;
  in_person: boolean;
  has_prasadam: boolean;
  meta: Record<string, unknown>;
  variants: NewOrder['variants'];
  family_id: string | null;
  booked_by: string | null;
}

/** The first order of a subscription, which each later month's order copies. */
export async function findFirstOrder(db: Queryable, id: string): Promise<FirstOrderRow | undefined> {
  const { rows } = await db.query<FirstOrderRow>(
    `SELECT id, slot_id, og_slot_start, in_person, has_prasadam, meta, variants, family_id, booked_by
     FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function linkOrderToMonth(
  db: Queryable,
  orderId: string,
  subscriptionPaymentId: string,
): Promise<void> {
  await db.query('UPDATE orders SET subscription_payment_id = $2 WHERE id = $1', [
    orderId,
    subscriptionPaymentId,
  ]);
}

export async function setOrderShipping(
  db: Queryable,
  orderId: string,
  shippingOption: string,
): Promise<void> {
  await db.query(
    "UPDATE orders SET shipping_option = $2, delivery_status = CASE WHEN has_prasadam AND delivery_status = 'NONE' THEN 'PENDING' ELSE delivery_status END WHERE id = $1 AND has_prasadam",
    [orderId, shippingOption],
  );
}

/**
 * Writes orders of an existing payment: the same SQL function insert_orders that place_order writes a new payment's
 * orders with (migrations/20261127T0000_insert_orders.sql), in the shape NewOrder declares. Used for the order of a
 * month a subscription has paid.
 */
export async function insertOrders(
  db: Queryable,
  paymentId: string,
  orders: (NewOrder & Partial<MonthOrderFields>)[],
): Promise<{ id: string; booking_id: string }[]> {
  const { rows } = await db.query<{ orders: { id: string; booking_id: string }[] }>(
    'SELECT insert_orders(p, $2) AS orders FROM payments p WHERE p.id = $1',
    [paymentId, JSON.stringify(orders)],
  );
  return rows[0]?.orders ?? [];
}
