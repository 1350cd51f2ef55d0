import { SESSION_STORAGE_KEY } from '@sannidhi/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, defaultSessionState, sanitizeSessionState, type StorageLike } from './session';
import type { CartItem } from './session-types';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const item = (slots: number): CartItem =>
  ({
    itemId: `i${slots}`,
    productId: 'p',
    meta: {},
    prasadamDeliveryAddress: null,
    hasPrasadam: false,
    subscriptionType: null,
    slots: Array.from({ length: slots }, (_, n) => ({
      slotId: `s${n}`,
      inPerson: true,
      startTime: '2030-01-01T04:00:00Z',
      meta: {},
      variants: [],
      hasPrasadam: false,
    })),
  }) as CartItem;

describe('session store', () => {
  it('starts from the spec defaults: nothing signed in, permission false, no language chosen yet', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    const state = store.getState();
    expect(state).toEqual(defaultSessionState());
    expect(state.hasUserPermissionToBookForOthers).toBe(false);
    expect(state.currentCenter).toBeNull();
    expect(state.cart).toEqual([]);
  });

  it('persists every change under the session key and reads it back', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.setState({ userId: 'SSO-1001', authToken: 't', comeBackTo: '/cart' });
    const saved = JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(saved).toMatchObject({ userId: 'SSO-1001', authToken: 't', comeBackTo: '/cart' });
    expect(createSessionStore({ storage }).getState().userId).toBe('SSO-1001');
  });

  it('resetSession puts every field back to its default, including the return address', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.setState({
      userId: 'u',
      authToken: 't',
      cart: [item(2)],
      hasUserPermissionToBookForOthers: true,
      comeBackTo: '/x',
      targetCenterAfterLogin: 'C1',
    });
    store.reset();
    expect(store.getState()).toEqual(defaultSessionState());
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? '')).toEqual(defaultSessionState());
  });

  it('resetSession keeps the interface language the person chose (signing out does not switch it back)', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    store.setState({ userId: 'u', lang: 'ta', langChosen: true });
    store.reset();
    expect(store.getState()).toEqual({ ...defaultSessionState(), lang: 'ta', langChosen: true });
  });

  it('clearCart empties the cart only', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    store.setState({ userId: 'u', cart: [item(1)] });
    store.clearCart();
    expect(store.getState().cart).toEqual([]);
    expect(store.getState().userId).toBe('u');
  });

  it('reports the cart on start and on every cart change, not on other changes', () => {
    const onCartChange = vi.fn();
    const store = createSessionStore({ storage: memoryStorage(), onCartChange });
    expect(onCartChange).toHaveBeenCalledTimes(1);
    store.setState({ firstName: 'Lakshmi' });
    expect(onCartChange).toHaveBeenCalledTimes(1);
    store.setState({ cart: [item(3)] });
    expect(onCartChange).toHaveBeenLastCalledWith([item(3)]);
    store.reset();
    expect(onCartChange).toHaveBeenLastCalledWith([]);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState({ firstName: 'A' });
    unsubscribe();
    store.setState({ firstName: 'B' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('survives unreadable storage', () => {
    const store = createSessionStore({ storage: memoryStorage({ [SESSION_STORAGE_KEY]: '{not json' }) });
    expect(store.getState()).toEqual(defaultSessionState());
  });
});

describe('sanitizeSessionState', () => {
  it('keeps well-typed fields, defaults the rest, and fills in fields an injected session left out', () => {
    const state = sanitizeSessionState({
      authToken: 'x',
      userId: 'SSO-1001',
      hasUserPermissionToBookForOthers: 'yes',
      cart: [item(1), { itemId: 'broken' }],
      currentCenter: 'C1',
      unknownField: 1,
    });
    expect(state.authToken).toBe('x');
    expect(state.userId).toBe('SSO-1001');
    expect(state.hasUserPermissionToBookForOthers).toBe(false);
    expect(state.cart).toHaveLength(1);
    expect(state.currentCenter).toBeNull();
    expect(state.lang).toBe('');
    expect(state).not.toHaveProperty('unknownField');
  });
});
