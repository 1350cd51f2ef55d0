// The pin-code look-up (contact-information gateway) and the check of a typed city and state against it.
import type { PinCodeAnswer } from '@sannidhi/domain/contracts/pin-code';
import { pinCodeMismatch, pinCodeMismatchMessage } from '@sannidhi/domain/pin-code';
import { AppError, badRequest } from '../../errors';
import type { Providers } from '../../providers';

/** The place of a pin code in a country, null when the gateway does not know it (502 when unreachable). */
export function lookUpPinCode(
  contactInfo: Providers['contactInfo'],
  country: string,
  pin: string,
): Promise<PinCodeAnswer | null> {
  return contactInfo.lookUpPinCode(country.trim().toUpperCase(), pin.trim());
}

/**
 * Refuses (400 `billingAddress.city: does not match pin code 37201`) a city or state that contradicts what
 * the look-up knows of the pin code in that country. A pin the look-up does not know, or a look-up that
 * cannot be reached, keeps what was typed: the look-up is a helper and never blocks a booking.
 */
export async function requirePlaceOfPinCode(
  contactInfo: Providers['contactInfo'],
  address: { countryOfResidence: string; pinCode: string; city: string; state: string },
  path: string,
  onUnreachable: (err: unknown) => void = () => {},
): Promise<void> {
  let place: PinCodeAnswer | null = null;
  try {
    place = await lookUpPinCode(contactInfo, address.countryOfResidence, address.pinCode);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    onUnreachable(err);
    return;
  }
  const field = pinCodeMismatch(place, address);
  if (field) throw badRequest(`${path}.${field}: ${pinCodeMismatchMessage(address.pinCode)}`);
}

/**
 * The same check for a prasadam delivery address (family, subscription: issue 26): city and state are typed by the
 * person only where the look-up does not know the pin; where it knows it, they must agree with it
 * (400 `prasadamDeliveryAddress.state: does not match pin code 37201`).
 */
export function requirePlaceOfDeliveryAddress(
  contactInfo: Providers['contactInfo'],
  address: { country: string; pinCode: string; city: string; state: string },
  path: string,
  onUnreachable?: (err: unknown) => void,
): Promise<void> {
  return requirePlaceOfPinCode(
    contactInfo,
    {
      countryOfResidence: address.country,
      pinCode: address.pinCode,
      city: address.city,
      state: address.state,
    },
    path,
    onUnreachable,
  );
}
