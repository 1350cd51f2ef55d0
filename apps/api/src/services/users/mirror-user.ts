import type pg from 'pg';
import type { SsoProfile, TokenClaims } from '../../providers/sso';
import { findUserStanding, insertUserIfAbsent } from '../../repositories/users';

/**
 * A user's standing here: active, disabled (users.disabled_at), ended (their row was deleted) or new (never seen);
 * `endedAt` (ms since the epoch) when an account of theirs was deleted (ended_accounts): tokens issued until then
 * are refused, whatever came after.
 */
export interface UserStanding {
  kind: 'active' | 'disabled' | 'ended' | 'new';
  endedAt: number | null;
}

export const DISABLED_MESSAGE = 'This account is disabled. Please contact the temple office.';
export const ENDED_MESSAGE = 'This account no longer exists. Please sign in again.';

export async function loadUserStanding(pool: pg.Pool, userId: string): Promise<UserStanding> {
  const row = await findUserStanding(pool, userId);
  const endedAt = row.ended_at?.getTime() ?? null;
  if (row.exists) return { kind: row.disabled_at ? 'disabled' : 'active', endedAt };
  return { kind: endedAt === null ? 'new' : 'ended', endedAt };
}

/** Copies a signed-in user's SSO profile into PostgreSQL the first time they are seen (a concurrent copy wins). */
export async function mirrorUser(pool: pg.Pool, claims: TokenClaims, profile: SsoProfile): Promise<void> {
  await insertUserIfAbsent(pool, {
    id: claims.userId,
    email: profile.email || claims.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryOfResidence: profile.countryOfResidence,
    photo: profile.photo,
  });
}
