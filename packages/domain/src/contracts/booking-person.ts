import * as z from 'zod/mini';
import { BILLING_LIMITS, BILLING_MESSAGES, hasLetter } from '../billing';
import { DEFAULT_DIAL_CODE } from '../constants';
import { REQUIRED_MESSAGE } from '../form-errors';
import { isValidPostalCode } from '../postal-code';
import { countryByCode } from '../countries';
import { isValidPhone } from '../phone';
import { ShownConsentTexts } from './data-rights';

const M = BILLING_MESSAGES;
/** Trimmed, required, at most 255 characters with a message (never cut). */
const required = z
  .string()
  .check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(BILLING_LIMITS.textMax, M.tooLong));
const optional = z._default(z.string().check(z.trim(), z.maxLength(BILLING_LIMITS.textMax, M.tooLong)), '');
/** A required text holding at least one letter (names, city, state). */
const lettered = (message: string) => required.check(z.refine((v) => v === '' || hasLetter(v), message));
/** The phone message of the billing form (spec part 2 §5 "Registration forms": the phone input's one message). */
export const BILLING_PHONE_MESSAGE = 'Enter valid phone number';
/**
 * Phone numbers as sent to the server after normalisation: the national number, first digit non-zero, 10 digits
 * (9 for +56: the rule of packages/domain/phone.ts, checked against the dial code below); empty for the optional ones.
 */
const phone = z.string().check(z.regex(/^[1-9]\d{8,9}$/, BILLING_PHONE_MESSAGE));
const optionalPhone = z._default(z.union([z.literal(''), phone]), '');

export const BillingAddress = z
  .object({
    line1: required.check(z.refine((v) => v === '' || v.length >= BILLING_LIMITS.line1Min, M.line1Min)),
    line2: optional,
    line3: optional,
    city: lettered(M.cityLetter),
    state: lettered(M.stateLetter),
    pinCode: z
      .string()
      .check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(BILLING_LIMITS.pinCodeMax, M.pinCode)),
    countryOfResidence: z.string().check(z.trim(), z.length(2, 'must be a 2-letter country code')),
    nationality: optional,
  })
  .check(
    z.superRefine(
      (address, ctx) => {
        // Runs even while other fields are invalid, so a bad pin code shows its message at once.
        const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
        const values = (address ?? {}) as Record<string, unknown>;
        const pinCode = str(values.pinCode);
        if (pinCode !== '' && !isValidPostalCode(str(values.countryOfResidence), pinCode)) {
          ctx.addIssue({ code: 'custom', path: ['pinCode'], message: M.pinCode });
        }
      },
      { when: () => true },
    ),
  );
export type BillingAddress = z.infer<typeof BillingAddress>;

/**
 * Billing profile of the person booking (spec part 1 §3), with the plausibility rules of issue #16: line 1
 * at least 3 characters, names, city and state with at least one letter, nothing over 255 characters, the
 * pin code valid for the country of residence (CA "A1A 1A1", US "12345" or "12345-6789", IN and SG 6
 * digits, NP 5 digits, elsewhere at least 3 characters).
 */
export const BookingPerson = z
  .object({
    ssoId: z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE)),
    firstName: lettered(M.nameLetter),
    lastName: lettered(M.nameLetter),
    /** The dial code of the phones ("+56"); empty: that of the country of residence. */
    phoneCode: z._default(z.string().check(z.trim(), z.maxLength(5, BILLING_PHONE_MESSAGE)), ''),
    phone,
    secondaryPhone: optionalPhone,
    whatsAppPhone: optionalPhone,
    email: z.email('Please enter a valid email').check(z.maxLength(BILLING_LIMITS.textMax, M.tooLong)),
    subscribedForNewsLetter: z._default(z.boolean(), false),
    privacyTermsAccepted: z.literal(true, {
      error: 'Please accept the privacy policy and terms to continue',
    }),
    billingAddress: BillingAddress,
    /** The privacy terms' and the newsletter's texts as the form showed them (issue 30): stored with the consents. */
    consentTexts: z.optional(ShownConsentTexts),
  })
  .check(
    z.superRefine(
      (person, ctx) => {
        // The number of digits follows the dial code (+56: 9), as in the family form (issue 26).
        const values = (person ?? {}) as Record<string, unknown>;
        const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
        const address = (values.billingAddress ?? {}) as Record<string, unknown>;
        const code = billingPhoneCode(str(values.phoneCode), str(address.countryOfResidence));
        for (const key of ['phone', 'secondaryPhone', 'whatsAppPhone'] as const) {
          const number = str(values[key]);
          if (key !== 'phone' && number === '') continue;
          if (/^[1-9]\d{8,9}$/.test(number) && !isValidPhone(number, code)) {
            ctx.addIssue({ code: 'custom', path: [key], message: BILLING_PHONE_MESSAGE });
          }
        }
      },
      { when: () => true },
    ),
  );
export type BookingPerson = z.infer<typeof BookingPerson>;

/** The dial code a billing profile's phones are checked against: its own, else that of the country of residence. */
export function billingPhoneCode(phoneCode: string, countryOfResidence: string): string {
  return phoneCode || countryByCode(countryOfResidence)?.dialCode || DEFAULT_DIAL_CODE;
}

/**
 * A stored billing profile as the api answers it: the same fields without the plausibility rules, so a
 * profile saved before a rule was added can still be read (and corrected in the billing form).
 */
export const BookingPersonAnswer = z.object({
  ssoId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  secondaryPhone: z.string(),
  whatsAppPhone: z.string(),
  email: z.string(),
  subscribedForNewsLetter: z.boolean(),
  privacyTermsAccepted: z.boolean(),
  phoneCode: z._default(z.string(), ''),
  billingAddress: z.object({
    line1: z.string(),
    line2: z._default(z.string(), ''),
    line3: z._default(z.string(), ''),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
    countryOfResidence: z.string(),
    nationality: z._default(z.string(), ''),
  }),
});
export type BookingPersonAnswer = z.infer<typeof BookingPersonAnswer>;

export const BookingPersonQuery = z.object({
  ssoId: z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE)),
});
