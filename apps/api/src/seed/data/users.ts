// Demo identities: the same SSO profile ids as the sandbox SSO (docs/providers.md).
// anita@example.org (SSO-1005) and pending.tnc@example.org (SSO-1006) exist only in the SSO.
import type { StaffRole } from '@sannidhi/domain/enums';
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

/** The centre where each demo staff account holds its one role. */
export const DEMO_STAFF_CENTER = 'us-tennessee';

/**
 * One demo account per staff role, holding just that role at DEMO_STAFF_CENTER (ROLE_ADMINISTRATOR reaches every
 * centre from there). Same profile ids as the sandbox SSO. Added by every seed run when missing, with their role.
 */
export const DEMO_STAFF: (Omit<SeedUser, 'roleAtEveryCenter'> & { role: StaffRole })[] = (
  [
    ['SSO-1101', 'ROLE_ADMINISTRATOR', 'Role Administrator'],
    ['SSO-1102', 'CENTER_ADMIN', 'Center Admin'],
    ['SSO-1103', 'REGISTRATION_ADMINISTRATOR', 'Registration Administrator'],
    ['SSO-1104', 'RITUAL_SCHEDULER', 'Ritual Scheduler'],
    ['SSO-1105', 'SEVAKA', 'Sevaka'],
    ['SSO-1106', 'RITUAL_ASSISTANT_VOLUNTEER', 'Ritual Assistant Volunteer'],
    ['SSO-1107', 'RITUAL_ASSISTANT', 'Ritual Assistant'],
    ['SSO-1108', 'PRASADAM_PACKING_VOLUNTEER', 'Prasadam Packing Volunteer'],
    ['SSO-1109', 'OFFICE_ACCOUNTS_MANAGER', 'Office Accounts Manager'],
    ['SSO-1110', 'OFFICE_VOLUNTEER', 'Office Volunteer'],
  ] as const
).map(([id, role, title]) => ({
  id,
  role,
  email: `demo.${role.toLowerCase().replace(/_/g, '-')}@example.org`,
  firstName: 'Demo',
  lastName: title,
  countryOfResidence: 'US',
}));

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
