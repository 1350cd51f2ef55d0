import type { DevoteeProfile } from '@sannidhi/domain/contracts/auth';
import type { AppDeps } from '../../types';
import type { AuthContext } from '../../types';
import { writeAudit } from '../../repositories/audit';
import { upsertUser } from '../../repositories/users';
import { requireOfficeVolunteer } from './access';

/** An office volunteer creates an SSO profile for a devotee who consented, and mirrors it as a devotee profile. */
export async function createProfileOnBehalf(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  input: { email: string; firstName: string; lastName: string; countryOfResidence: string },
  ctx: { centerId?: string; requestId: string },
): Promise<DevoteeProfile> {
  await requireOfficeVolunteer(deps.pool, auth, ctx.centerId);
  const profile = await deps.providers.sso.createProfile(input);
  await upsertUser(deps.pool, { ...profile, id: profile.profileId });
  await writeAudit(deps.pool, {
    actorId: auth.userId,
    action: 'sso.createProfile',
    entity: 'user',
    entityId: profile.profileId,
    data: { email: profile.email, countryOfResidence: profile.countryOfResidence },
    requestId: ctx.requestId,
  });
  return {
    profileId: profile.profileId,
    ssoId: profile.profileId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryOfResidence: profile.countryOfResidence,
  };
}
