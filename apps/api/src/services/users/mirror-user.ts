import type { AppDeps } from '../../types';
import type { TokenClaims } from '../../providers/sso';
import { findUserStatus, insertUserIfAbsent, userExists } from '../../repositories/users';

export type UserStatus = 'active' | 'disabled';
export const DISABLED_MESSAGE = 'This account is disabled. Please contact the temple office.';

/**
 * The signed-in user's standing: a disabled user (users.disabled_at) is refused; a user seen for the first time is
 * copied from the SSO profile into PostgreSQL.
 */
export async function checkUser(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  claims: TokenClaims,
): Promise<UserStatus> {
  const row = await findUserStatus(deps.pool, claims.userId);
  if (row) return row.disabled_at ? 'disabled' : 'active';
  await mirrorUser(deps, claims);
  return 'active';
}

/** Copies a signed-in user's SSO profile into PostgreSQL the first time they are seen. */
export async function mirrorUser(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  claims: TokenClaims,
): Promise<void> {
  if (await userExists(deps.pool, claims.userId)) return;
  const profile = await deps.providers.sso.getProfileById(claims.userId);
  await insertUserIfAbsent(deps.pool, {
    id: claims.userId,
    email: profile?.email ?? claims.email,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    countryOfResidence: profile?.countryOfResidence ?? '',
    photo: profile?.photo ?? '',
  });
}

/**
 * Copies an SSO profile a volunteer found (registration look-up) or acts for into PostgreSQL, so that a devotee who
 * has a sign-on profile but never used Sannidhi can be booked for at once (issue 26, symptom 1). A profile without
 * a first name has not accepted the sign-on terms and is not copied. Returns whether the devotee is now known here.
 */
export async function mirrorFoundProfile(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  profile: {
    profileId: string;
    email: string;
    firstName: string;
    lastName: string;
    countryOfResidence: string;
    photo?: string;
  } | null,
): Promise<boolean> {
  if (!profile) return false;
  if (await userExists(deps.pool, profile.profileId)) return true;
  if (!profile.firstName.trim()) return false;
  await insertUserIfAbsent(deps.pool, {
    id: profile.profileId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryOfResidence: profile.countryOfResidence,
    photo: profile.photo ?? '',
  });
  return true;
}
