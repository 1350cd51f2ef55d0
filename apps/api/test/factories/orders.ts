// Orders: the cart and the body of POST /order/create for a slot, and orders placed through the api.
import crypto from 'node:crypto';
import type { TestApp } from '../helpers/test-app';
import { markPaid } from './payments';
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
