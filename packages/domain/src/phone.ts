/** Phone number rules: normalisation before sending to the server (spec part 1 §5) and the family-form check (part 2 §5). */
import { REQUIRED_MESSAGE } from './form-errors';

/** Family-form phone messages, exact texts of spec part 2 §5 (for a 9-digit country the number reads 9). */
export const PHONE_MESSAGES = {
  invalid: 'Enter a valid phone number',
  minimum: (digits: number) => `Minimum ${digits} digits are required`,
  maximum: (digits: number) => `Maximum ${digits} digits are required`,
} as const;

/** Dial codes whose national numbers have 9 digits instead of 10 (Chile). */
const NINE_DIGIT_DIAL_CODES: ReadonlySet<string> = new Set(['+56']);

/**
 * Normalises a phone number before it is sent to the server (spec part 1 §5): a value longer than
 * 10 characters loses its first 3 characters (a "+91" prefix), exactly 10 characters are kept, any
 * other length becomes the empty string. Applied literally, character by character.
 */
export function normalisePhoneForServer(value: string | null | undefined): string {
  const phone = value ?? '';
  if (phone.length > 10) return phone.slice(3);
  if (phone.length === 10) return phone;
  return '';
}

/** Number of digits a national phone number must have for a dial code: 9 for +56, otherwise 10. */
export function phoneDigitsFor(dialCode: string | null | undefined): number {
  const code = (dialCode ?? '').trim();
  const withPlus = code.startsWith('+') ? code : `+${code}`;
  return NINE_DIGIT_DIAL_CODES.has(withPlus) ? 9 : 10;
}

/**
 * Family-form phone validation (spec part 2 §5): digits only, first digit non-zero, exactly 10 digits
 * (9 for +56). Returns the message to show, or null when the number is valid. Surrounding spaces are
 * ignored; an empty number is "This field is mandatory".
 */
export function validatePhone(
  number: string | null | undefined,
  dialCode: string | null | undefined,
): string | null {
  const phone = (number ?? '').trim();
  if (phone === '') return REQUIRED_MESSAGE;
  if (!/^\d+$/.test(phone)) return PHONE_MESSAGES.invalid;
  const digits = phoneDigitsFor(dialCode);
  if (phone.length < digits) return PHONE_MESSAGES.minimum(digits);
  if (phone.length > digits) return PHONE_MESSAGES.maximum(digits);
  if (phone.startsWith('0')) return PHONE_MESSAGES.invalid;
  return null;
}

/**
 * The national number of a phone typed with or without its dial code (issue 26): spaces and dashes go; a number
 * that starts with the dial code ("+56 9 1234 5678", "+919876543210") loses it. For 10-digit dial codes anything
 * else follows `normalisePhoneForServer` (spec part 1 §5); for 9-digit ones (+56) a number of 9 characters is kept.
 * The one phone rule of the billing, family and subscription forms: `validatePhone` then checks what is left.
 */
export function nationalPhone(value: string | null | undefined, dialCode: string | null | undefined): string {
  const phone = (value ?? '').replace(/[\s-]/g, '');
  const code = (dialCode ?? '').trim().replace(/^\+?/, '+');
  const digits = phoneDigitsFor(code);
  if (code !== '+' && phone.startsWith(code) && phone.length > digits) return phone.slice(code.length);
  if (digits === 10) return normalisePhoneForServer(phone);
  return phone;
}

/** Whether a national number is valid for the dial code: `validatePhone` finds nothing wrong. */
export function isValidPhone(
  number: string | null | undefined,
  dialCode: string | null | undefined,
): boolean {
  return validatePhone(number, dialCode) === null;
}
