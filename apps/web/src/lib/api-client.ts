/**
 * The user-API client (spec part 1 §7 conventions, §8 errors): base `/api`, 20 s time-out,
 * credentials included, identity/centre/timestamp headers, `{ payload }` unwrapped. A 401 puts the
 * person's work aside under their id (lib/kept-work), clears local storage and goes to /logout, where
 * /login then says that the session expired; a background call's 401 only rejects. Any other failure
 * shows an error toast and rejects. Every answer is parsed with the caller's zod schema (the endpoint's contract from
 * `@sannidhi/domain/contracts`): an answer that does not match rejects with an `ApiAnswerError`, never a crash later.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as z from 'zod/mini';
import {
  BACK_OFFICE_HEADER,
  CENTER_ID_HEADER,
  REQUEST_TIMEOUT_MS,
  SSO_ID_HEADER,
  TIMESTAMP_HEADER,
  USER_EMAIL_HEADER,
} from '@sannidhi/domain/constants';
import { isUiLanguage } from '@sannidhi/domain/languages';
import { toast } from '../components/toast/toast-store';
import { inUiLanguage } from './domain-texts';
import { getIsBackOffice } from './app-config';
import { loadingStore } from './loading';
import { navigateTo } from './navigation';
import { PATHS } from './paths';
import {
  clearLocalStorageKeepingWork,
  keepWork,
  keptWorkOf,
  accountEnded,
  expiredNoticeMessage,
  writeExpiredNotice,
} from './kept-work';
import { getSession, type SessionState } from './session';

export const API_BASE = '/api';
/** Not texts: the authorisation scheme, and the cancelled request's message and name (never shown). */
const BEARER = 'Bearer';
const CANCELLED = 'The request was cancelled';
const ABORT_ERROR = 'AbortError';
/** The generic failure in English (what callers compare and fall back to); shown as genericErrorMessage(). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again';
const GENERIC_ERROR = msg`Something went wrong, please try again`;

/**
 * The generic failure in the person's language, at the time it is shown (never at module load); English before a
 * language is active (a request failing while the app starts).
 */
export function genericErrorMessage(): string {
  return i18n.locale ? i18n._(GENERIC_ERROR) : GENERIC_ERROR_MESSAGE;
}

/** A failed request: `status` 0 means no answer (network failure or time-out). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** An answer (2xx) that does not match the endpoint's contract: the page can only say to try again. */
export class ApiAnswerError extends ApiError {
  readonly path: string;
  readonly issues: z.core.$ZodIssue[];
  constructor(path: string, status: number, issues: z.core.$ZodIssue[]) {
    super(genericErrorMessage(), status, { issues });
    this.name = 'ApiAnswerError';
    this.path = path;
    this.issues = issues;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Caller cancellation (TanStack Query passes one); a cancelled request shows no toast. */
  signal?: AbortSignal;
  /** Background request: no loading overlay. */
  silent?: boolean;
  /** Set false when the caller shows its own message. */
  toastOnError?: boolean;
  /**
   * A call in the background (analytics): its 401 rejects quietly and never signs anyone out; the
   * next call the person makes finds the expired session.
   */
  background?: boolean;
  timeoutMs?: number;
}

/** What a fetcher in `src/api` lets its caller choose: cancellation, and whether the overlay and the toast show. */
export type CallOptions = Pick<ApiRequestOptions, 'signal' | 'silent' | 'toastOnError'>;

/**
 * The headers every request carries (spec part 1 §7), from the session and the page mode; and the language shown, as
 * Accept-Language, so that the api's refusals come in it (docs/decisions.md, "Languages: the api's answers"). The
 * pseudo-locale sends none: the api answers English.
 */
export function buildRequestHeaders(
  session: Pick<SessionState, 'authToken' | 'userEmail' | 'userId' | 'currentCenter'>,
  isBackOffice: boolean,
  now: number,
  language: string | undefined = i18n.locale,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [TIMESTAMP_HEADER]: String(now) };
  if (isUiLanguage(language)) headers['Accept-Language'] = language;
  if (session.authToken) headers.Authorization = `${BEARER} ${session.authToken}`;
  if (isBackOffice) headers[BACK_OFFICE_HEADER] = 'true';
  if (session.userEmail) headers[USER_EMAIL_HEADER] = session.userEmail;
  if (session.userId) headers[SSO_ID_HEADER] = session.userId;
  if (session.currentCenter?.id) headers[CENTER_ID_HEADER] = session.currentCenter.id;
  return headers;
}

