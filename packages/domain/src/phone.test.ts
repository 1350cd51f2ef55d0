import { describe, it, expect } from 'vitest';
import { normalisePhoneForServer, phoneDigitsFor, validatePhone, isValidPhone, nationalPhone } from './phone';

describe('normalisePhoneForServer', () => {
  it('drops the first 3 characters of a value longer than 10', () => {
    expect(normalisePhoneForServer('+919876543210')).toBe('9876543210');
    expect(normalisePhoneForServer('98765432101')).toBe('65432101');
  });

  it('keeps a value of exactly 10 characters', () => {
    expect(normalisePhoneForServer('9876543210')).toBe('9876543210');
  });

  it('empties any shorter value, including empty and missing', () => {
    expect(normalisePhoneForServer('987654321')).toBe('');
    expect(normalisePhoneForServer('')).toBe('');
    expect(normalisePhoneForServer(undefined)).toBe('');
    expect(normalisePhoneForServer(null)).toBe('');
  });
});

describe('phoneDigitsFor', () => {
  it('is 9 for Chile with or without the plus sign', () => {
    expect(phoneDigitsFor('+56')).toBe(9);
    expect(phoneDigitsFor('56')).toBe(9);
  });

  it('is 10 for every other or missing code', () => {
    expect(phoneDigitsFor('+91')).toBe(10);
    expect(phoneDigitsFor('+1')).toBe(10);
    expect(phoneDigitsFor('+560')).toBe(10);
    expect(phoneDigitsFor(undefined)).toBe(10);
  });
});

describe('validatePhone', () => {
  it('accepts 10 digits starting with a non-zero digit', () => {
    expect(validatePhone('9876543210', '+91')).toBeNull();
    expect(validatePhone(' 1234567890 ', '+1')).toBeNull();
  });

  it('requires a value', () => {
    expect(validatePhone('', '+91')).toBe('This field is mandatory');
    expect(validatePhone('   ', '+91')).toBe('This field is mandatory');
    expect(validatePhone(undefined, '+91')).toBe('This field is mandatory');
  });

  it('asks for the minimum below 10 digits and the maximum above', () => {
    expect(validatePhone('987654321', '+91')).toBe('Minimum 10 digits are required');
    expect(validatePhone('98765432101', '+91')).toBe('Maximum 10 digits are required');
  });

  it('refuses a leading zero and non-digits', () => {
    expect(validatePhone('0987654321', '+91')).toBe('Enter a valid phone number');
    expect(validatePhone('98765-4321', '+91')).toBe('Enter a valid phone number');
    expect(validatePhone('+919876543', '+91')).toBe('Enter a valid phone number');
  });

  it('uses 9 digits for +56', () => {
    expect(validatePhone('912345678', '+56')).toBeNull();
    expect(validatePhone('91234567', '+56')).toBe('Minimum 9 digits are required');
    expect(validatePhone('9123456789', '+56')).toBe('Maximum 9 digits are required');
    expect(validatePhone('012345678', '+56')).toBe('Enter a valid phone number');
  });
});

describe('nationalPhone (issue 26: the same phone rule in the billing and family forms)', () => {
  it('drops the dial code, spaces and dashes', () => {
    expect(nationalPhone('+91 98765-43210', '+91')).toBe('9876543210');
    expect(nationalPhone('+56 9 1234 5678', '+56')).toBe('912345678');
  });
  it('keeps a Chilean 9-digit number (normalisePhoneForServer would empty it)', () => {
    expect(nationalPhone('912345678', '+56')).toBe('912345678');
    expect(isValidPhone(nationalPhone('912345678', '+56'), '+56')).toBe(true);
    expect(isValidPhone(nationalPhone('9123456789', '+56'), '+56')).toBe(false);
  });
  it('follows normalisePhoneForServer for 10-digit dial codes', () => {
    expect(nationalPhone('9876543210', '+91')).toBe('9876543210');
    expect(nationalPhone('12345', '+91')).toBe('');
    expect(isValidPhone('9876543210', '+1')).toBe(true);
    expect(isValidPhone('0876543210', '+91')).toBe(false);
  });
});
