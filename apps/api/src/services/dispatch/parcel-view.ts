// A parcel as the packer sees it: names, address, ritual and shipping; never payment data.
import { DeliveryAddress } from '@sannidhi/domain/address';
import { CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import { VariantTextsByName } from '@sannidhi/domain/form-texts';
import type { DispatchParcel } from '@sannidhi/domain/contracts/staff-dispatch';
import { isoDateIn } from '@sannidhi/domain/day-list';
import { parcelStatus } from '@sannidhi/domain/dispatch';
import { displayBookingReference, displayVariantName } from '@sannidhi/domain/order-rules';
import { shippingOptionFor, trackingUrl } from '@sannidhi/domain/shipping';
import { formatSlotTime } from '@sannidhi/domain/time';
import type { ParcelRow } from '../../repositories/orders-parcels';

export interface DispatchCenter {
  timezone: string;
  countryCode: string;
}

export function parcelView(row: ParcelRow, center: DispatchCenter): DispatchParcel {
  const address = DeliveryAddress.parse(row.address ?? {});
  return {
    orderId: row.id,
    reference: displayBookingReference(row.booking_id),
    ritual: row.product_name,
    ritualTexts: CatalogueTexts.safeParse(row.product_texts ?? {}).data ?? {},
    ritualDate: isoDateIn(center.timezone, row.slot_start),
    ritualTime: formatSlotTime(row.slot_start, center.timezone),
    // An erased devotee's name is the placeholder's: the screen says "Erased devotee" in its language instead.
    devoteeName: row.devotee_erased ? '' : row.devotee_name,
    devoteeErased: row.devotee_erased,
    options: row.variants.map((v) => `${displayVariantName(v.name)} X ${v.quantity}`),
    variants: row.variants.map((v) => ({ name: v.name, quantity: v.quantity })),
    variantTexts: VariantTextsByName.safeParse(row.variant_texts ?? {}).data ?? {},
    subscriptionMonth:
      row.month !== null && row.term_months !== null ? { month: row.month, of: row.term_months } : null,
    address,
    deliveryStatus: parcelStatus(row.delivery_status, row.has_prasadam),
    carrier: row.carrier,
    shippingOption: row.shipping_option ?? shippingOptionFor(center.countryCode, address.country),
    trackingId: row.prasadam_tracking_id,
    trackingUrl: trackingUrl(row.carrier, row.prasadam_tracking_id),
  };
}
