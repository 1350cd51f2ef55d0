/** The prasadam delivery address of a booking, validated with the family-form rules (domain family-form.ts). */
import type { DeliveryAddress } from '@sannidhi/domain/address';
import { deliveryAddressFormSchema, emptyDeliveryAddress } from '@sannidhi/domain/family-form';
import { fieldErrors } from '@sannidhi/domain/form-errors';

export type AddressValues = Omit<DeliveryAddress, 'usShippingDetails'>;
export type AddressKey = keyof AddressValues;

/** A blank address in the centre's country with its dial code; the name defaults to the devotee's. */
export function emptyAddress(country: string, name = ''): AddressValues {
  return emptyDeliveryAddress(country, name);
}

const schema = deliveryAddressFormSchema();

/** Messages per address field (empty when valid), with the family-form texts of spec part 2 §5. */
export function validateAddress(address: AddressValues): Partial<Record<AddressKey, string>> {
  return fieldErrors(schema.safeParse(address)) as Partial<Record<AddressKey, string>>;
}

/** The address as it goes into the cart: trimmed. */
export function trimAddress(address: AddressValues): AddressValues {
  const out = { ...address };
  for (const key of Object.keys(out) as AddressKey[]) out[key] = out[key].trim();
  return out;
}
