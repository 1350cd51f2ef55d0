/** Route-access rules of the router guards (spec part 1 §2 route table notes, §6). */
import type { SessionState } from './session-types';

/** A user id and a token are both needed to call the api. */
export function isLoggedIn(session: Pick<SessionState, 'authToken' | 'userId'>): boolean {
  return Boolean(session.authToken && session.userId);
}

/**
 * A back-office user who has chosen a centre but is not an office volunteer there only has
 * /, the catch-all, /login, /logout (and the screen that tells them so).
 */
export function isRestrictedBackOfficeUser(
  session: Pick<SessionState, 'currentCenter' | 'hasUserPermissionToBookForOthers'>,
  isBackOffice: boolean,
): boolean {
  return isBackOffice && session.currentCenter !== null && !session.hasUserPermissionToBookForOthers;
}

/** An office volunteer must say whom they book for before booking (spec part 1 §4 step 6). */
export function needsDevoteeProfile(
  session: Pick<SessionState, 'hasUserPermissionToBookForOthers' | 'devoteeProfileDetails'>,
): boolean {
  return session.hasUserPermissionToBookForOthers && session.devoteeProfileDetails === null;
}
