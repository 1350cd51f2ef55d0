/** The prasadam delivery address of a booking (validated with the family-form rules, domain family-form.ts). */
import type { DeliveryAddress } from '@sannidhi/domain/address';
import { emptyDeliveryAddress } from '@sannidhi/domain/family-form';

export type AddressValues = Omit<DeliveryAddress, 'usShippingDetails'>;
export type AddressKey = keyof AddressValues;

/** A blank address in the centre's country with its dial code; the name defaults to the devotee's. */
export function emptyAddress(country: string, name = ''): AddressValues {
  return emptyDeliveryAddress(country, name);
}

/** The address as it goes into the cart: trimmed. */
export function trimAddress(address: AddressValues): AddressValues {
  const out = { ...address };
  for (const key of Object.keys(out) as AddressKey[]) out[key] = out[key].trim();
  return out;
}
