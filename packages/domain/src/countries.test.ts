import { describe, it, expect } from 'vitest';
import {
  COUNTRIES,
  countryByCode,
  countryByDialCode,
  DEFAULT_COUNTRY_OPTION,
  RESIDENCE_COUNTRIES,
  residenceCountryByCode,
} from './countries';

describe('COUNTRIES', () => {
  it('starts with India +91 and holds about 60 countries', () => {
    expect(COUNTRIES[0]).toEqual({ countryName: 'India', countryCode: 'IN', dialCode: '+91' });
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(55);
  });

  it('has unique codes, unique dial codes and well-formed values', () => {
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.dialCode)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(c.countryName.trim()).not.toBe('');
    }
  });

  it('sorts every country after India by name', () => {
    const names = COUNTRIES.slice(1).map((c) => c.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('shows USA and Canada as one entry', () => {
    expect(COUNTRIES.filter((c) => c.dialCode === '+1')).toEqual([
      { countryName: 'USA and Canada', countryCode: 'US', dialCode: '+1' },
    ]);
    expect(COUNTRIES.some((c) => c.countryCode === 'CA')).toBe(false);
  });

  it.each([
    ['NP', '+977'],
    ['GB', '+44'],
    ['SG', '+65'],
    ['AE', '+971'],
    ['AU', '+61'],
    ['CL', '+56'],
  ])('has %s with %s', (code, dial) => {
    expect(countryByCode(code)?.dialCode).toBe(dial);
  });
});

describe('lookups', () => {
  it('finds by code, case-insensitively, with CA mapped to the shared entry', () => {
    expect(countryByCode('np')?.countryName).toBe('Nepal');
    expect(countryByCode('CA')?.countryName).toBe('USA and Canada');
    expect(countryByCode('XX')).toBeUndefined();
    expect(countryByCode(undefined)).toBeUndefined();
  });

  it('finds by dial code with or without +', () => {
    expect(countryByDialCode('+977')?.countryCode).toBe('NP');
    expect(countryByDialCode('56')?.countryCode).toBe('CL');
    expect(countryByDialCode('+999')).toBeUndefined();
  });

  it('defaults to India', () => {
    expect(DEFAULT_COUNTRY_OPTION).toEqual({ countryName: 'India', countryCode: 'IN', dialCode: '+91' });
  });
});

describe('RESIDENCE_COUNTRIES', () => {
  it('has Canada and the United States as separate countries, both +1, India first then by name', () => {
    expect(RESIDENCE_COUNTRIES.filter((c) => c.dialCode === '+1')).toEqual([
      { countryName: 'Canada', countryCode: 'CA', dialCode: '+1' },
      { countryName: 'United States', countryCode: 'US', dialCode: '+1' },
    ]);
    expect(RESIDENCE_COUNTRIES[0]?.countryCode).toBe('IN');
    const names = RESIDENCE_COUNTRIES.slice(1).map((c) => c.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(RESIDENCE_COUNTRIES.map((c) => c.countryCode)).size).toBe(RESIDENCE_COUNTRIES.length);
    expect(RESIDENCE_COUNTRIES.length).toBe(COUNTRIES.length + 1);
  });
  it('finds CA as Canada (the dial-code lookup keeps the shared entry)', () => {
    expect(residenceCountryByCode('ca')?.countryName).toBe('Canada');
    expect(residenceCountryByCode('US')?.countryName).toBe('United States');
    expect(countryByCode('CA')?.countryName).toBe('USA and Canada');
    expect(residenceCountryByCode('XX')).toBeUndefined();
  });
});
