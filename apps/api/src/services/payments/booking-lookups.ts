import type { AppDeps, AuthContext } from '../../types';
import { notFound } from '../../errors';
import { presentCenter } from '../../presenters/catalogue';
import { findCatalogueCenter } from '../../repositories/catalogue';
import { findOrderLine, findPaymentOutcome, listOrderLinesOfPayment } from '../../repositories/orders';
import { requirePaymentAccess } from './payment-access';

async function findOrder(pool: AppDeps['pool'], by: { bookingId: string } | { id: string }) {
  const order = await findOrderLine(pool, by);
  if (!order) throw notFound('Booking not found');
  return order;
}

/** The centre of a booking, for the result page's contact details. */
export async function getCenterByBookingId(
  deps: Pick<AppDeps, 'pool' | 'db'>,
  auth: AuthContext,
  bookingId: string,
) {
  const order = await findOrder(deps.pool, { bookingId });
  await requirePaymentAccess(deps.pool, auth, order, 'Booking not found');
  const center = await findCatalogueCenter(deps.db, order.center_id);
  if (!center) throw notFound('Center not found');
  return { center: presentCenter(center) };
}

/** The order lines and payments behind an order, for the purchase analytics events. */
export async function getMixpanelList(deps: Pick<AppDeps, 'pool'>, auth: AuthContext, orderId: string) {
  const order = await findOrder(deps.pool, { id: orderId });
  await requirePaymentAccess(deps.pool, auth, order, 'Booking not found');
  const lines = await listOrderLinesOfPayment(deps.pool, order.payment_id);
  const payments = await findPaymentOutcome(deps.pool, order.payment_id);
  return {
    orderData: lines.map((o) => ({
      id: o.id,
      productId: o.product_id,
      variants: o.variants,
      inPerson: o.in_person,
      ogSlotInfo: { startTime: o.og_slot_start.toISOString() },
      userId: o.user_id,
      ssoId: o.user_id,
    })),
    paymentData: payments.map((p) => ({ status: p.status, channel: p.channel, rawResp: p.raw_resp })),
  };
}
