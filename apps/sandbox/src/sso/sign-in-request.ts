// The sign-in form post from the app (docs/providers.md, "SSO protocol"): its hash check, and
// the signed hidden fields that carry the accepted request through the provider's own pages.
import type { SandboxConfig } from '../config';
import { hmacHex, safeEqual } from '../shared/crypto';

/** A sign-in request the provider has accepted. */
export interface SignInRequest {
  apiKey: string;
  callbackUrl: string;
  lang: string;
  legalEntity: string;
  /** Unix seconds when the provider accepted it; the pages expire after REQUEST_TTL_SECONDS. */
  issuedAt: number;
}

export const REQUEST_TTL_SECONDS = 60 * 60;

export type FormBody = Record<string, unknown>;

/** The first string value of a form field ('' when absent). */
export function formField(body: FormBody | undefined, name: string): string {
  const value = body?.[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return '';
}

/** hash = hex HMAC-SHA256(SSO_SECRET, `api_key|request_url|callback_url`), as the api computes it. */
export function computeLoginHash(
  secret: string,
  apiKey: string,
  requestUrl: string,
  callbackUrl: string,
): string {
  return hmacHex(secret, `${apiKey}|${requestUrl}|${callbackUrl}`);
}

export function isKnownApiKey(config: SandboxConfig, apiKey: string): boolean {
  // Evaluate both comparisons so timing does not tell which key matched.
  const app = safeEqual(apiKey, config.SSO_API_KEY);
  const backOffice = safeEqual(apiKey, config.SSO_BACK_OFFICE_API_KEY);
  return app || backOffice;
}

/** undefined when the URL is an absolute http(s) URL on an allowed origin; otherwise the reason. */
export function callbackProblem(config: SandboxConfig, callbackUrl: string): string | undefined {
  if (!callbackUrl) return 'callback_url is missing.';
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    return 'callback_url is not an absolute URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'callback_url must be http or https.';
  if (!config.ALLOWED_CALLBACK_ORIGINS.includes(url.origin)) {
    return `callback_url origin ${url.origin} is not allowed for this client.`;
  }
  return undefined;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Checks the app's sign-in form post: known api_key, allowed callback origin, matching hash. */
export function checkSignInPost(
  config: SandboxConfig,
  body: FormBody | undefined,
  now: Date,
): Checked<SignInRequest> {
  const apiKey = formField(body, 'api_key');
  const requestUrl = formField(body, 'request_url');
  const callbackUrl = formField(body, 'callback_url');
  const hash = formField(body, 'hash').toLowerCase();
  if (!apiKey) return { ok: false, reason: 'api_key is missing.' };
  if (!isKnownApiKey(config, apiKey)) return { ok: false, reason: 'unknown api_key.' };
  const problem = callbackProblem(config, callbackUrl);
  if (problem) return { ok: false, reason: problem };
  if (!hash) return { ok: false, reason: 'hash is missing.' };
  const expected = computeLoginHash(config.SSO_SECRET, apiKey, requestUrl, callbackUrl);
  if (!safeEqual(hash, expected)) {
    return { ok: false, reason: 'the hash does not match api_key, request_url and callback_url.' };
  }
  return {
    ok: true,
    value: {
      apiKey,
      callbackUrl,
      lang: formField(body, 'lang') || 'en',
      legalEntity: formField(body, 'legal_entity'),
      issuedAt: Math.floor(now.getTime() / 1000),
    },
  };
}

/** Names of the hidden fields that carry a SignInRequest between the provider's pages. */
const HIDDEN = {
  apiKey: 'api_key',
  callbackUrl: 'callback_url',
  lang: 'lang',
  legalEntity: 'legal_entity',
  issuedAt: 'issued_at',
  signature: 'request_sig',
} as const;

function requestSignature(secret: string, r: SignInRequest): string {
  // JSON keeps field boundaries unambiguous whatever characters the values hold.
  const message = JSON.stringify([
    'sandbox-sso-request',
    r.apiKey,
    r.callbackUrl,
    r.lang,
    r.legalEntity,
    r.issuedAt,
  ]);
  return hmacHex(secret, message);
}

/** Hidden form fields (name → value) for a request, including its HMAC. */
export function signedRequestFields(secret: string, r: SignInRequest): Array<[string, string]> {
  return [
    [HIDDEN.apiKey, r.apiKey],
    [HIDDEN.callbackUrl, r.callbackUrl],
    [HIDDEN.lang, r.lang],
    [HIDDEN.legalEntity, r.legalEntity],
    [HIDDEN.issuedAt, String(r.issuedAt)],
    [HIDDEN.signature, requestSignature(secret, r)],
  ];
}

/** Reads the hidden fields back; rejects tampering, expiry and origins no longer allowed. */
export function readSignedRequest(
  config: SandboxConfig,
  body: FormBody | undefined,
  now: Date,
): Checked<SignInRequest> {
  const issuedAtText = formField(body, HIDDEN.issuedAt);
  const request: SignInRequest = {
    apiKey: formField(body, HIDDEN.apiKey),
    callbackUrl: formField(body, HIDDEN.callbackUrl),
    lang: formField(body, HIDDEN.lang),
    legalEntity: formField(body, HIDDEN.legalEntity),
    issuedAt: /^\d{1,12}$/.test(issuedAtText) ? Number(issuedAtText) : NaN,
  };
  const signature = formField(body, HIDDEN.signature);
  if (!Number.isFinite(request.issuedAt) || !signature) {
    return { ok: false, reason: 'the sign-in request is missing. Start again from the app.' };
  }
  if (!safeEqual(signature, requestSignature(config.SSO_SECRET, request))) {
    return { ok: false, reason: 'the sign-in request was altered. Start again from the app.' };
  }
  const age = Math.floor(now.getTime() / 1000) - request.issuedAt;
  if (age > REQUEST_TTL_SECONDS || age < -60) {
    return { ok: false, reason: 'this sign-in page has expired. Start again from the app.' };
  }
  const problem = callbackProblem(config, request.callbackUrl);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, value: request };
}
