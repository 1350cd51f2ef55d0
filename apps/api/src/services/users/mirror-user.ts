import type pg from 'pg';
import type { SsoProfile, TokenClaims } from '../../providers/sso';
import { findUserById, findUserStanding, insertUserIfAbsent } from '../../repositories/users';
import type { AppDeps } from '../../types';

/**
 * A user's standing here: active, disabled (users.disabled_at), ended (their row was deleted) or new (never seen);
 * `endedAt` (ms since the epoch) when an account of theirs was deleted (ended_accounts): tokens issued until then
 * are refused, whatever came after.
 */
export interface UserStanding {
  kind: 'active' | 'disabled' | 'ended' | 'new';
  endedAt: number | null;
  /** When the user asked for their account to be erased (ms since the epoch), null when not. */
  erasureRequestedAt: number | null;
}

export const DISABLED_MESSAGE = 'This account is disabled. Please contact the temple office.';
export const ENDED_MESSAGE = 'This account no longer exists. Please sign in again.';

export async function loadUserStanding(pool: pg.Pool, userId: string): Promise<UserStanding> {
  const row = await findUserStanding(pool, userId);
  const endedAt = row.ended_at?.getTime() ?? null;
  const erasureRequestedAt = row.erasure_requested_at?.getTime() ?? null;
  if (row.exists) return { kind: row.disabled_at ? 'disabled' : 'active', endedAt, erasureRequestedAt };
  return { kind: endedAt === null ? 'new' : 'ended', endedAt, erasureRequestedAt: null };
}

/**
 * Copies a signed-in user's SSO profile into PostgreSQL the first time they are seen (a concurrent copy wins).
 * Answers whether this call created the row (then the user is active, with no erasure asked).
 */
export async function mirrorUser(pool: pg.Pool, claims: TokenClaims, profile: SsoProfile): Promise<boolean> {
  return insertUserIfAbsent(pool, {
    id: claims.userId,
    email: profile.email || claims.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryOfResidence: profile.countryOfResidence,
    photo: profile.photo,
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
  if (await findUserById(deps.pool, profile.profileId)) return true;
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
