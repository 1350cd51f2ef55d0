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
