import type { AppDeps } from '../../types';
import type { TokenClaims } from '../../providers/sso';

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
