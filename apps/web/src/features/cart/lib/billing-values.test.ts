import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@sannidhi/domain/form-errors';
import {
  billingFormSchema,
  initialBillingValues,
  serverFieldErrors,
  type BillingValues,
} from './billing-values';

const filled: BillingValues = {
  ...initialBillingValues(null, {
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    email: 'l@example.org',
    country: 'IN',
  }),
  phone: '9876543210',
  billingAddress: {
    line1: '12 Temple Car Street',
    line2: '',
    line3: '',
    countryOfResidence: 'IN',
    pinCode: '641041',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
  },
  privacyTermsAccepted: true,
};

describe('billing form schema', () => {
  it('accepts a filled form and gives the api body', () => {
    const result = billingFormSchema('sso-1', null).safeParse(filled);
    expect(result.success).toBe(true);
    expect(result.data?.billingAddress.nationality).toBe('IN');
    expect(result.data?.ssoId).toBe('sso-1');
  });

  it("names the form's own fields in its messages", () => {
    const result = billingFormSchema('sso-1', null).safeParse({
      ...filled,
      firstName: ' ',
      billingAddress: { ...filled.billingAddress, city: '' },
    });
    const errors = fieldErrors(result);
    expect(errors.firstName).toBe('This field is mandatory');
    expect(errors['billingAddress.city']).toBe('This field is mandatory');
  });
});

describe('serverFieldErrors', () => {
  it('puts a 400 on the field it names and keeps the rest', () => {
    expect(
      serverFieldErrors('billingAddress.city: does not match pin code 37201; ssoId: must be yours'),
    ).toEqual({
      fields: { 'billingAddress.city': 'does not match pin code 37201' },
      rest: ['ssoId: must be yours'],
    });
  });

  it('keeps a message that names no field', () => {
    expect(serverFieldErrors('Something went wrong, please try again')).toEqual({
      fields: {},
      rest: ['Something went wrong, please try again'],
    });
  });
});
