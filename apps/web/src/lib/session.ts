/**
 * The browser session (spec part 1 §3): one object persisted to localStorage under
 * SESSION_STORAGE_KEY, read by React through useSyncExternalStore. The store itself is plain
 * TypeScript so the api client, guards and tests use it without React.
 */
import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY } from '@sannidhi/domain/constants';
import { cartSlotCount } from './cart-count';
import { writeCartCountCookie } from './cart-cookie';
import type { CartItem, SessionState } from './session-types';

export type { SessionState } from './session-types';

/** The subset of the Web Storage API the store needs (lets tests pass an in-memory map). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function defaultSessionState(): SessionState {
  return {
    authToken: '',
    userId: '',
    userEmail: '',
    userPhoto: '',
    firstName: '',
    lastName: '',
    countryOfResidence: '',
    legalEntity: '',
    lang: '',
    langChosen: false,
    currentCenter: null,
    centers: [],
    ritualsInCurrentCenter: [],
    packagesInThisCenter: [],
    cart: [],
    hasUserPermissionToBookForOthers: false,
    devoteeProfileDetails: null,
    comeBackTo: '',
    targetCenterAfterLogin: '',
    checkoutRequestId: '',
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Turns whatever was stored (possibly by an older build, possibly hand-edited) into a valid state:
 * every field of the wrong type falls back to its default, unknown fields are dropped.
 */
export function sanitizeSessionState(raw: unknown): SessionState {
  const state = defaultSessionState();
  if (!isRecord(raw)) return state;
  const out: Record<string, unknown> = { ...state };
  for (const [key, fallback] of Object.entries(state)) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof fallback === 'string' && typeof value === 'string') out[key] = value;
    else if (typeof fallback === 'boolean' && typeof value === 'boolean') out[key] = value;
    else if (Array.isArray(fallback) && Array.isArray(value)) out[key] = value;
    else if (fallback === null && (value === null || isRecord(value))) out[key] = value;
  }
  // The badge and cookie count slots: a cart item without a slots array is unusable anyway.
  out.cart = (out.cart as unknown[]).filter((item) => isRecord(item) && Array.isArray(item.slots));
  return out as unknown as SessionState;
}

export type SessionUpdate = Partial<SessionState> | ((state: SessionState) => Partial<SessionState>);

export interface SessionStore {
  getState(): SessionState;
  setState(update: SessionUpdate): void;
  subscribe(listener: () => void): () => void;
  /** Every field back to its default (logout-like). */
  reset(): void;
  clearCart(): void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

export interface SessionStoreOptions {
  storage?: StorageLike | null;
  key?: string;
  /** Called with the new cart whenever the cart array changes (and once at start). */
  onCartChange?: (cart: CartItem[]) => void;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const { storage = null, key = SESSION_STORAGE_KEY, onCartChange } = options;
  const listeners = new Set<() => void>();

  const read = (): SessionState => {
    if (!storage) return defaultSessionState();
    try {
      const text = storage.getItem(key);
      return text ? sanitizeSessionState(JSON.parse(text)) : defaultSessionState();
    } catch {
      return defaultSessionState();
    }
  };

  let state = read();
  onCartChange?.(state.cart);

  const commit = (next: SessionState, persist: boolean) => {
    const previous = state;
    state = next;
    if (persist && storage) {
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch (error) {
        // Quota exceeded or storage disabled: the in-memory session still works for this tab.
        console.error('Could not persist the session', error);
      }
    }
    if (previous.cart !== next.cart) onCartChange?.(next.cart);
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      commit({ ...state, ...patch }, true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      // The language is the browser's, not the account's: it stays after sign-out.
      commit({ ...defaultSessionState(), lang: state.lang, langChosen: state.langChosen }, true);
    },
    clearCart() {
      if (state.cart.length > 0) commit({ ...state, cart: [] }, true);
    },
    reload() {
      commit(read(), false);
    },
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

/** The app's session store. In a non-browser context (unit tests) it is in-memory only. */
export const sessionStore = createSessionStore({
  storage: browserStorage(),
  onCartChange: (cart) => writeCartCountCookie(cartSlotCount(cart)),
});

if (typeof window !== 'undefined') {
  // Keep tabs in step: a login, logout or cart change in one tab shows in the others.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}

export const getSession = (): SessionState => sessionStore.getState();
export const setSession = (update: SessionUpdate): void => sessionStore.setState(update);
/** All session fields back to their defaults, but for the interface language. */
export const resetSession = (): void => sessionStore.reset();
/** Empties the cart only. */
export const clearCart = (): void => sessionStore.clearCart();

/** The whole session; re-renders on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/**
 * One derived value of the session. The selector must return a primitive or a reference taken from
 * the state (not a new object), or React will re-render forever.
 */
export function useSessionValue<T>(selector: (state: SessionState) => T): T {
  const get = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, get, get);
}