/** `/api/products/list?centerId=…`; null and undefined values are left out, arrays repeat the key. */
export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The message to show for an error body: its `message`, else the generic text. */
export function errorMessageOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return genericErrorMessage();
}

let signingOut = false;

function handleUnauthorized(message: string) {
  if (signingOut) return; // several requests can fail together; sign out once
  signingOut = true;
  const session = getSession();
  // The session itself is reset by /logout: resetting it here first would let a login guard send the
  // person to /login before /logout runs, and the provider's logout would never be posted.
  try {
    const kept = keptWorkOf(session, `${window.location.pathname}${window.location.search}`, Date.now());
    clearLocalStorageKeepingWork(window.localStorage);
    if (kept) keepWork(window.localStorage, session.userId, kept);
    writeExpiredNotice(window.sessionStorage, {
      message: expiredNoticeMessage(message),
      cartKept: Boolean(kept && kept.session.cart.length > 0) && !accountEnded(message),
    });
  } catch {
    // storage unavailable: nothing to clear or keep
  }
  navigateTo(PATHS.logout, { replace: true });
  setTimeout(() => {
    signingOut = false;
  }, 1000);
}

const UNREADABLE_BODY = 'unreadable body';
const UNREADABLE = Symbol(UNREADABLE_BODY);

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return UNREADABLE; // the connection dropped mid-body
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An answer's contract: a zod/mini schema (the domain's), or a classic one; both have safeParse. */
export type AnswerSchema = z.core.$ZodType & { safeParse(data: unknown): z.util.SafeParseResult<unknown> };

/** One request; resolves with the `payload` of the answer, parsed with `schema`. */
export async function apiRequest<S extends AnswerSchema>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const { method = 'GET', query, body, signal, silent = false, toastOnError = true } = options;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers = { ...buildRequestHeaders(getSession(), getIsBackOffice(), Date.now()), ...options.headers };
  // A Blob (an uploaded file) is sent as it is, with its own type; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';

  const fail = (error: ApiError): never => {
    if (toastOnError) toast.error(inUiLanguage(error.message), { id: `api-error:${error.message}` });
    throw error;
  };

  if (!silent) loadingStore.start();
  try {
    let response: Response;
    try {
      response = await fetch(buildApiUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (cause) {
      if (signal?.aborted && !timedOut) throw cause; // the caller cancelled: stay quiet
      return fail(new ApiError(genericErrorMessage(), 0, { cause: String(cause), timedOut }));
    }
    const data = await readBody(response);
    // The caller may cancel while the body arrives (a screen that moved on): that is no error either.
    if (signal?.aborted && !timedOut) throw new DOMException(CANCELLED, ABORT_ERROR);
    if (data === UNREADABLE) return fail(new ApiError(genericErrorMessage(), 0));
    if (response.status === 401) {
      if (!options.background) handleUnauthorized(errorMessageOf(data));
      throw new ApiError(errorMessageOf(data), 401, data);
    }
    if (!response.ok) return fail(new ApiError(errorMessageOf(data), response.status, data));
    const payload = typeof data === 'object' && data !== null && 'payload' in data ? data.payload : data;
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data as z.output<S>;
    console.error(`The answer of ${method} ${path} does not match its contract`, parsed.error.issues);
    return fail(new ApiAnswerError(path, response.status, parsed.error.issues));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
    if (!silent) loadingStore.end();
  }
}

type Options = Omit<ApiRequestOptions, 'method' | 'body'>;

/** `api.get(path, AnswerSchema, options)`: the schema is the endpoint's answer contract (the api serves the same one). */
export const api = {
  get: <S extends AnswerSchema>(path: string, schema: S, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends AnswerSchema>(path: string, schema: S, body?: unknown, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <S extends AnswerSchema>(path: string, schema: S, body?: unknown, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  delete: <S extends AnswerSchema>(path: string, schema: S, options?: Options) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};
