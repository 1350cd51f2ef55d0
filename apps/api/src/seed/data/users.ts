// Demo identities: the same SSO profile ids as the sandbox SSO (docs/providers.md).
// anita@example.org (SSO-1005) and pending.tnc@example.org (SSO-1006) exist only in the SSO.
import type { SeedUser } from '../types';

export const USERS: SeedUser[] = [
  {
    id: 'SSO-1001',
    email: 'devotee@example.org',
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    countryOfResidence: 'IN',
  },
  {
    id: 'SSO-1002',
    email: 'volunteer@example.org',
    firstName: 'Ravi',
    lastName: 'Shankar',
    countryOfResidence: 'IN',
    roleAtEveryCenter: 'OFFICE_VOLUNTEER',
  },
  {
    id: 'SSO-1003',
    email: 'staff@example.org',
    firstName: 'Meera',
    lastName: 'Iyer',
    countryOfResidence: 'IN',
    roleAtEveryCenter: 'SEVAKA',
  },
  {
    id: 'SSO-1004',
    email: 'admin@example.org',
    firstName: 'Arjun',
    lastName: 'Menon',
    countryOfResidence: 'IN',
    roleAtEveryCenter: 'CENTER_ADMIN',
  },
];

/** The devotee's saved billing profile (booking_persons), so checkout is prefilled. */
export const DEVOTEE_BOOKING_PERSON = {
  ssoId: 'SSO-1001',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  phone: '9843012345',
  secondaryPhone: '',
  whatsAppPhone: '9843012345',
  email: 'devotee@example.org',
  subscribedForNewsLetter: true,
  privacyTermsAccepted: true,
  billingAddress: {
    line1: '21, Venkatasamy Road West',
    line2: 'R.S. Puram',
    line3: 'Near the Corporation Park',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    pinCode: '641002',
    countryOfResidence: 'IN',
    nationality: 'IN',
  },
};
