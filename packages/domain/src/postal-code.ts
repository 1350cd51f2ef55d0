/** Postal (pin) code rules: booking/billing (spec part 1 §5) and family form (part 2 §5). */
import { PIN_LOOKUP_MIN_CHARS } from './constants';
import { REQUIRED_MESSAGE } from './form-errors';

/** Family-form message for a pin code that does not fit its country (spec part 2 §5). */
export const PIN_CODE_MESSAGE = 'Please enter a valid pin code';

const US_ZIP = /^\d{5}(-\d{4})?$/;

/** Billing patterns per country (spec part 1 §5). Nepal is 5 digits: see docs/decisions-domain.md. */
const BILLING_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: US_ZIP,
  CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/i,
  NP: /^\d{5}$/,
  IN: /^\d{6}$/,
  SG: /^\d{6}$/,
};

/** Family-form patterns per country (spec part 2 §5); Nepal accepts 5 or 6 digits. */
const FAMILY_PATTERNS: Readonly<Record<string, RegExp>> = {
  IN: /^\d{6}$/,
  NP: /^\d{5,6}$/,
  US: US_ZIP,
};

/** Minimum length of a pin code for countries without a pattern. */
const OTHER_MIN_LENGTH = 3;

function countryKey(country: string | null | undefined): string {
  return (country ?? '').trim().toUpperCase();
}

/**
 * Booking/billing postal-code rule (spec part 1 §5): US 5 digits with optional "-1234"; CA "A1A 1A1"
 * (letters in either case); NP 5 digits; IN and SG 6 digits. Other countries need at least 3
 * non-blank characters. Surrounding spaces are ignored.
 */
export function isValidPostalCode(
  country: string | null | undefined,
  code: string | null | undefined,
): boolean {
  const value = (code ?? '').trim();
  const pattern = BILLING_PATTERNS[countryKey(country)];
  return pattern ? pattern.test(value) : value.length >= OTHER_MIN_LENGTH;
}

/**
 * Family-form pin-code rule (spec part 2 §5): IN 6 digits, NP 5 or 6 digits, US 5 digits with optional
 * "-1234", other countries at least 3 characters. Returns the message to show, or null when valid.
 */
export function validateFamilyPinCode(
  country: string | null | undefined,
  code: string | null | undefined,
): string | null {
  const value = (code ?? '').trim();
  if (value === '') return REQUIRED_MESSAGE;
  const pattern = FAMILY_PATTERNS[countryKey(country)];
  const valid = pattern ? pattern.test(value) : value.length >= OTHER_MIN_LENGTH;
  return valid ? null : PIN_CODE_MESSAGE;
}

/** Whether the pin-code input is numeric for a country (IN and NP, spec part 2 §5); text otherwise. */
export function isNumericPinCountry(country: string | null | undefined): boolean {
  const key = countryKey(country);
  return key === 'IN' || key === 'NP';
}

/** Whether a pin code is long enough to look up city and state (4 or more characters, spec part 2 §4). */
export function canLookUpPinCode(code: string | null | undefined): boolean {
  return (code ?? '').trim().length >= PIN_LOOKUP_MIN_CHARS;
}
