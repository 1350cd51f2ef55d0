import { describe, expect, it } from 'vitest';
import type { SsoProfileAnswer } from '@sannidhi/domain/contracts/auth';
import { buildDevotee } from '../../../lib/test-devotee';
import {
  createFormAfterFailure,
  createFormOnReveal,
  devoteeFromCreated,
  lookupOutcome,
} from './registration-flow';

function buildSsoProfile(overrides: Partial<SsoProfileAnswer> = {}): SsoProfileAnswer {
  return {
    profileId: 'SSO-1005',
    email: 'anita@example.org',
    firstName: 'Anita',
    lastName: 'Sharma',
    countryOfResidence: 'US',
    photo: '',
    ...overrides,
  };
}

describe('lookupOutcome', () => {
  it('finds nothing without an SSO profile', () => {
    expect(lookupOutcome(null, null)).toEqual({ kind: 'notFound' });
  });

  it('prefers the devotee profile when Sannidhi has one', () => {
    const devotee = buildDevotee();
    expect(lookupOutcome(buildSsoProfile({ profileId: 'SSO-1001' }), devotee)).toEqual({
      kind: 'devotee',
      devotee,
    });
  });

  it('fills a missing ssoId of a devotee profile with its profile id', () => {
    expect(lookupOutcome(buildSsoProfile(), buildDevotee({ ssoId: '' }))).toMatchObject({
      devotee: { ssoId: 'SSO-1001' },
    });
  });

  it('uses the SSO profile with ssoId = profileId when there is no devotee profile', () => {
    expect(lookupOutcome(buildSsoProfile(), null)).toEqual({
      kind: 'ssoProfile',
      devotee: {
        profileId: 'SSO-1005',
        ssoId: 'SSO-1005',
        email: 'anita@example.org',
        firstName: 'Anita',
        lastName: 'Sharma',
        countryOfResidence: 'US',
      },
    });
  });

  it('stops when the SSO profile has no first name (terms not accepted)', () => {
    expect(lookupOutcome(buildSsoProfile({ firstName: '' }), null)).toEqual({ kind: 'tncNotAccepted' });
    expect(lookupOutcome(buildSsoProfile({ firstName: '   ' }), null)).toEqual({ kind: 'tncNotAccepted' });
  });
});

describe('create form values', () => {
  it("opens with the e-mail, empty names and country, no consent and the screen's language for mails", () => {
    expect(createFormOnReveal('new@example.org', 'kn')).toEqual({
      email: 'new@example.org',
      countryOfResidence: '',
      firstName: '',
      lastName: '',
      language: 'kn',
      hasConsent: false,
    });
  });

  it('resets after a failure to India, empty names and no consent, keeping the language chosen', () => {
    expect(createFormAfterFailure('new@example.org', 'ta')).toEqual({
      email: 'new@example.org',
      countryOfResidence: 'IN',
      firstName: '',
      lastName: '',
      language: 'ta',
      hasConsent: false,
    });
  });
});

describe('devoteeFromCreated', () => {
  it('takes a payload with a profile id', () => {
    expect(devoteeFromCreated(buildDevotee({ ssoId: '' }))).toMatchObject({
      profileId: 'SSO-1001',
      ssoId: 'SSO-1001',
    });
  });
  it('refuses a payload without a profile id', () => {
    expect(devoteeFromCreated(null)).toBeNull();
    expect(devoteeFromCreated(buildDevotee({ profileId: '' }))).toBeNull();
  });
});
