/** Country options for country-of-residence and dial-code pickers (spec part 2 §2, §3). */
import { DEFAULT_COUNTRY } from './constants';

/** A country option as in the static country-data file. */
export interface CountryOption {
  countryName: string;
  countryCode: string;
  dialCode: string;
}

const option = (countryName: string, countryCode: string, dialCode: string): CountryOption => ({
  countryName,
  countryCode,
  dialCode,
});

/**
 * Common countries, India first then by name. USA and Canada share one entry (code US, +1), as the
 * phone input shows them (spec part 2 §2); other +1 countries are left out so that +1 is unambiguous.
 */
export const COUNTRIES: readonly CountryOption[] = [
  option('India', 'IN', '+91'),
  option('Argentina', 'AR', '+54'),
  option('Australia', 'AU', '+61'),
  option('Austria', 'AT', '+43'),
  option('Bahrain', 'BH', '+973'),
  option('Bangladesh', 'BD', '+880'),
  option('Belgium', 'BE', '+32'),
  option('Bhutan', 'BT', '+975'),
  option('Brazil', 'BR', '+55'),
  option('Chile', 'CL', '+56'),
  option('China', 'CN', '+86'),
  option('Colombia', 'CO', '+57'),
  option('Czech Republic', 'CZ', '+420'),
  option('Denmark', 'DK', '+45'),
  option('Egypt', 'EG', '+20'),
  option('Fiji', 'FJ', '+679'),
  option('Finland', 'FI', '+358'),
  option('France', 'FR', '+33'),
  option('Germany', 'DE', '+49'),
  option('Greece', 'GR', '+30'),
  option('Hong Kong', 'HK', '+852'),
  option('Hungary', 'HU', '+36'),
  option('Indonesia', 'ID', '+62'),
  option('Ireland', 'IE', '+353'),
  option('Israel', 'IL', '+972'),
  option('Italy', 'IT', '+39'),
  option('Japan', 'JP', '+81'),
  option('Kenya', 'KE', '+254'),
  option('Kuwait', 'KW', '+965'),
  option('Malaysia', 'MY', '+60'),
  option('Maldives', 'MV', '+960'),
  option('Mauritius', 'MU', '+230'),
  option('Mexico', 'MX', '+52'),
  option('Nepal', 'NP', '+977'),
  option('Netherlands', 'NL', '+31'),
  option('New Zealand', 'NZ', '+64'),
  option('Nigeria', 'NG', '+234'),
  option('Norway', 'NO', '+47'),
  option('Oman', 'OM', '+968'),
  option('Pakistan', 'PK', '+92'),
  option('Philippines', 'PH', '+63'),
  option('Poland', 'PL', '+48'),
  option('Portugal', 'PT', '+351'),
  option('Qatar', 'QA', '+974'),
  option('Russia', 'RU', '+7'),
  option('Saudi Arabia', 'SA', '+966'),
  option('Singapore', 'SG', '+65'),
  option('South Africa', 'ZA', '+27'),
  option('South Korea', 'KR', '+82'),
  option('Spain', 'ES', '+34'),
  option('Sri Lanka', 'LK', '+94'),
  option('Sweden', 'SE', '+46'),
  option('Switzerland', 'CH', '+41'),
  option('Taiwan', 'TW', '+886'),
  option('Tanzania', 'TZ', '+255'),
  option('Thailand', 'TH', '+66'),
  option('Turkey', 'TR', '+90'),
  option('Uganda', 'UG', '+256'),
  option('Ukraine', 'UA', '+380'),
  option('United Arab Emirates', 'AE', '+971'),
  option('United Kingdom', 'GB', '+44'),
  option('USA and Canada', 'US', '+1'),
  option('Vietnam', 'VN', '+84'),
];

/**
 * Countries of residence (billing, registration, addresses): the same list with Canada (CA) and the
 * United States (US) as separate entries, because their postal rules differ (issue #16). Both keep +1.
 */
export const RESIDENCE_COUNTRIES: readonly CountryOption[] = [
  ...COUNTRIES.filter((c) => c.dialCode !== '+1'),
  option('Canada', 'CA', '+1'),
  option('United States', 'US', '+1'),
].sort((a, b) =>
  a.countryCode === 'IN' ? -1 : b.countryCode === 'IN' ? 1 : a.countryName.localeCompare(b.countryName),
);

/** A country of residence by ISO code (case-insensitive; CA is Canada, US the United States), or undefined. */
export function residenceCountryByCode(countryCode: string | null | undefined): CountryOption | undefined {
  const code = (countryCode ?? '').trim().toUpperCase();
  return RESIDENCE_COUNTRIES.find((c) => c.countryCode === code);
}

/** Dial-code option by ISO code (case-insensitive; CA finds the shared USA and Canada entry), or undefined. */
export function countryByCode(countryCode: string | null | undefined): CountryOption | undefined {
  const code = (countryCode ?? '').trim().toUpperCase();
  return COUNTRIES.find((c) => c.countryCode === (code === 'CA' ? 'US' : code));
}

/** Country option by dial code ('+977' or '977'), or undefined. */
export function countryByDialCode(dialCode: string | null | undefined): CountryOption | undefined {
  const code = (dialCode ?? '').trim();
  const withPlus = code.startsWith('+') ? code : `+${code}`;
  return COUNTRIES.find((c) => c.dialCode === withPlus);
}

/** The default option: India (+91), spec part 1 §9. */
export const DEFAULT_COUNTRY_OPTION: CountryOption =
  countryByCode(DEFAULT_COUNTRY) ?? option('India', 'IN', '+91');
