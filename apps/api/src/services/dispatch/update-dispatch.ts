// POST /staff/dispatch: a packing volunteer (or centre admin) sets the status, carrier, shipping option and tracking
// id of one parcel or many. All or nothing, in one transaction: every parcel is checked first (forward only, the
// tracking id fits its carrier), then each is updated, audited and, when it is shipped with a new tracking link,
// the devotee is mailed that link through the outbox.
import { DeliveryAddress } from '@sannidhi/domain/address';
import type { DispatchUpdateAnswer, DispatchUpdateBody } from '@sannidhi/domain/contracts/staff-dispatch';
import {
  deliveryStepRefusal,
  normaliseTrackingId,
  parcelStatus,
  SHIPPED_STATUSES,
  trackingIdRefusal,
} from '@sannidhi/domain/dispatch';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { shippingOptionFor, trackingUrl } from '@sannidhi/domain/shipping';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import {
  findParcels,
  lockParcels,
  updateParcel,
  type LockedParcelRow,
} from '../../repositories/orders-parcels';
import type { AuthContext } from '../../types';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { prasadamShippedMail } from '../mail/prasadam-shipped-mail';
import { mailLanguageOf, ritualNameIn } from '../../mail-texts';
import { parcelView } from './parcel-view';
import { staffCenter } from '../centers/staff-center';

interface Change {
  row: LockedParcelRow;
  from: {
    deliveryStatus: string;
    carrier: string | null;
    shippingOption: string | null;
    trackingId: string | null;
  };
  to: { deliveryStatus: string; carrier: string | null; shippingOption: string; trackingId: string | null };
}

/** The change of one parcel, or the refusal (400 for what was typed, 409 for the parcel's state). */
function planChange(
  row: LockedParcelRow,
  body: DispatchUpdateBody,
  typedTrackingId: string | undefined,
  centerCountry: string,
): Change {
  const ref = displayBookingReference(row.booking_id);
  const from = parcelStatus(row.delivery_status, row.has_prasadam);
  const refusal = deliveryStepRefusal(from, body.deliveryStatus);
  if (refusal) throw conflict(`${ref}: ${refusal}`);
  const carrier = body.carrier ?? row.carrier;
  const trackingId = typedTrackingId ? normaliseTrackingId(typedTrackingId) : row.prasadam_tracking_id;
  if (SHIPPED_STATUSES.includes(body.deliveryStatus)) {
    if (!carrier) throw badRequest(`${ref}: please choose the carrier`);
    if (!trackingId) throw badRequest(`${ref}: please enter the tracking id`);
  }
  if (carrier && trackingId && (typedTrackingId || body.carrier)) {
    const wrong = trackingIdRefusal(carrier, trackingId);
    if (wrong) throw badRequest(`${ref}: ${wrong}`);
  }
  const country = DeliveryAddress.parse(row.address ?? {}).country;
  return {
    row,
    from: {
      deliveryStatus: from,
      carrier: row.carrier,
      shippingOption: row.shipping_option,
      trackingId: row.prasadam_tracking_id,
    },
    to: {
      deliveryStatus: body.deliveryStatus,
      carrier,
      shippingOption: body.shippingOption ?? row.shipping_option ?? shippingOptionFor(centerCountry, country),
      trackingId,
    },
  };
}

/** A parcel that now leaves with a tracking link it did not have: the devotee is told where to follow it. */
function needsMail(c: Change): boolean {
  return (
    c.to.deliveryStatus === 'SHIPPED' &&
    trackingUrl(c.to.carrier, c.to.trackingId) !== null &&
    (c.from.deliveryStatus !== 'SHIPPED' ||
      c.from.trackingId !== c.to.trackingId ||
      c.from.carrier !== c.to.carrier)
  );
}

export async function updateDispatch(
  pool: pg.Pool,
  auth: AuthContext,
  body: DispatchUpdateBody,
  ctx: { requestId: string },
): Promise<DispatchUpdateAnswer> {
  const center = await staffCenter(pool, auth, 'prasadam.dispatch', body.center);
  const ids = body.parcels.map((p) => p.orderId);
  return withTransaction(pool, async (client) => {
    const rows = new Map((await lockParcels(client, center.id, ids)).map((r) => [r.id, r]));
    const changes = body.parcels.map((p) => {
      const row = rows.get(p.orderId);
      if (!row) throw notFound(`Parcel not found at ${center.name}. Please reload the queue.`);
      return planChange(row, body, p.trackingId, center.countryCode);
    });
    for (const c of changes) {
      await updateParcel(client, c.row.id, c.to);
      await writeAudit(client, {
        actorId: auth.userId,
        action: 'order.delivery',
        entity: 'order',
        entityId: c.row.id,
        data: { from: c.from, to: c.to },
        requestId: ctx.requestId,
      });
      if (needsMail(c)) {
        await enqueueMail(
          client,
          c.row.email,
          prasadamShippedMail({
            lang: mailLanguageOf(c.row.language),
            name: c.row.first_name,
            centerName: center.name,
            ritual: ritualNameIn(c.row.product_name, c.row.product_texts, mailLanguageOf(c.row.language)),
            reference: displayBookingReference(c.row.booking_id),
            carrier: c.to.carrier!,
            trackingId: c.to.trackingId!,
            trackingUrl: trackingUrl(c.to.carrier, c.to.trackingId),
            address: DeliveryAddress.parse(c.row.address ?? {}),
          }),
          'prasadam-shipped',
          null,
        );
      }
    }
    const updated = await findParcels(client, center.id, ids);
    return { parcels: updated.map((r) => parcelView(r, center)) };
  });
}
