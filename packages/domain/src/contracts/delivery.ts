import * as z from 'zod/mini';
import { Carrier } from '../shipping';

/** Statuses staff may set on a parcel (NONE means the order has no prasadam: never set by hand). */
export const SettableDeliveryStatus = z.enum(['PENDING', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'], {
  error: 'deliveryStatus must be one of PENDING, PACKED, SHIPPED, DELIVERED, RETURNED',
});

/** `POST /prasadam/delivery`: a CENTER_ADMIN or PRASADAM_PACKING_VOLUNTEER records a parcel's progress. */
export const SetDeliveryBody = z
  .object({
    orderId: z.uuid('Order not found'),
    deliveryStatus: SettableDeliveryStatus,
    carrier: z.nullish(Carrier),
    trackingId: z.nullish(z.string().check(z.trim(), z.maxLength(64, 'trackingId: at most 64 characters'))),
  })
  .check(
    z.refine(
      (b) => !['SHIPPED', 'DELIVERED', 'RETURNED'].includes(b.deliveryStatus) || (b.carrier && b.trackingId),
      { message: 'carrier and trackingId are required once a parcel is shipped', path: ['trackingId'] },
    ),
  );
export type SetDeliveryBody = z.output<typeof SetDeliveryBody>;

export const DeliveryAnswer = z.object({
  orderId: z.string(),
  deliveryStatus: z.string(),
  carrier: z.nullable(z.string()),
  prasadamTrackingId: z.nullable(z.string()),
  shippingOption: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
});
export type DeliveryAnswer = z.infer<typeof DeliveryAnswer>;
