// Orders: the cart and the body of POST /order/create for a slot, orders placed through the api, and orders written
// as the booking flow leaves them.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { TestApp } from '../helpers/test-app';
import { buildPayment, markPaid } from './payments';
import type { BuiltSlot } from './slots';

/** A cart of one item booking `quantity` places on the slot. */
export function cartFor(slot: BuiltSlot, quantity = 1, unitPrice = slot.unitPrice) {
  const d = new Date(slot.startTime);
  const date = `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
  return [
    {
      itemId: crypto.randomUUID(),
      productId: slot.productId,
      meta: { utm_source: 'test' },
      slots: [
        {
          slotId: slot.slotId,
          inPerson: slot.inPerson ?? true,
          startTime: slot.startTime,
          meta: {},
          variants: [{ name: slot.variant, quantity, unitPrice, date }],
        },
      ],
    },
  ];
}

export function orderBody(slot: BuiltSlot, overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    centerId: 'in-coimbatore',
    items: cartFor(slot),
    ...overrides,
  };
}

/** Books `quantity` places on the slot through the api as `token`, then marks the payment paid. */
export async function paidOrder(
  t: TestApp,
  token: string,
  slot: BuiltSlot,
  opts: { quantity?: number; centerId?: string } = {},
): Promise<{ orderId: string; bookingId: string; paymentId: string }> {
  const body = orderBody(slot, { centerId: opts.centerId ?? 'in-coimbatore' });
  body.items[0]!.slots[0]!.variants[0]!.quantity = opts.quantity ?? 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`order/create ${res.statusCode}: ${res.body}`);
  const { payload } = res.json();
  await markPaid(t.pool, payload.paymentId);
  return {
    orderId: payload.orders[0].id,
    bookingId: payload.orders[0].bookingId,
    paymentId: payload.paymentId,
  };
}

export interface InsertedOrder {
  orderId: string;
  paymentId: string;
  /** The booking reference as the devotee reads it (the booking id without its SAN prefix). */
  reference: string;
}

/**
 * An order written as the booking flow leaves it, with its own payment (paid unless told otherwise): for a test about
 * what happens to bookings afterwards, not about taking them. Prasadam to `address` unless hasPrasadam is false.
 */
export async function insertOrder(
  pool: pg.Pool,
  o: {
    slot: BuiltSlot;
    centerId: string;
    userId: string;
    currency: string;
    quantity?: number;
    paymentStatus?: string;
    status?: string;
    inPerson?: boolean;
    hasPrasadam?: boolean;
    address?: Record<string, unknown>;
    /** 'NONE' (the column's default) unless told: a paid prasadam order is 'PENDING' once its payment settles. */
    deliveryStatus?: string;
    subscriptionPaymentId?: string;
    familyId?: string;
    paymentId?: string;
  },
): Promise<InsertedOrder> {
  const quantity = o.quantity ?? 1;
  const total = o.slot.unitPrice * quantity;
  const paymentStatus = o.paymentStatus ?? 'COMPLETED';
  const paymentId =
    o.paymentId ??
    (
      await buildPayment(pool, {
        centerId: o.centerId,
        userId: o.userId,
        amount: total,
        currency: o.currency,
        status: paymentStatus,
      })
    ).paymentId;
  const reference = crypto.randomBytes(5).toString('hex').toUpperCase();
  const hasPrasadam = o.hasPrasadam ?? true;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, status,
       payment_status, in_person, has_prasadam, prasadam_delivery_address, variants, total_price, currency,
       og_slot_start, subscription_payment_id, delivery_status, family_id)
     VALUES ($1, $2, $3, $4, $5, 'item', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      `SAN${reference}`,
      paymentId,
      o.userId,
      o.centerId,
      o.slot.productId,
      o.slot.slotId,
      o.status ?? 'NOT_COMPLETED',
      paymentStatus,
      o.inPerson ?? o.slot.inPerson ?? true,
      hasPrasadam,
      hasPrasadam ? (o.address ?? null) : null,
      JSON.stringify([{ name: o.slot.variant, quantity, unitPrice: o.slot.unitPrice }]),
      total,
      o.currency,
      o.slot.startTime,
      o.subscriptionPaymentId ?? null,
      o.deliveryStatus ?? 'NONE',
      o.familyId ?? null,
    ],
  );
  return { orderId: rows[0]!.id, paymentId, reference };
}
