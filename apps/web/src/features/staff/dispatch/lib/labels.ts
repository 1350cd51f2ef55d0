import type { DispatchParcel } from '@sannidhi/domain/contracts/staff-dispatch';

export const CARRIER_LABELS: Record<string, string> = { UPS: 'UPS', STAMPS: 'USPS (Stamps)' };

export const SHIPPING_OPTION_LABELS: Record<string, string> = {
  ups_next_day_air: 'UPS Next Day Air',
  ups_worldwide_expedited: 'UPS Worldwide Expedited',
};

/** The address block of a parcel, line by line. */
export function addressLines(p: DispatchParcel): string[] {
  const a = p.address;
  const place = [a.city, [a.state, a.pinCode].filter((s) => s.trim()).join(' ')].filter((s) => s.trim());
  return [
    a.name.trim() || p.devoteeName,
    a.line1,
    a.line2,
    a.line3,
    place.join(', '),
    a.country,
    a.phone.trim() ? `Phone ${a.code} ${a.phone}` : '',
  ].filter((s) => s.trim());
}
