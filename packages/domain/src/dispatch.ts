/**
 * Prasadam dispatch (staff console): a parcel's delivery status moves forward only, and a tracking id must fit its
 * carrier (UPS numbers are checked by their format and check digit). The api enforces these; the packer's page
 * applies the same rules before sending.
 */
import * as z from 'zod/mini';
import type { DispatchParcel } from './contracts/staff-dispatch';
import type { DeliveryStatus } from './enums';
import { Carrier, ShippingOption } from './shipping';

/** The order a parcel goes through; RETURNED comes only after the parcel left the temple. */
export const DELIVERY_STEPS: readonly DeliveryStatus[] = [
  'NONE',
  'PENDING',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'RETURNED',
];

/** Statuses at which a parcel has left the temple: a carrier and a tracking id are needed. */
export const SHIPPED_STATUSES: readonly DeliveryStatus[] = ['SHIPPED', 'DELIVERED', 'RETURNED'];

/**
 * The status a parcel of a paid booking is at: a booking with prasadam that was never touched (NONE) is waiting to
 * be packed (PENDING).
 */
export function parcelStatus(deliveryStatus: string, hasPrasadam: boolean): DeliveryStatus {
  if (hasPrasadam && deliveryStatus === 'NONE') return 'PENDING';
  return (DELIVERY_STEPS as readonly string[]).includes(deliveryStatus)
    ? (deliveryStatus as DeliveryStatus)
    : 'NONE';
}

/**
 * Why a parcel may not move from `from` to `to`, or null when it may. Staying at the same status is allowed (a
 * corrected tracking id); going back is not; RETURNED only follows SHIPPED or DELIVERED.
 */
export function deliveryStepRefusal(from: DeliveryStatus, to: DeliveryStatus): string | null {
  if (to === 'NONE') return 'A parcel cannot be set back to no delivery';
  if (from === 'NONE') return 'This booking has no prasadam to deliver';
  const a = DELIVERY_STEPS.indexOf(from);
  const b = DELIVERY_STEPS.indexOf(to);
  if (b < a) return `A parcel moves forward only: it is ${from} and cannot go back to ${to}`;
  if (to === 'RETURNED' && from !== 'RETURNED' && !SHIPPED_STATUSES.includes(from))
    return 'Only a parcel that was shipped can be returned';
  return null;
}

/** UPS's value of a character of a tracking number: digits as they are, letters A=2 … Z=7 (mod 10). */
function upsValue(c: string): number {
  const code = c.charCodeAt(0);
  return c >= '0' && c <= '9' ? code - 48 : (code - 63) % 10;
}

/** UPS's check digit of the 15 characters after "1Z". */
function upsCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += upsValue(body[i]!) * (i % 2 === 0 ? 1 : 2);
  return (10 - (sum % 10)) % 10;
}

/** A UPS tracking number completed with its check digit: "1Z" and 15 letters or digits in, 18 characters out. */
export function withUpsCheckDigit(first17: string): string {
  const s = first17.toUpperCase();
  if (!/^1Z[0-9A-Z]{15}$/.test(s)) throw new Error('A UPS number starts with 1Z and 15 letters or digits');
  return `${s}${upsCheckDigit(s.slice(2))}`;
}

/**
 * Whether `id` is a UPS tracking number: "1Z", a 6-character shipper number, a 2-character service code, a
 * 7-character package number and UPS's mod-10 check digit (18 characters; spaces ignored, letters in any case).
 */
export function isUpsTrackingNumber(id: string): boolean {
  const s = id.replace(/\s+/g, '').toUpperCase();
  if (!/^1Z[0-9A-Z]{15}[0-9]$/.test(s)) return false;
  return upsCheckDigit(s.slice(2, 17)) === Number(s[17]);
}

/** A tracking id as stored: spaces removed, capitals. */
export function normaliseTrackingId(id: string): string {
  return id.replace(/\s+/g, '').toUpperCase();
}

/** Why a tracking id does not fit the carrier, or null when it does. */
export function trackingIdRefusal(carrier: string, trackingId: string): string | null {
  const id = normaliseTrackingId(trackingId);
  if (!id) return 'Please enter the tracking id';
  if (carrier === 'UPS')
    return isUpsTrackingNumber(id)
      ? null
      : `${id} is not a UPS tracking number (1Z followed by 16 letters and digits, ending in its check digit)`;
  return /^[0-9A-Z]{8,40}$/.test(id) ? null : `${id} is not a tracking number (8 to 40 letters and digits)`;
}

/** The packer's form: a status, a carrier and shipping option for all chosen parcels, a tracking id for each. */
export const dispatchFormSchema = z
  .object({
    deliveryStatus: z.enum(['PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED']),
    carrier: z.union([Carrier, z.literal('')]),
    shippingOption: z.union([ShippingOption, z.literal('')]),
    parcels: z.array(z.object({ orderId: z.string(), reference: z.string(), trackingId: z.string() })),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.parcels.length === 0)
        ctx.addIssue({ code: 'custom', path: ['parcels'], message: 'Please choose at least one parcel' });
      const shipping = v.deliveryStatus === 'SHIPPED';
      if (shipping && !v.carrier)
        ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Please choose the carrier' });
      v.parcels.forEach((p, i) => {
        if (!p.trackingId.trim()) {
          if (shipping)
            ctx.addIssue({
              code: 'custom',
              path: ['parcels', i, 'trackingId'],
              message: `Please enter the tracking id of ${p.reference}`,
            });
          return;
        }
        const wrong = v.carrier ? trackingIdRefusal(v.carrier, p.trackingId) : null;
        if (wrong) ctx.addIssue({ code: 'custom', path: ['parcels', i, 'trackingId'], message: wrong });
      });
    }),
  );
export type DispatchFormValues = z.infer<typeof dispatchFormSchema>;

/** The shipping options in words, as the packer's page and the printed slips and labels name them. */
export const SHIPPING_OPTION_LABELS: Record<string, string> = {
  ups_next_day_air: 'UPS Next Day Air',
  ups_worldwide_expedited: 'UPS Worldwide Expedited',
};

/**
 * The address block of a parcel, line by line, as the packer's page shows it and the slips and labels print it:
 * name (the devotee's where the address has none), street lines, "city, state pin", country, phone. Blank lines
 * are left out. `phoneWord` is the page's word for the phone line (the printed slips and labels say "Phone").
 */
export function parcelAddressLines(
  p: Pick<DispatchParcel, 'address' | 'devoteeName'>,
  phoneWord = 'Phone',
): string[] {
  const a = p.address;
  const place = [a.city, [a.state, a.pinCode].filter((s) => s.trim()).join(' ')].filter((s) => s.trim());
  return [
    a.name.trim() || p.devoteeName,
    a.line1,
    a.line2,
    a.line3,
    place.join(', '),
    a.country,
    a.phone.trim() ? `${phoneWord} ${a.code} ${a.phone}`.trim() : '',
  ].filter((s) => s.trim());
}
