import { describe, expect, it } from 'vitest';
import { isLoggedIn, isRestrictedBackOfficeUser, needsDevoteeProfile } from './access';
import type { Center, DevoteeProfileDetails } from './session-types';
import { buildDevotee } from './test-devotee';

const center = { id: 'C1' } as Center;
const devotee: DevoteeProfileDetails = buildDevotee();

describe('isLoggedIn', () => {
  it('needs both a user id and a token', () => {
    expect(isLoggedIn({ authToken: 't', userId: 'u' })).toBe(true);
    expect(isLoggedIn({ authToken: '', userId: 'u' })).toBe(false);
    expect(isLoggedIn({ authToken: 't', userId: '' })).toBe(false);
  });
});

describe('isRestrictedBackOfficeUser', () => {
  it('restricts a back-office user with a centre but without the volunteer permission', () => {
    expect(
      isRestrictedBackOfficeUser({ currentCenter: center, hasUserPermissionToBookForOthers: false }, true),
    ).toBe(true);
  });

  it('does not restrict volunteers, users who have not chosen a centre, or the devotee site', () => {
    expect(
      isRestrictedBackOfficeUser({ currentCenter: center, hasUserPermissionToBookForOthers: true }, true),
    ).toBe(false);
    expect(
      isRestrictedBackOfficeUser({ currentCenter: null, hasUserPermissionToBookForOthers: false }, true),
    ).toBe(false);
    expect(
      isRestrictedBackOfficeUser({ currentCenter: center, hasUserPermissionToBookForOthers: false }, false),
    ).toBe(false);
  });
});

describe('needsDevoteeProfile', () => {
  it('is true only for a volunteer without a devotee', () => {
    expect(needsDevoteeProfile({ hasUserPermissionToBookForOthers: true, devoteeProfileDetails: null })).toBe(
      true,
    );
    expect(
      needsDevoteeProfile({ hasUserPermissionToBookForOthers: true, devoteeProfileDetails: devotee }),
    ).toBe(false);
    expect(
      needsDevoteeProfile({ hasUserPermissionToBookForOthers: false, devoteeProfileDetails: null }),
    ).toBe(false);
  });
});
