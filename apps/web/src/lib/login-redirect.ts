/** Pure rules of /login and the login-required wrapper (spec part 1 §2 Login and logout, §6). */
import { uiLanguageOf } from '@sannidhi/domain/languages';
import type { SessionState } from './session-types';
import { PATHS } from './paths';

/**
 * A stored return address is followed only when it is a path of this app: "/…" but not "//host"
 * or "/\host" (which browsers treat as another origin), and not /login or /logout (a loop).
 */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname !== PATHS.login && pathname !== PATHS.logout;
}

/** Where to go after login: stored comeBackTo, else /?targetCenter=…, else /. */
export function chooseRedirectAfterLogin(
  session: Pick<SessionState, 'comeBackTo' | 'targetCenterAfterLogin'>,
): string {
  if (session.comeBackTo && isSafeReturnPath(session.comeBackTo)) return session.comeBackTo;
  if (session.targetCenterAfterLogin) {
    return `/?targetCenter=${encodeURIComponent(session.targetCenterAfterLogin)}`;
  }
  return PATHS.home;
}

/** What the login-required wrapper remembers before sending a visitor to /login. */
export function rememberedReturn(
  pathname: string,
  search: string,
): Pick<SessionState, 'comeBackTo' | 'targetCenterAfterLogin'> {
  const params = new URLSearchParams(search);
  return {
    comeBackTo: `${pathname}${search}`,
    targetCenterAfterLogin: params.get('targetCenter') ?? '',
  };
}

export type LoginCallbackSession = Pick<
  SessionState,
  'userId' | 'authToken' | 'userPhoto' | 'userEmail' | 'legalEntity' | 'lang'
>;

/** The session fields carried by the SSO callback `/login?uid=…`; null when there is no uid. */
export function readLoginCallback(search: string | URLSearchParams): LoginCallbackSession | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const uid = params.get('uid');
  if (!uid) return null;
  return {
    userId: uid,
    authToken: params.get('authToken') ?? '',
    userPhoto: params.get('photo') ?? '',
    userEmail: params.get('email') ?? '',
    legalEntity: params.get('legalEntity') ?? '',
    // One of Sannidhi's languages (any region or case); anything else is the spec's default, en.
    lang: uiLanguageOf(params.get('lang')) ?? 'en',
  };
}
