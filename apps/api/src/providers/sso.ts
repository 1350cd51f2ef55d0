// Single sign-on provider: token verification against the provider's JWKS, and its server-to-server profile API.
import crypto from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { AppError, conflict, unauthorized } from '../errors';

/** No token lives past 13 hours (the provider issues 12-hour tokens), whatever its own expiry claims. */
const MAX_TOKEN_AGE_S = 13 * 60 * 60;
/** Tokens kept verified per process (each is a few hundred bytes). */
const VERIFIED_TOKENS_KEPT = 10_000;

export const SsoProfile = z.object({
  profileId: z.string(),
  email: z.string(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  countryOfResidence: z.string().default(''),
  photo: z.string().default(''),
});
export type SsoProfile = z.infer<typeof SsoProfile>;

export interface TokenClaims {
  userId: string;
  email: string;
  /** When the provider issued the token (seconds since the epoch). */
  issuedAt: number;
}

export interface SsoProvider {
  verifyToken(token: string): Promise<TokenClaims>;
  /** The claims of a token this process verified before and that has not ended; null otherwise (nothing is asked). */
  knownToken(token: string): TokenClaims | null;
  /** Forgets every verified token of the subject (their account ended): each is verified afresh if sent again. */
  forgetSubject(userId: string): void;
  getProfileById(profileId: string): Promise<SsoProfile | null>;
  getProfileByEmail(email: string): Promise<SsoProfile | null>;
  createProfile(input: {
    email: string;
    firstName: string;
    lastName: string;
    countryOfResidence: string;
  }): Promise<SsoProfile>;
  /** Removes a profile this app created but could not keep (compensation); false when it was not there. */
  deleteProfile(profileId: string): Promise<boolean>;
  refreshToken(token: string): Promise<string>;
  /** Hash used in sign-in forms: hex HMAC-SHA256 over "api_key|request_url|callback_url". */
  hash(apiKey: string, requestUrl: string, callbackUrl: string): string;
}

export interface HttpSsoOptions {
  baseUrl: string;
  issuer: string;
  audience: string;
  apiKey: string;
  secret: string;
  /** Overrides the remote JWKS (tests of forged keys still go through jose). */
  keys?: JWTVerifyGetKey;
  timeoutMs?: number;
}

export function createHttpSsoProvider(opts: HttpSsoOptions): SsoProvider {
  const keys =
    opts.keys ??
    createRemoteJWKSet(new URL(`${opts.baseUrl}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000 });
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function call(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(`${opts.baseUrl}/api${pathAndQuery}`, {
        ...init,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-api-key': opts.apiKey,
          'x-api-secret': opts.secret,
          ...init.headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AppError('BAD_GATEWAY', 'The sign-in service is not reachable, please try again');
    }
  }

  async function readProfile(res: Response): Promise<SsoProfile | null> {
    if (res.status === 404) return null;
    if (!res.ok) throw new AppError('BAD_GATEWAY', `The sign-in service answered ${res.status}`);
    return SsoProfile.parse(await res.json());
  }

  const verified = new Map<string, { claims: TokenClaims; until: number }>();
  const remember = (token: string, claims: TokenClaims, until: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const now = Date.now();
      for (const [key, entry] of verified) if (entry.until <= now) verified.delete(key);
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    }
    verified.set(token, { claims, until });
  };

  const knownToken = (token: string): TokenClaims | null => {
    const known = verified.get(token);
    return known && Date.now() < known.until ? known.claims : null;
  };

  return {
    knownToken,
    forgetSubject(userId) {
      for (const [token, entry] of verified) if (entry.claims.userId === userId) verified.delete(token);
    },
    async verifyToken(token) {
      // A token verified before is not verified again until it ends: checking an ES256 signature was a tenth of
      // the api's work per order. The user's standing is still checked on every request (plugins/auth.ts).
      const known = knownToken(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ['ES256'],
          // A token must say who it is for, when it was issued and when it ends; none lives past 13 hours
          // (the provider issues 12-hour tokens), whatever its own expiry claims.
          requiredClaims: ['sub', 'exp', 'iat'],
          maxTokenAge: MAX_TOKEN_AGE_S,
        });
        if (!payload.sub) throw new Error('no subject');
        const claims = {
          userId: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : '',
          issuedAt: payload.iat!,
        };
        remember(token, claims, Math.min(payload.exp! * 1000, (payload.iat! + MAX_TOKEN_AGE_S) * 1000));
        return claims;
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'ERR_JWT_EXPIRED') throw unauthorized('Your session has expired, please sign in again');
        if (code === 'ERR_JWKS_TIMEOUT' || (err as Error).name === 'TypeError')
          throw new AppError('BAD_GATEWAY', 'The sign-in service is not reachable, please try again');
        throw unauthorized('Invalid sign-in token, please sign in again');
      }
    },
    async getProfileById(profileId) {
      return readProfile(await call(`/profiles/${encodeURIComponent(profileId)}`));
    },
    async getProfileByEmail(email) {
      return readProfile(await call(`/profiles?email=${encodeURIComponent(email)}`));
    },
    async createProfile(input) {
      const res = await call('/profiles', { method: 'POST', body: JSON.stringify(input) });
      if (res.status === 409) throw conflict('A sign-in profile already exists for this e-mail');
      if (res.status === 400) throw new AppError('BAD_REQUEST', 'The sign-in service refused these details');
      const profile = await readProfile(res);
      if (!profile) throw new AppError('BAD_GATEWAY', 'The sign-in service did not create the profile');
      return profile;
    },
    async deleteProfile(profileId) {
      const res = await call(`/profiles/${encodeURIComponent(profileId)}`, { method: 'DELETE' });
      if (res.status === 404) return false;
      if (!res.ok) throw new AppError('BAD_GATEWAY', `The sign-in service answered ${res.status}`);
      return true;
    },
    async refreshToken(token) {
      const res = await call('/token/refresh', {
        method: 'POST',
        body: JSON.stringify({ authToken: token }),
      });
      if (res.status === 401) throw unauthorized('Your session has expired, please sign in again');
      if (!res.ok) throw new AppError('BAD_GATEWAY', `The sign-in service answered ${res.status}`);
      const body = z.object({ authToken: z.string() }).parse(await res.json());
      return body.authToken;
    },
    hash(apiKey, requestUrl, callbackUrl) {
      return crypto
        .createHmac('sha256', opts.secret)
        .update(`${apiKey}|${requestUrl}|${callbackUrl}`)
        .digest('hex');
    },
  };
}
