// The provider's own browser session ("Continue as …"): a signed cookie holding the profile id.
import type { SandboxConfig } from '../config';
import { hmacHex, safeEqual } from '../shared/crypto';

export const SESSION_COOKIE = 'sannidhi_sso_session';
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const COOKIE_PATH = '/sso';

function sign(secret: string, profileId: string, issuedAt: number): string {
  return hmacHex(secret, JSON.stringify(['sandbox-sso-session', profileId, issuedAt]));
}

function attributes(config: SandboxConfig, maxAge: number): string {
  // The sign-in form arrives as a cross-site POST when the app and the provider live on different sites,
  // and only a SameSite=None cookie travels with it; browsers take those only with Secure, which they allow on
  // https and on http://*.localhost (a secure context: the container set's sandbox.localhost is another site than
  // localhost). Locally (http://localhost on any port is one site) Lax is enough.
  const issuer = new URL(config.SSO_ISSUER);
  const crossSite = issuer.protocol === 'https:' || issuer.hostname.endsWith('.localhost');
  const sameSite = crossSite ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `Path=${COOKIE_PATH}; HttpOnly; ${sameSite}; Max-Age=${maxAge}`;
}

/** Set-Cookie value that starts a provider session for a profile. */
export function sessionSetCookie(config: SandboxConfig, profileId: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const value = `${encodeURIComponent(profileId)}.${issuedAt}.${sign(config.SSO_SECRET, profileId, issuedAt)}`;
  return `${SESSION_COOKIE}=${value}; ${attributes(config, SESSION_MAX_AGE_SECONDS)}`;
}

/** Set-Cookie value that ends the provider session. */
export function sessionClearCookie(config: SandboxConfig): string {
  return `${SESSION_COOKIE}=; ${attributes(config, 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

/** The profile id of a valid, unexpired session cookie, else undefined. */
export function readSession(
  config: SandboxConfig,
  cookieHeader: string | undefined,
  now: Date,
): string | undefined {
  const value = parseCookies(cookieHeader).get(SESSION_COOKIE);
  const match = value ? /^([^.]+)\.(\d{1,12})\.([0-9a-f]{64})$/.exec(value) : null;
  if (!match) return undefined;
  const [, encodedId = '', issuedAtText = '', signature = ''] = match;
  let profileId: string;
  try {
    profileId = decodeURIComponent(encodedId);
  } catch {
    return undefined;
  }
  const issuedAt = Number(issuedAtText);
  if (!safeEqual(signature, sign(config.SSO_SECRET, profileId, issuedAt))) return undefined;
  if (Math.floor(now.getTime() / 1000) - issuedAt > SESSION_MAX_AGE_SECONDS) return undefined;
  return profileId;
}
