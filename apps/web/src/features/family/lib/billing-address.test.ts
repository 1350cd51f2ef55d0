import { describe, expect, it } from 'vitest';
import type { BookingPersonAnswer } from '@sannidhi/domain/contracts/booking-person';
import { deliveryAddressFromBilling } from './billing-address';

const profile: BookingPersonAnswer = {
  ssoId: 'SSO-1001',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  phone: '9876543210',
  secondaryPhone: '',
  whatsAppPhone: '',
  email: 'devotee@example.org',
  subscribedForNewsLetter: false,
  privacyTermsAccepted: true,
  phoneCode: '',
  billingAddress: {
    line1: '12/4, 2nd Cross, #5 Main',
    line2: 'R.S. Puram',
    line3: '',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    pinCode: '641001',
    countryOfResidence: 'in',
    nationality: 'IN',
  },
};

describe('deliveryAddressFromBilling', () => {
  it("copies the devotee's name, phone and billing address, with the dial code of the billing country", () => {
    expect(deliveryAddressFromBilling(profile)).toEqual({
      name: 'Lakshmi Narayanan',
      code: '+91',
      phone: '9876543210',
      country: 'IN',
      pinCode: '641001',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      line1: '12/4, 2nd Cross, #5 Main',
      line2: 'R.S. Puram',
      line3: '',
    });
  });

  it('has nothing to copy without a profile or without an address', () => {
    expect(deliveryAddressFromBilling(null)).toBeNull();
    expect(
      deliveryAddressFromBilling({ ...profile, billingAddress: { ...profile.billingAddress, line1: ' ' } }),
    ).toBeNull();
  });
});
