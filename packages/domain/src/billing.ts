/**
 * Plausibility of a billing profile (issue #16), applied by the billing form and by POST /bookingPerson
 * through the `BookingPerson` contract. Limits are listed in docs/decisions-domain.md. An over-long value is
 * refused with a message, never cut.
 */
import { TEXT_INPUT_MAX } from './constants';

/** Limits of the billing profile fields. */
export const BILLING_LIMITS = {
  /** Names, city, state, address lines: the spec's default text-input maximum. */
  textMax: TEXT_INPUT_MAX,
  /** Address line 1: at least this many characters (a house number and a street). */
  line1Min: 3,
  /** Pin code: the longest real postal codes have 10 characters ("12345-6789"). */
  pinCodeMax: 10,
} as const;

/** Messages of the plausibility rules. */
export const BILLING_MESSAGES = {
  tooLong: `Maximum of ${BILLING_LIMITS.textMax} characters is allowed`,
  line1Min: `Minimum ${BILLING_LIMITS.line1Min} characters are required`,
  nameLetter: 'Please enter a valid name',
  cityLetter: 'Please enter a valid city',
  stateLetter: 'Please enter a valid state',
  pinCode: 'Please enter a valid pin code',
} as const;

const LETTER = /\p{L}/u;

/** Whether a text holds at least one letter of any script (names, city, state: not only digits or emoji). */
export function hasLetter(value: string): boolean {
  return LETTER.test(value);
}
