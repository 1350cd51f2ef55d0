import { describe, expect, it } from 'vitest';
import { BookingPerson } from './contracts/booking-person';
import { fieldErrors } from './form-errors';
import { hasLetter } from './billing';

const person = (address: Record<string, string> = {}, fields: Record<string, unknown> = {}) => ({
  ssoId: 'SSO-1001',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  phone: '9876543210',
  email: 'devotee@example.org',
  privacyTermsAccepted: true,
  billingAddress: {
    line1: '21, Venkatasamy Road West',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    pinCode: '641002',
    countryOfResidence: 'IN',
    ...address,
  },
  ...fields,
});
const errors = (value: unknown) => fieldErrors(BookingPerson.safeParse(value));

describe('BookingPerson postal rules', () => {
  it.each([
    ['IN', '641002'],
    ['SG', '238859'],
    ['NP', '44600'],
    ['US', '37201'],
    ['US', '37201-1234'],
    ['CA', 'K1A 0B1'],
    ['CA', 'k1a 0b1'],
    ['GB', 'SW1A 1AA'],
    ['AE', '000'],
  ])('accepts %s %s', (country, pinCode) => {
    expect(errors(person({ countryOfResidence: country, pinCode }))).toEqual({});
  });
  it.each([
    ['IN', '64100'],
    ['IN', '6410021'],
    ['SG', '23885'],
    ['NP', '446001'],
    ['US', '3720'],
    ['US', '37201-12'],
    ['CA', 'K1A0B1'],
    ['CA', '37201'],
    ['GB', 'SW'],
    ['GB', '12345678901'],
  ])('refuses %s %s with the pin-code message', (country, pinCode) => {
    expect(errors(person({ countryOfResidence: country, pinCode }))).toEqual({
      'billingAddress.pinCode': 'Please enter a valid pin code',
    });
  });
  it('shows the pin-code message while other fields are still empty', () => {
    const result = errors(person({ line1: '', city: '', state: '', pinCode: '12' }, { firstName: '' }));
    expect(result['billingAddress.pinCode']).toBe('Please enter a valid pin code');
    expect(result.firstName).toBe('This field is mandatory');
  });
});

describe('BookingPerson plausibility', () => {
  it('asks for at least 3 characters in address line 1', () => {
    expect(errors(person({ line1: 'A' }))).toEqual({
      'billingAddress.line1': 'Minimum 3 characters are required',
    });
    expect(errors(person({ line1: ' 12 ' }))).toEqual({
      'billingAddress.line1': 'Minimum 3 characters are required',
    });
    expect(errors(person({ line1: '12A' }))).toEqual({});
  });
  it('asks for a letter in names, city and state (any script)', () => {
    expect(errors(person({}, { lastName: '🙏🙏' }))).toEqual({ lastName: 'Please enter a valid name' });
    expect(errors(person({}, { firstName: '1234' }))).toEqual({ firstName: 'Please enter a valid name' });
    expect(errors(person({ city: '-' }))).toEqual({ 'billingAddress.city': 'Please enter a valid city' });
    expect(errors(person({ state: '42' }))).toEqual({ 'billingAddress.state': 'Please enter a valid state' });
    expect(errors(person({ city: 'काठमाडौं' }, { firstName: 'लक्ष्मी' }))).toEqual({});
    expect(hasLetter("O'Neil")).toBe(true);
    expect(hasLetter('😀')).toBe(false);
  });
  it('refuses an over-long value with a message instead of cutting it', () => {
    const long = 'a'.repeat(256);
    expect(errors(person({}, { firstName: long }))).toEqual({
      firstName: 'Maximum of 255 characters is allowed',
    });
    expect(errors(person({ line2: long }))).toEqual({
      'billingAddress.line2': 'Maximum of 255 characters is allowed',
    });
    expect(BookingPerson.parse(person({}, { firstName: 'a'.repeat(255) })).firstName).toHaveLength(255);
  });
  it('keeps the required messages', () => {
    expect(errors(person({ line1: '', city: '' }))).toEqual({
      'billingAddress.line1': 'This field is mandatory',
      'billingAddress.city': 'This field is mandatory',
    });
  });
});
