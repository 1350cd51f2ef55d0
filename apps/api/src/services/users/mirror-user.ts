import type { AppDeps } from '../../types';
import type { TokenClaims } from '../../providers/sso';
import { findUserStatus } from '../../repositories/users';

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
  const existing = await deps.pool.query('SELECT 1 FROM users WHERE id = $1', [claims.userId]);
  if (existing.rowCount) return;
  const profile = await deps.providers.sso.getProfileById(claims.userId);
  await deps.pool.query(
    `INSERT INTO users (id, email, first_name, last_name, country_of_residence, photo)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [
      claims.userId,
      profile?.email ?? claims.email,
      profile?.firstName ?? '',
      profile?.lastName ?? '',
      profile?.countryOfResidence ?? '',
      profile?.photo ?? '',
    ],
  );
}
