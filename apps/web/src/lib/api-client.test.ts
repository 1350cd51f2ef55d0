import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { toast, toastStore } from '../components/toast/toast-store';
import {
  ApiAnswerError,
  ApiError,
  apiRequest,
  buildApiUrl,
  buildRequestHeaders,
  GENERIC_ERROR_MESSAGE,
} from './api-client';
import { installAppConfig, parseAppConfig } from './app-config';
import { loadingStore } from './loading';
import { MemoryStorage } from './memory-storage';
import { registerNavigator } from './navigation';
import { readExpiredNotice, takeKeptWork } from './kept-work';
import { getSession, resetSession, setSession } from './session';
import type { Center } from './session-types';

const config = parseAppConfig({
  appOrigin: 'http://localhost:8080',
  backOfficeOrigin: 'http://localhost:8081',
  ssoLoginUrl: 'http://sso/login',
  ssoLogoutUrl: 'http://sso/logout',
  ssoApiKey: 'k',
  ssoBackOfficeApiKey: 'bk',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

const cartItem = {
  itemId: 'i1',
  productId: 'p1',
  meta: {},
  prasadamDeliveryAddress: null,
  hasPrasadam: false,
  subscriptionType: null,
  slots: [{ slotId: 's1', inPerson: true, startTime: '2026-03-05T13:00:00.000Z', meta: {}, variants: [] }],
} as unknown as ReturnType<typeof getSession>['cart'][number];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  toast.remove();
  resetSession();
  installAppConfig(config, 'http://localhost:8080');
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigator(null);
});

describe('buildRequestHeaders', () => {
  it('sends identity, centre, back-office and timestamp headers when known', () => {
    const headers = buildRequestHeaders(
      { authToken: 'tok', userEmail: 'a@b.c', userId: 'SSO-1', currentCenter: { id: 'C1' } as Center },
      true,
      1700000000000,
    );
    expect(headers).toMatchObject({
      Authorization: 'Bearer tok',
      'x-back-office': 'true',
      'x-user-email': 'a@b.c',
      'x-sso-id': 'SSO-1',
      'x-center-id': 'C1',
      'x-timestamp': '1700000000000',
    });
  });

  it('leaves out what is not known', () => {
    const headers = buildRequestHeaders(
      { authToken: '', userEmail: '', userId: '', currentCenter: null },
      false,
      1,
    );
    expect(Object.keys(headers).sort()).toEqual(['Accept', 'x-timestamp']);
  });

  it('sends the language shown as Accept-Language (the api answers its refusals in it); none for the pseudo-locale', () => {
    const none = { authToken: '', userEmail: '', userId: '', currentCenter: null };
    expect(buildRequestHeaders(none, false, 1, 'ta')['Accept-Language']).toBe('ta');
    expect(buildRequestHeaders(none, false, 1, 'pseudo')['Accept-Language']).toBeUndefined();
  });
});

describe('buildApiUrl', () => {
  it('prefixes /api and encodes the query, skipping empty values', () => {
    expect(buildApiUrl('/products/list', { centerId: 'C 1', backOffice: false, x: undefined, y: null })).toBe(
      '/api/products/list?centerId=C+1&backOffice=false',
    );
    expect(buildApiUrl('order/getRefundAmount', { orderIds: ['a', 'b'] })).toBe(
      '/api/order/getRefundAmount?orderIds=a&orderIds=b',
    );
  });
});

