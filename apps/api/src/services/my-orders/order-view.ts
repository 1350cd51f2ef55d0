// Maps an order row to the contract of My Rituals (spec part 2 §3 Order); never a database row to the client.
import * as z from 'zod/mini';
import { CenterMeta, ProductConfig } from '@sannidhi/domain/catalogue';
import { CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import { VariantTextsByName } from '@sannidhi/domain/form-texts';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { paymentStatusBadge, type RuleOrder } from '@sannidhi/domain/order-rules';
import { trackingUrl } from '@sannidhi/domain/shipping';
import { zonedDateParts } from '@sannidhi/domain/time';
import type { OrderViewRow } from '../../repositories/orders-lists';

export function centerMetaOf(row: Pick<OrderViewRow, 'center_meta'>): CenterMeta {
  const parsed = CenterMeta.safeParse(row.center_meta);
  return parsed.success ? parsed.data : CenterMeta.parse({});
}

/** The ritual config the action rules read (spec defaults when the stored config is incomplete). */
export function ruleConfigOf(row: Pick<OrderViewRow, 'product_config'>): {
  canCancel: boolean;
  canReschedule: boolean;
  cutOffHours: number;
} {
  const parsed = z.partial(ProductConfig).safeParse(row.product_config);
  const config = parsed.success ? parsed.data : {};
  return {
    canCancel: config.canCancel ?? false,
    canReschedule: config.canReschedule ?? true,
    cutOffHours: config.cutOffHours ?? 24,
  };
}

/** The part of an order the rules of packages/domain read. */
export function ruleOrderOf(row: OrderViewRow): RuleOrder {
  return {
    status: row.status,
    paymentStatus: row.payment_status,
    slotInfo: { startTime: row.slot_start.toISOString() },
    ogSlotInfo: { startTime: row.og_slot_start.toISOString() },
    meta: { ...row.meta, familyId: row.family_id ?? row.meta.familyId },
  };
}

export function toOrderView(row: OrderViewRow): OrderView {
  const meta = centerMetaOf(row);
  const day = zonedDateParts(row.slot_start, meta.timezone);
  const config = ruleConfigOf(row);
  return {
    id: row.id,
    bookingId: row.booking_id,
    createdAt: row.created_at.toISOString(),
    firstName: row.first_name,
    email: row.email,
    phone: row.phone,
    productId: row.product_id,
    itemId: row.item_id,
    slotId: row.slot_id,
    center: row.center_id,
    centerName: row.center_label && row.center_label !== '-' ? row.center_label : row.center_name,
    meta: row.family_id ? { ...row.meta, familyId: row.family_id } : row.meta,
    hasPrasadam: row.has_prasadam,
    prasadamDeliveryAddress: row.prasadam_delivery_address,
    paymentStatus: row.payment_status,
    paymentStatusBadge: paymentStatusBadge(row.payment_status).label,
    status: row.status,
    deliveryStatus: row.delivery_status,
    prasadamTrackingId: row.prasadam_tracking_id,
    carrier: row.carrier,
    trackingUrl: trackingUrl(row.carrier, row.prasadam_tracking_id),
    totalPrice: row.total_price,
    currency: row.currency,
    variants: row.variants,
    slotInfo: { startTime: row.slot_start.toISOString(), ...day },
    ogSlotInfo: { startTime: row.og_slot_start.toISOString() },
    inPerson: row.in_person,
    productInfo: {
      name: row.product_name,
      image: row.product_image,
      texts: CatalogueTexts.safeParse(row.product_texts ?? {}).data ?? {},
      ...variantTextsOf(row.variant_texts),
      type: row.product_type,
      config,
    },
    bookingDate: row.created_at.toISOString(),
    bookingPersonFirstName: row.first_name,
    bookingPersonEmail: row.email,
    bookingPersonPhone: row.phone,
    refundOnCancel: row.refund_on_cancel,
    refundStatus: row.refund_status,
    refundOutsideMethod: row.refund_outside_method,
    rescheduleHistory: row.reschedule_history,
  };
}

/** The ritual's variant names in other languages, when it has any (My Rituals names the options with them). */
function variantTextsOf(stored: unknown): { variantTexts?: VariantTextsByName } {
  const parsed = VariantTextsByName.safeParse(stored ?? {}).data;
  return parsed && Object.keys(parsed).length ? { variantTexts: parsed } : {};
}
