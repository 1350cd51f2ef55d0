import type { DevoteeProfile } from '@sannidhi/domain/contracts/auth';

/** For unit tests: a devotee's profile, with what a test changes in `overrides`. */
export function buildDevotee(overrides: Partial<DevoteeProfile> = {}): DevoteeProfile {
  return {
    profileId: 'SSO-1001',
    ssoId: 'SSO-1001',
    email: 'devotee@example.org',
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    countryOfResidence: 'IN',
    ...overrides,
  };
}
