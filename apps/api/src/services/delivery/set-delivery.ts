// Until the staff console exists, CENTER_ADMIN and PRASADAM_PACKING_VOLUNTEER of the order's centre record a
// parcel's status, carrier and tracking id through the api; every change is audited.
import type { DeliveryAnswer, SetDeliveryBody } from '@sannidhi/domain/contracts/delivery';
import { trackingUrl } from '@sannidhi/domain/shipping';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { writeAudit } from '../../repositories/audit';
import { lockOrderDelivery, updateOrderDelivery } from '../../repositories/delivery';
import { hasRole } from '../../repositories/roles';

export const DELIVERY_ROLES = ['CENTER_ADMIN', 'PRASADAM_PACKING_VOLUNTEER'] as const;

export async function setOrderDelivery(
  pool: pg.Pool,
  auth: AuthContext,
  body: SetDeliveryBody,
  ctx: { requestId: string },
): Promise<DeliveryAnswer> {
  return withTransaction(pool, async (client) => {
    const order = await lockOrderDelivery(client, body.orderId);
    if (!order) throw notFound('Order not found');
    const roles = await Promise.all(
      DELIVERY_ROLES.map((role) => hasRole(pool, auth.userId, role, order.center_id)),
    );
    if (!roles.some(Boolean))
      throw forbidden('Only a centre admin or prasadam packing volunteer can do this');
    if (!order.has_prasadam) throw conflict('This order has no prasadam to deliver');
    const updated = await updateOrderDelivery(client, order.id, {
      deliveryStatus: body.deliveryStatus,
      carrier: body.carrier ?? order.carrier,
      trackingId: body.trackingId ?? order.prasadam_tracking_id,
    });
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'order.delivery',
      entity: 'order',
      entityId: order.id,
      data: {
        from: {
          deliveryStatus: order.delivery_status,
          carrier: order.carrier,
          trackingId: order.prasadam_tracking_id,
        },
        to: {
          deliveryStatus: updated.delivery_status,
          carrier: updated.carrier,
          trackingId: updated.prasadam_tracking_id,
        },
      },
      requestId: ctx.requestId,
    });
    return {
      orderId: updated.id,
      deliveryStatus: updated.delivery_status,
      carrier: updated.carrier,
      prasadamTrackingId: updated.prasadam_tracking_id,
      shippingOption: updated.shipping_option,
      trackingUrl: trackingUrl(updated.carrier, updated.prasadam_tracking_id),
    };
  });
}
