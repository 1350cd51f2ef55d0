// SQL of My Rituals' order lists: one page of a devotee's orders (index-backed ranges on orders.slot_start), and the
// order view every list and action reads (the orders an action works on are read in orders-changes.ts).
import type { Queryable } from '../db/client';
import { variantTextsColumn } from './variant-texts-sql';

export type OrderListKind = 'upcoming' | 'past' | 'onHold';

export interface OrderViewRow {
  id: string;
  booking_id: string;
  created_at: Date;
  user_id: string;
  payment_id: string;
  center_id: string;
  center_name: string;
  center_label: string;
  center_meta: Record<string, unknown>;
  /** The centre's contact: address, e-mail, phone. */
  center_contact: Record<string, unknown>;
  product_id: string;
  product_name: string;
  product_image: string;
  /** The ritual's name and description in other languages (issue 28). */
  product_texts: Record<string, unknown>;
  product_type: string;
  /** The ritual's variant names in other languages by English name (null: none given). */
  variant_texts: Record<string, unknown> | null;
  product_config: Record<string, unknown>;
  item_id: string;
  slot_id: string;
  slot_start: Date;
  og_slot_start: Date;
  status: string;
  payment_status: string;
  delivery_status: string;
  prasadam_tracking_id: string | null;
  carrier: string | null;
  in_person: boolean;
  has_prasadam: boolean;
  prasadam_delivery_address: Record<string, unknown> | null;
  meta: Record<string, unknown>;
  variants: { name: string; quantity: number; unitPrice: number }[];
  total_price: number;
  currency: string;
  family_id: string | null;
  refund_on_cancel: boolean;
  reschedule_history: { from: string; to: string; at: string }[];
  /** The order's latest refund's status, or null. */
  refund_status: string | null;
  /** How the office gave that refund back when not through the gateway (CASH, BANK_TRANSFER, CHEQUE), or null. */
  refund_outside_method: string | null;
  first_name: string;
  email: string;
  /** The devotee's stored interface language (users.language), null when never chosen: their mails' language. */
  language: string | null;
  phone: string;
  payment_amount: number;
  payment_refunded_amount: number;
  payment_request_id: string;
  payment_transaction_id: string | null;
}

export const ORDER_VIEW_COLUMNS = `
  o.id, o.booking_id, o.created_at, o.user_id, o.payment_id, o.center_id, c.name AS center_name,
  c.label AS center_label, c.meta AS center_meta, c.contact AS center_contact, o.product_id, p.name AS product_name, p.image AS product_image,
  p.texts AS product_texts, p.type AS product_type, p.config AS product_config, o.item_id, o.slot_id, o.slot_start, o.og_slot_start, o.status,
  o.payment_status, o.delivery_status, o.prasadam_tracking_id, o.carrier, o.in_person, o.has_prasadam,
  o.prasadam_delivery_address, o.meta, o.variants, o.total_price, o.currency, o.family_id, o.refund_on_cancel,
  o.reschedule_history,
  ${variantTextsColumn('o.product_id')},
  (SELECT r.status FROM refunds r WHERE r.payment_id = o.payment_id AND o.id = ANY(r.order_ids)
    ORDER BY r.created_at DESC LIMIT 1) AS refund_status,
  (SELECT r.outside_method FROM refunds r WHERE r.payment_id = o.payment_id AND o.id = ANY(r.order_ids)
    ORDER BY r.created_at DESC LIMIT 1) AS refund_outside_method,
  COALESCE(NULLIF(bp.first_name, ''), u.first_name) AS first_name,
  COALESCE(NULLIF(bp.email, ''), u.email) AS email, u.language,
  COALESCE(bp.phone, '') AS phone,
  pay.amount AS payment_amount, pay.refunded_amount AS payment_refunded_amount,
  pay.request_id AS payment_request_id, pay.transaction_id AS payment_transaction_id`;

export const ORDER_VIEW_JOINS = `
  JOIN centers c ON c.id = o.center_id
  JOIN products p ON p.id = o.product_id
  JOIN users u ON u.id = o.user_id
  JOIN payments pay ON pay.id = o.payment_id
  LEFT JOIN booking_persons bp ON bp.sso_id = o.user_id`;

// Each list is one range of an index: orders_upcoming_idx, orders_by_slot_start_idx (backwards), orders_on_hold_idx.
const LIST_WHERE: Record<OrderListKind, string> = {
  upcoming: `o.status = 'NOT_COMPLETED' AND o.slot_start > $3 ORDER BY o.slot_start, o.id`,
  past: `(o.slot_start <= $3 OR o.status IN ('COMPLETED', 'CANCELLED', 'NO_SHOW', 'ERROR')) AND o.status <> 'ON_HOLD'
    ORDER BY o.slot_start DESC, o.id DESC`,
  onHold: `o.status = 'ON_HOLD' AND $3::timestamptz IS NOT NULL ORDER BY o.slot_start, o.id`,
};

/** One page of a devotee's orders at a centre. */
export async function listOrderPage(
  db: Queryable,
  q: { userId: string; centerId: string; kind: OrderListKind; now: Date; limit: number; offset: number },
): Promise<OrderViewRow[]> {
  const { rows } = await db.query<OrderViewRow>(
    `WITH page AS (
       SELECT o.id, o.slot_start FROM orders o
       WHERE o.user_id = $1 AND o.center_id = $2 AND ${LIST_WHERE[q.kind]}
       LIMIT $4 OFFSET $5)
     SELECT ${ORDER_VIEW_COLUMNS} FROM page JOIN orders o ON o.id = page.id ${ORDER_VIEW_JOINS}
     ORDER BY ${q.kind === 'past' ? 'o.slot_start DESC, o.id DESC' : 'o.slot_start, o.id'}`,
    [q.userId, q.centerId, q.now, q.limit, q.offset],
  );
  return rows;
}
