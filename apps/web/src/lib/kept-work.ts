/**
 * A session that expires keeps the person's work (issue #16, docs/decisions.md): on a 401 the cart,
 * the centre and, in the back office, the chosen devotee are put aside in localStorage under the
 * user's id, the rest of local storage is cleared as the spec's /logout says, and the same person
 * signing in again gets them back on the page they were on. Another account finds nothing of it.
 * The notice that the session expired survives the provider's logout round trip in sessionStorage.
 */
import { msg } from '@lingui/core/macro';
import { sanitizeSessionState, type StorageLike } from './session';
import type { SessionState } from './session-types';

/** localStorage key of a user's kept work: `sannidhi.keptWork.<userId>`. */
export const KEPT_WORK_PREFIX = 'sannidhi.keptWork.';
/** sessionStorage key of the "session expired" notice shown on /login. */
export const EXPIRED_NOTICE_KEY = 'sannidhi.sessionExpired';
/** Kept work older than this is not given back (a device left for a week holds stale dates). */
export const KEPT_WORK_MAX_AGE_MS = 7 * 24 * 3600_000;
/** The notice's own text (kept in sessionStorage in English, as a marker); shown as SESSION_EXPIRED_NOTICE. */
export const SESSION_EXPIRED_TEXT = 'Your session has expired, please sign in again';
/** What the sign-in page shows for SESSION_EXPIRED_TEXT, in the person's language. */
export const SESSION_EXPIRED_NOTICE = msg`Your session has expired, please sign in again.`;

/**
 * What the sign-in page says after a 401: the server's own words when the session expired or the account ended
 * (disabled here, or no longer known: "This account no longer exists…"), otherwise the session-expired text.
 */
export function expiredNoticeMessage(serverMessage: string): string {
  return /expired|no longer exists|disabled/i.test(serverMessage) ? serverMessage : SESSION_EXPIRED_TEXT;
}

/** Whether the 401 ended the account itself (a kept cart cannot come back to it). */
export function accountEnded(serverMessage: string): boolean {
  return /no longer exists|disabled/i.test(serverMessage);
}

const KEPT_FIELDS = [
  'cart',
  'currentCenter',
  'centers',
  'ritualsInCurrentCenter',
  'packagesInThisCenter',
  'hasUserPermissionToBookForOthers',
  'devoteeProfileDetails',
  'checkoutRequestId',
] as const satisfies readonly (keyof SessionState)[];

export type KeptSession = Pick<SessionState, (typeof KEPT_FIELDS)[number]>;

export interface KeptWork {
  session: KeptSession;
  /** The page the person was on ("/cart"), to return to after signing in again. */
  path: string;
  savedAt: number;
}

export interface ExpiredNotice {
  message: string;
  /** Whether a non-empty cart was kept (the notice says so only then). */
  cartKept: boolean;
}

/** What is kept of a session; null when there is nothing worth keeping or no user to keep it for. */
export function keptWorkOf(session: SessionState, path: string, now: number): KeptWork | null {
  if (!session.userId) return null;
  if (session.cart.length === 0 && !session.currentCenter && !session.devoteeProfileDetails) return null;
  const kept = {} as Record<string, unknown>;
  for (const field of KEPT_FIELDS) kept[field] = session[field];
  return { session: kept as KeptSession, path, savedAt: now };
}

/** Puts a user's work aside (replacing what was kept for them before). */
export function keepWork(storage: StorageLike, userId: string, work: KeptWork): void {
  try {
    storage.setItem(`${KEPT_WORK_PREFIX}${userId}`, JSON.stringify(work));
  } catch {
    // storage full or unavailable: the work is lost, as before
  }
}

/**
 * The work kept for this user, or null: nothing kept, unreadable, or older than KEPT_WORK_MAX_AGE_MS. Only this
 * user's key is read, so another account gets nothing. Reading forgets nothing: a screen reads it while rendering
 * (React may render it more than once before it shows, e.g. when an update interrupts the render) and forgets it once
 * shown (`forgetKeptWork`).
 */
export function readKeptWork(storage: StorageLike, userId: string, now: number): KeptWork | null {
  if (!userId) return null;
  let raw: string | null = null;
  try {
    raw = storage.getItem(`${KEPT_WORK_PREFIX}${userId}`);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptWork>;
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > KEPT_WORK_MAX_AGE_MS) return null;
    const clean = sanitizeSessionState(parsed.session);
    const session = {} as Record<string, unknown>;
    for (const field of KEPT_FIELDS) session[field] = clean[field];
    return {
      session: session as KeptSession,
      path: typeof parsed.path === 'string' ? parsed.path : '',
      savedAt: parsed.savedAt,
    };
  } catch {
    return null;
  }
}

/** Forgets the work kept for this user (given back, or unreadable or too old). */
export function forgetKeptWork(storage: StorageLike, userId: string): void {
  if (!userId) return;
  try {
    storage.removeItem(`${KEPT_WORK_PREFIX}${userId}`);
  } catch {
    // storage unavailable: nothing to forget
  }
}

/** Takes back the work kept for this user and forgets it (`readKeptWork`, then `forgetKeptWork`). */
export function takeKeptWork(storage: StorageLike, userId: string, now: number): KeptWork | null {
  const work = readKeptWork(storage, userId, now);
  forgetKeptWork(storage, userId);
  return work;
}

/** Clears local storage except the work kept for people whose session expired. */
export function clearLocalStorageKeepingWork(storage: Storage): void {
  const keep: Array<[string, string]> = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const value = key?.startsWith(KEPT_WORK_PREFIX) ? storage.getItem(key) : null;
    if (key && value !== null) keep.push([key, value]);
  }
  storage.clear();
  for (const [key, value] of keep) storage.setItem(key, value);
}

/**
 * Signing out on this device: local storage cleared but for kept work, then the session reset and written back. The
 * order matters: the reset keeps the language chosen in this browser, and clearing after it would lose it, so the next
 * sign-in (any account) would start and send `lang` in the browser's language, not the one chosen (issue 28).
 */
export function signOutLocally(storage: Storage | null, resetSession: () => void): void {
  try {
    if (storage) clearLocalStorageKeepingWork(storage);
  } catch {
    // storage unavailable: nothing to clear
  }
  resetSession();
}

export function writeExpiredNotice(storage: StorageLike, notice: ExpiredNotice): void {
  try {
    storage.setItem(EXPIRED_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // no sessionStorage: /login starts the sign-in without the notice
  }
}

export function readExpiredNotice(storage: StorageLike): ExpiredNotice | null {
  try {
    const raw = storage.getItem(EXPIRED_NOTICE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ExpiredNotice>;
    return {
      message: typeof parsed.message === 'string' && parsed.message ? parsed.message : SESSION_EXPIRED_TEXT,
      cartKept: parsed.cartKept === true,
    };
  } catch {
    return null;
  }
}

export function clearExpiredNotice(storage: StorageLike): void {
  try {
    storage.removeItem(EXPIRED_NOTICE_KEY);
  } catch {
    // nothing to clear
  }
}
