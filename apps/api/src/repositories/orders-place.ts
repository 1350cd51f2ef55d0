// An order's writes in one round trip: the SQL function place_order (migrations 20261126T0300_place_order.sql,
// 20261126T1210_unpaid_caps.sql, 20261127T0000_insert_orders.sql) writes the payment, checks the devotee's unpaid
// caps, writes the orders (insert_orders, the one writer of order rows) and the audit line and, when asked, takes the places and checks the slot's unpaid share — on the pool it is one statement and its
// own transaction. The places are taken by the same SQL functions as repositories/capacity.ts takePlaces uses.
import type { Queryable } from '../db/client';
import { placesRefusedFrom } from './capacity';
import type { OrderSummaryRow, PaymentRow } from './payments';
import { unpaidRefusalFrom, type UnpaidLimits } from './unpaid-limits';

export {
  UnpaidCapReached,
  UnpaidOrdersReached,
  UnpaidShareReached,
  type UnpaidLimits,
} from './unpaid-limits';

export interface NewPayment {
  requestId: string;
  centerId: string;
  userId: string;
  bookedBy: string | null;
  amount: number;
  currency: string;
  channel: string;
  rawResp: Record<string, unknown>;
  idempotencyKey: string;
  expiresAt: Date | null;
}

/** An order of the new payment (status NOT_COMPLETED until the payment completes), with the places it takes. */
export interface NewOrder {
  bookingId: string;
  slotId: string;
  places: number;
  /** INVENTORY rituals: each option's own limit on the slot. */
  inventory: { variantId: string; quantity: number }[];
  productId: string;
  itemId: string;
  inPerson: boolean;
  hasPrasadam: boolean;
  prasadamDeliveryAddress: Record<string, unknown> | null;
  meta: Record<string, unknown>;
  variants: { name: string; quantity: number; unitPrice: number }[];
  totalPrice: number;
  slotStart: Date;
  /** Kept only when it is one of the devotee's own families. */
  familyId: string | null;
}

/** Every key of NewOrder (the compiler refuses a missing or an extra one): the jsonb keys place_order reads. */
const NEW_ORDER_KEY_SET: Record<keyof NewOrder, true> = {
  bookingId: true,
  slotId: true,
  places: true,
  inventory: true,
  productId: true,
  itemId: true,
  inPerson: true,
  hasPrasadam: true,
  prasadamDeliveryAddress: true,
  meta: true,
  variants: true,
  totalPrice: true,
  slotStart: true,
  familyId: true,
};
/** The order row's shape as insert_orders reads it (test/place-order-shape.test.ts compares it with the SQL). */
export const NEW_ORDER_KEYS = Object.keys(NEW_ORDER_KEY_SET);

/**
 * What the order of a month a subscription has paid carries besides NewOrder (repositories/orders.ts insertOrders):
 * it is paid already, keeps the volunteer who booked the first month, and is tied to its month and shipping option.
 */
export interface MonthOrderFields {
  paymentStatus: 'COMPLETED';
  bookedBy: string | null;
  subscriptionPaymentId: string;
  shippingOption: string | null;
}

const MONTH_ORDER_KEY_SET: Record<keyof MonthOrderFields, true> = {
  paymentStatus: true,
  bookedBy: true,
  subscriptionPaymentId: true,
  shippingOption: true,
};
export const MONTH_ORDER_KEYS = Object.keys(MONTH_ORDER_KEY_SET);

export interface NewOrderAudit {
  actorId: string;
  action: string;
  entity: string;
  data: Record<string, unknown>;
  requestId: string | null;
}

export interface PlacedOrder {
  payment: PaymentRow;
  /** In the order of `orders`. */
  orders: OrderSummaryRow[];
}

/**
 * Writes a payment with its orders and audit line, and takes the places when `takePlaces` (else the caller takes
 * them with its COMMIT). Answers null, writing nothing, when a payment with the idempotency key exists. Throws
 * PlacesRefused, UnpaidCapReached, UnpaidOrdersReached or UnpaidShareReached; the statement, and so everything it wrote, is then undone.
 */
export async function placeOrder(
  db: Queryable,
  input: {
    payment: NewPayment;
    orders: NewOrder[];
    audit: NewOrderAudit;
    limits: UnpaidLimits;
    takePlaces: boolean;
  },
): Promise<PlacedOrder | null> {
  let placed: { payment: Record<string, unknown>; orders: OrderSummaryRow[] } | null;
  try {
    const { rows } = await db.query<{ placed: typeof placed }>({
      name: 'place-order',
      text: 'SELECT place_order($1, $2, $3, $4, $5) AS placed',
      values: [input.payment, JSON.stringify(input.orders), input.audit, input.limits, input.takePlaces],
    });
    placed = rows[0]!.placed;
  } catch (err) {
    throw (
      unpaidRefusalFrom(err) ??
      placesRefusedFrom(
        err,
        input.orders.map((o) => ({ slotId: o.slotId, places: o.places, variants: o.inventory })),
      )
    );
  }
  if (!placed) return null;
  const byBookingId = new Map(placed.orders.map((o) => [o.booking_id, o]));
  return {
    payment: paymentFromJson(placed.payment),
    orders: input.orders.map((o) => byBookingId.get(o.bookingId)!),
  };
}

/** A payments row as to_jsonb gives it, with its times as dates (as the driver reads them). */
function paymentFromJson(row: Record<string, unknown>): PaymentRow {
  const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  return {
    ...(row as unknown as PaymentRow),
    expires_at: date(row.expires_at),
    created_at: date(row.created_at)!,
    updated_at: date(row.updated_at)!,
  };
}
