/**
 * The values of the billing form (spec part 1 §3 "Booking person") and their check with the api's own
 * contract, so the messages are the same on both sides. The form keeps the contract's shape (the address
 * under `billingAddress`), so an error path of the contract — in the browser or in a 400 of the api — is
 * the name of the field that shows it.
 */
import * as z from 'zod/mini';
import { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import type { ShownConsentTexts } from '@sannidhi/domain/contracts/data-rights';
import {
  COUNTRIES,
  countryByCode,
  countryByDialCode,
  DEFAULT_COUNTRY_OPTION,
  RESIDENCE_COUNTRIES,
  type CountryOption,
} from '@sannidhi/domain/countries';
import { nationalPhone } from '@sannidhi/domain/phone';

/**
 * The choices of the country and dial-code selects: Canada and the United States are separate
 * countries of residence, while the dial-code picker keeps its single +1 entry (issue #16).
 */
export function countryOptions(name: (c: CountryOption) => string = (c) => c.countryName) {
  return RESIDENCE_COUNTRIES.map((c) => ({ value: c.countryCode, label: name(c) }));
}
export function dialOptions(name: (c: CountryOption) => string = (c) => c.countryName) {
  return COUNTRIES.map((c) => ({ value: c.countryCode, label: `${c.dialCode} ${name(c)}` }));
}
const COUNTRY_OPTIONS = countryOptions();

export interface BillingAddressValues {
  line1: string;
  line2: string;
  line3: string;
  countryOfResidence: string;
  pinCode: string;
  city: string;
  state: string;
}

export interface BillingValues {
  firstName: string;
  lastName: string;
  /** The country whose dial code is shown before the phone (not stored). */
  dialCountry: string;
  /** The national number as typed. */
  phone: string;
  email: string;
  billingAddress: BillingAddressValues;
  privacyTermsAccepted: boolean;
  /** "Send me the temple's newsletter": unticked until the person ticks it (issue 30). */
  subscribedForNewsLetter: boolean;
}

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
  // A country the list folds into another entry (e.g. CA under the +1 entry) is kept as it was saved.
  const countryCode = (address?.countryOfResidence || defaults.country || country.countryCode).toUpperCase();
  return {
    firstName: saved?.firstName || defaults.firstName,
    lastName: saved?.lastName || defaults.lastName,
    dialCountry: (countryByDialCode(saved?.phoneCode) ?? country).countryCode,
    phone: saved?.phone ?? '',
    email: saved?.email || defaults.email,
    billingAddress: {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      line3: address?.line3 ?? '',
      countryOfResidence: COUNTRY_OPTIONS.some((o) => o.value === countryCode)
        ? countryCode
        : country.countryCode,
      pinCode: address?.pinCode ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
    },
    privacyTermsAccepted: saved?.privacyTermsAccepted === true,
    subscribedForNewsLetter: saved?.subscribedForNewsLetter === true,
  };
}

/**
 * The body POSTed: the form's values over what was saved (secondary phones, nationality), with the consents' texts
 * as the form showed them (stored with the consents, issue 30).
 */
export function toBookingPerson(
  ssoId: string,
  saved: Partial<BookingPerson> | null,
  v: BillingValues,
  consentTexts?: ShownConsentTexts,
): unknown {
  const dialCode = countryByCode(v.dialCountry)?.dialCode ?? DEFAULT_COUNTRY_OPTION.dialCode;
  const a = v.billingAddress;
  return {
    ssoId,
    firstName: v.firstName,
    lastName: v.lastName,
    phoneCode: dialCode,
    // The one phone rule (packages/domain/phone.ts): the dial code may be typed; +56 numbers have 9 digits.
    phone: nationalPhone(v.phone, dialCode),
    secondaryPhone: saved?.secondaryPhone ?? '',
    whatsAppPhone: saved?.whatsAppPhone ?? '',
    email: v.email.trim(),
    subscribedForNewsLetter: v.subscribedForNewsLetter,
    privacyTermsAccepted: v.privacyTermsAccepted,
    billingAddress: {
      line1: a.line1,
      line2: a.line2,
      line3: a.line3,
      city: a.city,
      state: a.state,
      pinCode: a.pinCode.trim(),
      countryOfResidence: a.countryOfResidence,
      nationality: saved?.billingAddress?.nationality || a.countryOfResidence,
    },
    ...(consentTexts ? { consentTexts } : {}),
  };
}

/**
 * The form's schema: the domain's BookingPerson over the body the form's values make. Its error paths
 * (`firstName`, `billingAddress.pinCode` …) are the form's field names.
 */
export function billingFormSchema(
  ssoId: string,
  saved: Partial<BookingPerson> | null,
  consentTexts?: ShownConsentTexts,
) {
  return z.pipe(
    z.transform((values: BillingValues) => toBookingPerson(ssoId, saved, values, consentTexts)),
    BookingPerson,
  );
}

/** The fields a message of the api can be shown on, in the order of the form. */
export const BILLING_FIELD_NAMES = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'billingAddress.line1',
  'billingAddress.line2',
  'billingAddress.line3',
  'billingAddress.countryOfResidence',
  'billingAddress.pinCode',
  'billingAddress.city',
  'billingAddress.state',
  'privacyTermsAccepted',
  'subscribedForNewsLetter',
] as const;
export type BillingFieldName = (typeof BILLING_FIELD_NAMES)[number];

/**
 * The field messages of an api 400 (`path: message`, several joined by `; `), by field; what names no
 * field of the form stays in `rest`.
 */
export function serverFieldErrors(message: string): {
  fields: Partial<Record<BillingFieldName, string>>;
  rest: string[];
} {
  const fields: Partial<Record<BillingFieldName, string>> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z.]+): (.+)$/.exec(part.trim());
    const name = BILLING_FIELD_NAMES.find((n) => n === match?.[1]);
    if (match && name) fields[name] ??= match[2] ?? part;
    else rest.push(part);
  }
  return { fields, rest };
}
