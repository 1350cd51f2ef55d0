import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../form-errors';
import { BookingPerson } from './booking-person';

describe('BookingPerson pin code', () => {
  it('reports an invalid pin code even while every other field is empty', () => {
    const result = BookingPerson.safeParse({
      ssoId: 'sso-1',
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      privacyTermsAccepted: false,
      billingAddress: { line1: '', city: '', state: '', pinCode: '12', countryOfResidence: 'IN' },
    });
    expect(fieldErrors(result)['billingAddress.pinCode']).toBe('Please enter a valid pin code');
  });

  it('says an empty pin code is mandatory', () => {
    const result = BookingPerson.safeParse({
      ssoId: 'sso-1',
      billingAddress: { pinCode: '', countryOfResidence: 'IN' },
    });
    expect(fieldErrors(result)['billingAddress.pinCode']).toBe('This field is mandatory');
  });

  it('refuses a body that is not an object without throwing', () => {
    expect(BookingPerson.safeParse(null).success).toBe(false);
    expect(BookingPerson.safeParse({ billingAddress: null }).success).toBe(false);
  });
});