describe('apiRequest', () => {
  it('unwraps the payload and sends credentials and headers', async () => {
    setSession({ authToken: 'tok', userId: 'SSO-1', userEmail: 'a@b.c' });
    fetchMock.mockResolvedValueOnce(json(200, { payload: ['C1', 'C2'] }));
    await expect(apiRequest('/centers/list', z.array(z.string()))).resolves.toEqual(['C1', 'C2']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/centers/list');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(loadingStore.isLoading()).toBe(false);
  });

  it('parses the payload with the schema (defaults applied)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { payload: { id: 'p1' } }));
    const schema = z.object({ id: z.string(), note: z._default(z.string(), '') });
    await expect(apiRequest('/products/p1', schema)).resolves.toEqual({ id: 'p1', note: '' });
  });

  it('rejects an answer that does not match its contract with an error toast, not a crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(200, { payload: [{ id: 7 }] }));
    const error = await apiRequest('/centers/list', z.array(z.object({ id: z.string() }))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiAnswerError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiAnswerError).message).toBe(GENERIC_ERROR_MESSAGE);
    expect((error as ApiAnswerError).path).toBe('/centers/list');
    expect((error as ApiAnswerError).issues[0]?.path).toEqual([0, 'id']);
    expect(toastStore.getSnapshot().map((t) => [t.type, t.message])).toEqual([
      ['error', GENERIC_ERROR_MESSAGE],
    ]);
    expect(log).toHaveBeenCalledOnce();
    expect(loadingStore.isLoading()).toBe(false);
    log.mockRestore();
  });

  it('a quiet caller gets the mismatch without a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(200, { payload: null }));
    await expect(apiRequest('/x', z.string(), { toastOnError: false })).rejects.toBeInstanceOf(
      ApiAnswerError,
    );
    expect(toastStore.getSnapshot()).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('raises the loading overlay while the request is open, unless silent', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const pending = apiRequest('/x', z.unknown());
    expect(loadingStore.isLoading()).toBe(true);
    release(json(200, { payload: 1 }));
    await pending;
    expect(loadingStore.isLoading()).toBe(false);

    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const quiet = apiRequest('/x', z.unknown(), { silent: true });
    expect(loadingStore.isLoading()).toBe(false);
    release(json(200, { payload: 1 }));
    await quiet;
  });

  it('shows the body message in an error toast and rejects', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { message: 'Slot is full' }));
    const error = await apiRequest('/order/create', z.unknown(), { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(toastStore.getSnapshot().map((t) => [t.type, t.message])).toEqual([['error', 'Slot is full']]);
  });

  it('falls back to the generic message, and one failure repeated shows one toast', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
    await expect(apiRequest('/x', z.unknown())).rejects.toThrow(GENERIC_ERROR_MESSAGE);
    await expect(apiRequest('/x', z.unknown())).rejects.toThrow(GENERIC_ERROR_MESSAGE);
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  it('does not toast when the caller asked not to', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'x' }));
    await expect(apiRequest('/x', z.unknown(), { toastOnError: false })).rejects.toBeInstanceOf(ApiError);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('on a background 401 (analytics) signs nobody out', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    setSession({ userId: 'SSO-1', authToken: 'stale', cart: [cartItem] });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Your session has expired, please sign in again' }));
    await expect(apiRequest('/analytics/events', z.unknown(), { background: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession().cart).toHaveLength(1);
    expect(getSession().authToken).toBe('stale');
  });

  it('on 401 keeps the cart aside under the user id, says the session expired and goes to /logout', async () => {
    vi.stubGlobal('window', {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
      location: { pathname: '/cart', search: '' },
    });
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.localStorage.setItem('other', 'x');
    setSession({ userId: 'SSO-1', authToken: 'stale', cart: [cartItem] });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Your session has expired, please sign in again' }));
    await expect(apiRequest('/roles', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/logout', { replace: true });
    expect(toastStore.getSnapshot()).toHaveLength(0);
    expect(window.localStorage.getItem('other')).toBeNull();
    const kept = takeKeptWork(window.localStorage, 'SSO-1', Date.now());
    expect(kept?.session.cart).toHaveLength(1);
    expect(kept?.path).toBe('/cart');
    expect(readExpiredNotice(window.sessionStorage)).toEqual({
      message: 'Your session has expired, please sign in again',
      cartKept: true,
    });
  });

  it('gives up after the time-out with an error toast', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(apiRequest('/slow', z.unknown(), { timeoutMs: 20 })).rejects.toMatchObject({ status: 0 });
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([GENERIC_ERROR_MESSAGE]);
  });

  it('stays quiet when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = apiRequest('/x', z.unknown(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('stays quiet when the caller cancels while the answer’s body arrives', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce((_url, init) => {
      const body = new ReadableStream({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"payload":'));
          init?.signal?.addEventListener('abort', () =>
            stream.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const pending = apiRequest('/x', z.unknown(), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});
