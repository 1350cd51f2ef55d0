/**
 * The values of the billing form (spec part 1 §3 "Booking person") and their check with the api's own
 * contract, so the messages are the same on both sides.
 */
import { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { COUNTRIES, countryByCode, DEFAULT_COUNTRY_OPTION } from '@sannidhi/domain/countries';
import { fieldErrors } from '@sannidhi/domain/form-errors';
import { normalisePhoneForServer } from '@sannidhi/domain/phone';

/** The choices of the country and dial-code selects. */
export const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.countryCode, label: c.countryName }));
export const DIAL_OPTIONS = COUNTRIES.map((c) => ({
  value: c.countryCode,
  label: `${c.dialCode} ${c.countryName}`,
}));

export interface BillingValues {
  firstName: string;
  lastName: string;
  dialCountry: string;
  phone: string;
  email: string;
  line1: string;
  line2: string;
  line3: string;
  country: string;
  pinCode: string;
  city: string;
  state: string;
  privacyTermsAccepted: boolean;
}

export type BillingErrors = Partial<Record<keyof BillingValues, string>>;

/** Prefill when nothing is saved: the payer's names, e-mail and country. */
export interface BillingDefaults {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
}

export function initialBillingValues(
  saved: Partial<BookingPerson> | null,
  defaults: BillingDefaults,
): BillingValues {
  const address = saved?.billingAddress;
  const country = countryByCode(address?.countryOfResidence || defaults.country) ?? DEFAULT_COUNTRY_OPTION;
  return {
    firstName: saved?.firstName || defaults.firstName,
    lastName: saved?.lastName || defaults.lastName,
    dialCountry: country.countryCode,
    phone: saved?.phone ?? '',
    email: saved?.email || defaults.email,
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    line3: address?.line3 ?? '',
    country: country.countryCode,
    pinCode: address?.pinCode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    privacyTermsAccepted: saved?.privacyTermsAccepted === true,
  };
}

/** The body POSTed: the form's values over what was saved (secondary phones, newsletter, nationality). */
export function toBookingPerson(
  ssoId: string,
  saved: Partial<BookingPerson> | null,
  v: BillingValues,
): unknown {
  const national = v.phone.replace(/[\s-]/g, '');
  return {
    ssoId,
    firstName: v.firstName,
    lastName: v.lastName,
    phone: normalisePhoneForServer(national),
    secondaryPhone: saved?.secondaryPhone ?? '',
    whatsAppPhone: saved?.whatsAppPhone ?? '',
    email: v.email.trim(),
    subscribedForNewsLetter: saved?.subscribedForNewsLetter ?? false,
    privacyTermsAccepted: v.privacyTermsAccepted,
    billingAddress: {
      line1: v.line1,
      line2: v.line2,
      line3: v.line3,
      city: v.city,
      state: v.state,
      pinCode: v.pinCode.trim(),
      countryOfResidence: v.country,
      nationality: saved?.billingAddress?.nationality || v.country,
    },
  };
}

/** Which input shows an error of the contract's path. */
const FIELD_OF_PATH: Record<string, keyof BillingValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  email: 'email',
  privacyTermsAccepted: 'privacyTermsAccepted',
  'billingAddress.line1': 'line1',
  'billingAddress.line2': 'line2',
  'billingAddress.line3': 'line3',
  'billingAddress.city': 'city',
  'billingAddress.state': 'state',
  'billingAddress.pinCode': 'pinCode',
  'billingAddress.countryOfResidence': 'country',
};

export function validateBillingBody(body: unknown): BillingErrors {
  const errors: BillingErrors = {};
  for (const [path, message] of Object.entries(fieldErrors(BookingPerson.safeParse(body)))) {
    const field = FIELD_OF_PATH[path];
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** The fields in the order of the form: the first one with an error takes the focus. */
export const BILLING_FIELD_ORDER: (keyof BillingValues)[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'line1',
  'line2',
  'line3',
  'country',
  'pinCode',
  'city',
  'state',
  'privacyTermsAccepted',
];
