/** 'Use my billing address' of the family dialog (spec part 2 §2, §5): the delivery address from the billing profile. */
import type { BookingPersonAnswer } from '@sannidhi/domain/contracts/booking-person';
import { countryByCode } from '@sannidhi/domain/countries';
import { DEFAULT_DIAL_CODE } from '@sannidhi/domain/constants';
import type { FamilyForm } from '@sannidhi/domain/family-form';

export type FamilyAddress = FamilyForm['prasadamDeliveryAddress'];

/**
 * The family's prasadam delivery address made from the devotee's billing profile: their full name, phone, the
 * billing country with its dial code, pin code, city, state and address lines. Null without a profile that has an
 * address (nothing to copy).
 */
export function deliveryAddressFromBilling(
  profile: BookingPersonAnswer | null | undefined,
): FamilyAddress | null {
  const a = profile?.billingAddress;
  if (!profile || !a || !a.line1.trim() || !a.countryOfResidence) return null;
  const country = a.countryOfResidence.toUpperCase();
  return {
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    code: profile.phoneCode || (countryByCode(country)?.dialCode ?? DEFAULT_DIAL_CODE),
    phone: profile.phone,
    country,
    pinCode: a.pinCode,
    city: a.city,
    state: a.state,
    line1: a.line1,
    line2: a.line2,
    line3: a.line3,
  };
}
