/** Prasadam shipping: the shipping option by destination and the carriers' tracking links (spec part 1 §3). */
import * as z from 'zod/mini';

/** Shipping options (spec part 1 §3): next-day air within the centre's country, worldwide expedited abroad. */
export const ShippingOption = z.enum(['ups_next_day_air', 'ups_worldwide_expedited']);
export type ShippingOption = z.infer<typeof ShippingOption>;

/** Carriers with a tracking page: UPS, and the stamps service (labels posted with USPS). */
export const Carrier = z.enum(['UPS', 'STAMPS']);
export type Carrier = z.infer<typeof Carrier>;

/** The shipping option for a parcel from a centre in `centerCountry` to an address in `destinationCountry`. */
export function shippingOptionFor(centerCountry: string, destinationCountry: string): ShippingOption {
  const from = centerCountry.trim().toUpperCase();
  const to = destinationCountry.trim().toUpperCase();
  return to === '' || from === to ? 'ups_next_day_air' : 'ups_worldwide_expedited';
}

/** The carrier's public tracking page for a tracking id; null without a carrier or id. */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingId: string | null | undefined,
): string | null {
  const id = (trackingId ?? '').trim();
  if (!id) return null;
  const encoded = encodeURIComponent(id);
  switch ((carrier ?? '').toUpperCase()) {
    case 'UPS':
      return `https://www.ups.com/track?tracknum=${encoded}`;
    case 'STAMPS':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encoded}`;
    default:
      return null;
  }
}
