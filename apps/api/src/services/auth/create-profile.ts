import type { DevoteeProfile } from '@sannidhi/domain/contracts/auth';
import type { ShownConsentTexts } from '@sannidhi/domain/contracts/data-rights';
import type { UiLanguage } from '@sannidhi/domain/languages';
import type { AppDeps, AuthContext } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { conflict } from '../../errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { startActingFor } from '../../repositories/volunteer-acting-for';
import { writeAudit } from '../../repositories/audit';
import { recordConsent } from '../../repositories/consents';
import { upsertUser } from '../../repositories/users';
import { shownConsentText } from '../users/consents';
import { requireOfficeVolunteer } from './access';

/**
 * An office volunteer creates an SSO profile for a devotee who consented, and mirrors it as a devotee profile, with the
 * language the devotee's mails are to be written in (docs/decisions.md, "Languages: the counter asks the devotee's").
 */
export async function createProfileOnBehalf(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    countryOfResidence: string;
    consentTexts?: ShownConsentTexts | undefined;
    /** The devotee's language for mails; none: the account has none (English mails) until the devotee chooses. */
    language?: UiLanguage | undefined;
  },
  ctx: { centerId?: string; requestId: string },
): Promise<DevoteeProfile> {
  await requireOfficeVolunteer(deps.pool, auth, ctx.centerId);
  // The sign-in service keeps the person; the language is Sannidhi's own (users.language).
  const { consentTexts, language, ...person } = input;
  const profile = await deps.providers.sso.createProfile(person);
  try {
    await withTransaction(deps.pool, async (client) => {
      // An account that already has a language keeps it (upsertUser).
      await upsertUser(client, { ...profile, id: profile.profileId, language });
      // The devotee's consent the volunteer confirmed, on record with who, when and the text (issue 30).
      await recordConsent(client, {
        userId: profile.profileId,
        kind: 'registration',
        granted: true,
        // The text the volunteer's card showed, in its language (else the English text).
        ...shownConsentText(consentTexts, 'registration'),
        recordedBy: auth.userId,
      });
      await writeAudit(client, {
        actorId: auth.userId,
        action: 'sso.createProfile',
        entity: 'user',
        entityId: profile.profileId,
        data: {
          email: profile.email,
          countryOfResidence: profile.countryOfResidence,
          ...(language ? { language } : {}),
          ...(ctx.centerId ? { centerId: ctx.centerId } : {}),
        },
        requestId: ctx.requestId,
      });
    });
  } catch (error) {
    // Compensation: a profile this app cannot keep is removed from the sign-in service again, so that no devotee is
    // left half-registered (signed up there, unknown here) and the volunteer can simply try again.
    await deps.providers.sso.deleteProfile(profile.profileId);
    if (isUniqueViolation(error)) {
      throw conflict('A devotee with this e-mail is already registered here under another sign-in profile');
    }
    throw error;
  }
  // Creating the profile at a centre lets the volunteer fill in the devotee's details there (services/auth/access.ts).
  if (ctx.centerId) await startActingFor(deps.pool, auth.userId, profile.profileId, ctx.centerId);
  return {
    profileId: profile.profileId,
    ssoId: profile.profileId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryOfResidence: profile.countryOfResidence,
  };
}
