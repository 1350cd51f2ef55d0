// Whether a verified token's account may still act, known per api process without asking on every request:
// - at the sign-on provider: the subject's profile is asked for when the subject is first seen, then again once its
//   answer is SSO_PROFILE_CHECK_MS old (one provider round trip per user per minute by default, shared by that user's
//   concurrent requests); a subject the provider does not know is refused and no user is created for it;
// - here: the user's row (disabled or deleted), kept until a `users_changed` notification says it changed (in any api
//   process), USER_CHECK_TTL_MS at most in case a notification was missed.
// A user deleted here is refused for every token issued before the deletion; a sign-in after it starts a new account.
// While the provider cannot be reached, a subject it knew stays known (its last answer stands) rather than every
// signed-in request failing; a subject never confirmed is not let in (502).
import type { AppDeps } from '../../types';
import { AppError, unauthorized } from '../../errors';
import { onAccountChanged } from '../../lib/account-changes';
import { createTtlCache } from '../../lib/ttl-cache';
import { cancelErasure } from './account-erasure';
import type { SsoProfile, TokenClaims } from '../../providers/sso';
import {
  DISABLED_MESSAGE,
  ENDED_MESSAGE,
  loadUserStanding,
  mirrorUser,
  type UserStanding,
} from './mirror-user';

const USERS_KEPT = 20_000;

/** The token was issued before an account of its subject was deleted here. */
const issuedBeforeEnd = (claims: TokenClaims, standing: UserStanding) =>
  standing.endedAt !== null && claims.issuedAt * 1000 <= standing.endedAt;

export interface AccountStanding {
  /** Refuses (401) unless the token's account may act; copies a new user's profile on first sight. */
  require(claims: TokenClaims): Promise<void>;
  /** Whether `require` would pass for these claims without asking anyone (both answers known, fresh and good). */
  isKnownActive(claims: TokenClaims): boolean;
  /** Stops listening for account changes. */
  close(): void;
}

export function createAccountStanding(deps: Pick<AppDeps, 'pool' | 'providers' | 'config'>): AccountStanding {
  const { pool, providers, config } = deps;
  const profiles = createTtlCache<SsoProfile | null>(config.SSO_PROFILE_CHECK_MS, USERS_KEPT);
  const standings = createTtlCache<UserStanding>(config.USER_CHECK_TTL_MS, USERS_KEPT);

  const stop = onAccountChanged(pool, (userId) => {
    if (userId === null) return standings.clear();
    standings.forget(userId);
    providers.sso.forgetSubject(userId);
  });

  /** Subjects the provider last said it knows: the answer that stands while it cannot be reached. */
  const confirmed = new Map<string, SsoProfile>();
  const askProvider = async (userId: string): Promise<SsoProfile | null> => {
    try {
      const profile = await providers.sso.getProfileById(userId);
      if (confirmed.size >= USERS_KEPT) confirmed.clear();
      if (profile) confirmed.set(userId, profile);
      else confirmed.delete(userId);
      return profile;
    } catch (err) {
      const last = confirmed.get(userId);
      if (last && err instanceof AppError && err.code === 'BAD_GATEWAY') return last;
      throw err;
    }
  };

  const ended = (userId: string) => {
    providers.sso.forgetSubject(userId);
    return unauthorized(ENDED_MESSAGE);
  };

  return {
    async require(claims) {
      const { userId } = claims;
      const profile = await profiles.get(userId, () => askProvider(userId));
      if (!profile) throw ended(userId);
      let standing = await standings.get(userId, () => loadUserStanding(pool, userId));
      if (issuedBeforeEnd(claims, standing)) throw ended(userId);
      if (standing.kind === 'new' || standing.kind === 'ended') {
        const created = await mirrorUser(pool, claims, profile);
        // The row this call created is known without reading it back (a festival's every devotee is new).
        const endedAt = standing.endedAt;
        standings.forget(userId);
        standing = await standings.get(userId, async () =>
          created ? { kind: 'active', endedAt, erasureRequestedAt: null } : loadUserStanding(pool, userId),
        );
      }
      if (standing.kind === 'disabled') throw unauthorized(DISABLED_MESSAGE);
      if (standing.kind !== 'active') throw ended(userId);
      // Signing in again during the grace period cancels "Delete my account" (issue 30): a token issued after the
      // request is a new sign-in. The change is announced (users_changed), so every process forgets the old standing.
      if (standing.erasureRequestedAt !== null && claims.issuedAt * 1000 > standing.erasureRequestedAt) {
        await cancelErasure(deps, userId, {
          requestedAt: new Date(standing.erasureRequestedAt),
          by: 'sign-in',
        });
        standings.forget(userId);
      }
    },
    isKnownActive(claims) {
      const standing = standings.peek(claims.userId);
      return (
        Boolean(profiles.peek(claims.userId)) &&
        standing?.kind === 'active' &&
        !issuedBeforeEnd(claims, standing) &&
        standing.erasureRequestedAt === null
      );
    },
    close: stop,
  };
}
