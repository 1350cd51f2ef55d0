/**
 * Pure steps of the back-office registration flow (spec part 2 §4 "Registration flow"): what the
 * e-mail look-up found, and the create form's starting values.
 */
import type { DevoteeProfile, SsoProfileAnswer } from '@sannidhi/domain/contracts/auth';
import { DEFAULT_COUNTRY } from '@sannidhi/domain/constants';
import type { UiLanguage } from '@sannidhi/domain/languages';
import type { CreateProfileFormInput } from '@sannidhi/domain/registration';

export type LookupOutcome =
  /** Sannidhi knows the devotee: book for them. */
  | { kind: 'devotee'; devotee: DevoteeProfile }
  /** An SSO account that has never used Sannidhi but accepted the terms: book for them (registered). */
  | { kind: 'ssoProfile'; devotee: DevoteeProfile }
  /** An SSO account without a first name has not accepted the provider's terms: stop. */
  | { kind: 'tncNotAccepted' }
  /** No SSO account: offer to create one (not registered). */
  | { kind: 'notFound' };

/** The devotee profile made from an SSO profile: ssoId is the profile id. */
export function devoteeFromSsoProfile(profile: SsoProfileAnswer): DevoteeProfile {
  return {
    profileId: profile.profileId,
    ssoId: profile.profileId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryOfResidence: profile.countryOfResidence,
  };
}

/** The look-up's branches, in the spec's order: devotee profile, SSO profile with a first name, no first name, none. */
export function lookupOutcome(
  ssoProfile: SsoProfileAnswer | null,
  devoteeProfile: DevoteeProfile | null,
): LookupOutcome {
  if (!ssoProfile) return { kind: 'notFound' };
  if (devoteeProfile) {
    return {
      kind: 'devotee',
      devotee: { ...devoteeProfile, ssoId: devoteeProfile.ssoId || devoteeProfile.profileId },
    };
  }
  if (ssoProfile.firstName.trim()) return { kind: 'ssoProfile', devotee: devoteeFromSsoProfile(ssoProfile) };
  return { kind: 'tncNotAccepted' };
}

/**
 * The create form as it opens: the looked-up e-mail, empty names and country, no consent, and as the devotee's
 * language for mails the one the volunteer's screen shows (`language`).
 */
export function createFormOnReveal(email: string, language: UiLanguage): CreateProfileFormInput {
  return { email, countryOfResidence: '', firstName: '', lastName: '', language, hasConsent: false };
}

/**
 * The create form after a failed registration: country back to the default (India), names cleared,
 * consent false. The e-mail stays: it is the disabled copy of step 1's look-up, not a field the
 * volunteer can type into, and clearing it would leave a form that can never be sent. The language for mails stays
 * the one chosen (`language`): it is the devotee's answer, not something the failure made wrong.
 */
export function createFormAfterFailure(email: string, language: UiLanguage): CreateProfileFormInput {
  return {
    email,
    countryOfResidence: DEFAULT_COUNTRY,
    firstName: '',
    lastName: '',
    language,
    hasConsent: false,
  };
}

/** The created profile as the devotee to book for; null when the answer carries no profile id. */
export function devoteeFromCreated(payload: DevoteeProfile | null): DevoteeProfile | null {
  if (!payload?.profileId) return null;
  return { ...payload, ssoId: payload.ssoId || payload.profileId };
}
