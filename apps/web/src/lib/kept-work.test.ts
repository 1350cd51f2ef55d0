import { describe, expect, it } from 'vitest';
import {
  accountEnded,
  clearLocalStorageKeepingWork,
  expiredNoticeMessage,
  forgetKeptWork,
  keepWork,
  keptWorkOf,
  KEPT_WORK_MAX_AGE_MS,
  readKeptWork,
  signOutLocally,
  takeKeptWork,
} from './kept-work';
import { MemoryStorage } from './memory-storage';
import { createSessionStore, defaultSessionState } from './session';
import type { SessionState } from './session-types';

const storage = new MemoryStorage();
const cart = [{ itemId: 'i1', productId: 'p1', slots: [] }] as unknown as SessionState['cart'];
const session = (over: Partial<SessionState>): SessionState => ({ ...defaultSessionState(), ...over });

describe('kept work', () => {
  it('keeps cart, centre and devotee of a signed-in user, and nothing without a user or work', () => {
    const devotee = { profileId: 'D1' } as unknown as SessionState['devoteeProfileDetails'];
    const kept = keptWorkOf(session({ userId: 'U1', cart, devoteeProfileDetails: devotee }), '/cart', 5);
    expect(kept).toMatchObject({
      path: '/cart',
      savedAt: 5,
      session: { cart, devoteeProfileDetails: devotee },
    });
    expect(kept?.session).not.toHaveProperty('authToken');
    expect(keptWorkOf(session({ cart }), '/cart', 5)).toBeNull();
    expect(keptWorkOf(session({ userId: 'U1' }), '/cart', 5)).toBeNull();
  });

  it('gives the work back once, to the same user only, and not when it is too old', () => {
    const work = keptWorkOf(session({ userId: 'U1', cart }), '/cart', 1000)!;
    keepWork(storage, 'U1', work);
    expect(takeKeptWork(storage, 'U2', 1000)).toBeNull();
    expect(takeKeptWork(storage, 'U1', 2000)?.session.cart).toEqual(cart);
    expect(takeKeptWork(storage, 'U1', 2000)).toBeNull();
    keepWork(storage, 'U1', work);
    expect(takeKeptWork(storage, 'U1', 1000 + KEPT_WORK_MAX_AGE_MS + 1)).toBeNull();
  });

  it('reads the work as often as a screen renders, and gives it up only when forgotten', () => {
    const work = keptWorkOf(session({ userId: 'U1', cart }), '/cart', 1000)!;
    keepWork(storage, 'U1', work);
    // The sign-in screen may be rendered twice before it shows: both renders find the same work.
    expect(readKeptWork(storage, 'U1', 2000)?.path).toBe('/cart');
    expect(readKeptWork(storage, 'U1', 2000)?.session.cart).toEqual(cart);
    expect(readKeptWork(storage, 'U2', 2000)).toBeNull();
    forgetKeptWork(storage, 'U2');
    expect(readKeptWork(storage, 'U1', 2000)?.path).toBe('/cart');
    forgetKeptWork(storage, 'U1');
    expect(readKeptWork(storage, 'U1', 2000)).toBeNull();
  });

  it('clears local storage except the kept work', () => {
    storage.setItem('sannidhi.session', '{}');
    keepWork(storage, 'U1', keptWorkOf(session({ userId: 'U1', cart }), '/cart', 1)!);
    clearLocalStorageKeepingWork(storage);
    expect(storage.getItem('sannidhi.session')).toBeNull();
    expect(storage.getItem('sannidhi.keptWork.U1')).not.toBeNull();
    storage.clear();
  });
});

describe('the sign-in page after a 401', () => {
  it("says the server's words when the account ended, and does not promise the cart back", () => {
    const ended = 'This account no longer exists. Please sign in again.';
    expect(expiredNoticeMessage(ended)).toBe(ended);
    expect(accountEnded(ended)).toBe(true);
    const disabled = 'This account is disabled. Please contact the temple office.';
    expect(expiredNoticeMessage(disabled)).toBe(disabled);
    expect(accountEnded(disabled)).toBe(true);
  });
  it('says the session expired for an expired token or any other 401', () => {
    expect(expiredNoticeMessage('Token expired')).toBe('Token expired');
    expect(accountEnded('Token expired')).toBe(false);
    expect(expiredNoticeMessage('Unauthorized')).toBe('Your session has expired, please sign in again');
  });
});

describe('signing out on this device', () => {
  it('keeps the language chosen in this browser in storage, for the next page load and sign-in', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore({ storage });
    store.setState({ userId: 'u', authToken: 't', lang: 'ta', langChosen: true });
    storage.setItem('other', 'x');
    signOutLocally(storage, () => store.reset());
    expect(storage.getItem('other')).toBeNull();
    // A new page (after the provider's sign-out) reads the session from storage.
    const next = createSessionStore({ storage });
    expect(next.getState()).toEqual({ ...defaultSessionState(), lang: 'ta', langChosen: true });
  });
});
