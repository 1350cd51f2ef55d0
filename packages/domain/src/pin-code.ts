/**
 * A typed city and state against the place the pin-code look-up gives (issue #16). The billing form fills
 * city and state from the look-up; the server refuses a value that contradicts it. A field the look-up
 * leaves empty (a Canadian code gives a province but no city) is the person's to type, and a pin the
 * look-up does not know keeps what was typed: the look-up is a helper, not a gate.
 */
import type { PinCodeAnswer } from './contracts/pin-code';

/** US states and DC by postal abbreviation: the look-up answers "TN", a person may type "Tennessee". */
const US_STATES: Readonly<Record<string, string>> = {
  AL: 'alabama',
  AK: 'alaska',
  AZ: 'arizona',
  AR: 'arkansas',
  CA: 'california',
  CO: 'colorado',
  CT: 'connecticut',
  DE: 'delaware',
  DC: 'district of columbia',
  FL: 'florida',
  GA: 'georgia',
  HI: 'hawaii',
  ID: 'idaho',
  IL: 'illinois',
  IN: 'indiana',
  IA: 'iowa',
  KS: 'kansas',
  KY: 'kentucky',
  LA: 'louisiana',
  ME: 'maine',
  MD: 'maryland',
  MA: 'massachusetts',
  MI: 'michigan',
  MN: 'minnesota',
  MS: 'mississippi',
  MO: 'missouri',
  MT: 'montana',
  NE: 'nebraska',
  NV: 'nevada',
  NH: 'new hampshire',
  NJ: 'new jersey',
  NM: 'new mexico',
  NY: 'new york',
  NC: 'north carolina',
  ND: 'north dakota',
  OH: 'ohio',
  OK: 'oklahoma',
  OR: 'oregon',
  PA: 'pennsylvania',
  RI: 'rhode island',
  SC: 'south carolina',
  SD: 'south dakota',
  TN: 'tennessee',
  TX: 'texas',
  UT: 'utah',
  VT: 'vermont',
  VA: 'virginia',
  WA: 'washington',
  WV: 'west virginia',
  WI: 'wisconsin',
  WY: 'wyoming',
};

function normalisePlace(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether two place names are the same: case, accents and spacing do not count ("Tamil  nadu" is
 * "Tamil Nadu", "Montreal" is "Montréal"), and a US state may be written as its abbreviation.
 */
export function samePlaceName(a: string, b: string): boolean {
  const norm = (value: string) => {
    const plain = normalisePlace(value);
    return US_STATES[plain.toUpperCase()] ?? plain;
  };
  return norm(a) === norm(b);
}

/**
 * Which of city and state contradicts the look-up's place for the pin code: 'city', 'state' or null.
 * A null place (pin unknown, look-up unreachable) and an empty field of the place contradict nothing.
 */
export function pinCodeMismatch(
  place: PinCodeAnswer | null,
  typed: { city: string; state: string },
): 'city' | 'state' | null {
  if (!place) return null;
  // A city is never an abbreviation: compared without the state names.
  if (place.defaultcity.trim() && normalisePlace(place.defaultcity) !== normalisePlace(typed.city))
    return 'city';
  if (place.state.trim() && !samePlaceName(place.state, typed.state)) return 'state';
  return null;
}

/** The message of a contradiction: `does not match pin code 37201`. */
export function pinCodeMismatchMessage(pinCode: string): string {
  return `does not match pin code ${pinCode.trim()}`;
}

/**
 * A state as a person reads it, one way everywhere (issue 26): a US state's postal abbreviation ("TN", which the
 * look-up answers) is written out ("Tennessee"); any other state is shown as stored, trimmed.
 */
export function displayState(country: string, state: string): string {
  const plain = state.trim();
  const full = ['US', 'USA'].includes(country.trim().toUpperCase())
    ? US_STATES[plain.toUpperCase()]
    : undefined;
  return full ? full.replace(/\b\p{L}/gu, (c) => c.toUpperCase()).replace(/\bOf\b/, 'of') : plain;
}

/** An address on one line as a person reads it: name, lines, city, state (written out), pin code, country. */
export function formatAddressLine(a: {
  name?: string;
  line1?: string;
  line2?: string;
  line3?: string;
  city?: string;
  state?: string;
  pinCode?: string;
  country?: string;
}): string {
  const state = displayState(a.country ?? '', a.state ?? '');
  const place = [a.city?.trim(), [state, a.pinCode?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [a.name, a.line1, a.line2, a.line3, place, a.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
