import { describe, it, expect } from 'vitest';
import {
  canLookUpPinCode,
  isNumericPinCountry,
  isValidPostalCode,
  PIN_CODE_MESSAGE,
  validateFamilyPinCode,
} from './postal-code';

describe('isValidPostalCode', () => {
  it.each([
    ['US', '12345', true],
    ['US', '12345-6789', true],
    ['US', '1234', false],
    ['US', '123456', false],
    ['US', '12345-678', false],
    ['US', '12345 6789', false],
    ['US', 'ABCDE', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a 0b1', true],
    ['CA', 'K1A0B1', false],
    ['CA', '11A 0B1', false],
    ['CA', 'K1A 0B', false],
    ['NP', '44600', true],
    ['NP', '4460', false],
    ['NP', '446001', false],
    ['IN', '560001', true],
    ['IN', '56000', false],
    ['IN', '5600011', false],
    ['IN', '56000A', false],
    ['SG', '018956', true],
    ['SG', '18956', false],
    ['SG', '0189561', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'AB', false],
    ['GB', 'ABC', true],
  ])('%s %s → %s', (country, code, expected) => {
    expect(isValidPostalCode(country, code)).toBe(expected);
  });

  it('ignores surrounding spaces and the case of the country', () => {
    expect(isValidPostalCode('in', ' 560001 ')).toBe(true);
  });

  it('refuses empty and missing codes', () => {
    expect(isValidPostalCode('IN', '')).toBe(false);
    expect(isValidPostalCode('FR', undefined)).toBe(false);
    expect(isValidPostalCode(null, '   ')).toBe(false);
  });
});

describe('validateFamilyPinCode', () => {
  it.each([
    ['IN', '560001', null],
    ['IN', '56000', PIN_CODE_MESSAGE],
    ['IN', '5600011', PIN_CODE_MESSAGE],
    ['IN', '56 001', PIN_CODE_MESSAGE],
    ['NP', '44600', null],
    ['NP', '446001', null],
    ['NP', '4460', PIN_CODE_MESSAGE],
    ['NP', '4460011', PIN_CODE_MESSAGE],
    ['US', '94103', null],
    ['US', '94103-1234', null],
    ['US', '9410', PIN_CODE_MESSAGE],
    ['US', '94103-12', PIN_CODE_MESSAGE],
    ['AU', '200', null],
    ['AU', 'AB', PIN_CODE_MESSAGE],
    ['GB', 'SW1A 1AA', null],
  ])('%s %s → %s', (country, code, expected) => {
    expect(validateFamilyPinCode(country, code)).toBe(expected);
  });

  it('requires a value', () => {
    expect(validateFamilyPinCode('IN', '')).toBe('This field is mandatory');
    expect(validateFamilyPinCode('US', '  ')).toBe('This field is mandatory');
    expect(validateFamilyPinCode('IN', null)).toBe('This field is mandatory');
  });

  it('has the exact message', () => {
    expect(PIN_CODE_MESSAGE).toBe('Please enter a valid pin code');
  });
});

describe('isNumericPinCountry', () => {
  it('is numeric for IN and NP only', () => {
    expect(isNumericPinCountry('IN')).toBe(true);
    expect(isNumericPinCountry('np')).toBe(true);
    expect(isNumericPinCountry('US')).toBe(false);
    expect(isNumericPinCountry(undefined)).toBe(false);
  });
});

describe('canLookUpPinCode', () => {
  it('starts the lookup at 4 characters', () => {
    expect(canLookUpPinCode('560')).toBe(false);
    expect(canLookUpPinCode('5600')).toBe(true);
    expect(canLookUpPinCode(' 560 ')).toBe(false);
    expect(canLookUpPinCode(undefined)).toBe(false);
  });
});
