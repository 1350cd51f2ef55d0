/**
 * The cart slot count is also written to a cookie on the shared parent domain (spec part 1 §2),
 * so sibling sites (the information site) can show the same badge.
 */
export const CART_COUNT_COOKIE = 'sannidhiCartCount';

const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** Cookie attributes, not texts. */
const SAME_SITE = 'SameSite=Lax';
const SECURE = 'Secure';

/**
 * The parent domain shared by the app and its sibling sites: ".example.org" for
 * "rituals.example.org". Undefined for localhost, IP addresses and single-label hosts, where a
 * domain attribute would make the browser reject the cookie. (Two-label public suffixes such as
 * co.uk are not handled: none of our hosts use one.)
 */
export function sharedCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':')) {
    return undefined;
  }
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return `.${labels.slice(-2).join('.')}`;
}

/** The Set-Cookie string for the cart count. */
export function cartCountCookie(count: number, hostname: string, secure = false): string {
  const domain = sharedCookieDomain(hostname);
  return [
    `${CART_COUNT_COOKIE}=${Math.max(0, Math.trunc(count))}`,
    'path=/',
    // Outlives the browser session like the localStorage cart it mirrors; rewritten on every start.
    `max-age=${CART_COOKIE_MAX_AGE_S}`,
    SAME_SITE,
    domain ? `domain=${domain}` : '',
    secure ? SECURE : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Writes the cookie in a browser; a no-op elsewhere. */
export function writeCartCountCookie(count: number): void {
  if (typeof document === 'undefined' || typeof window === 'undefined') return;
  document.cookie = cartCountCookie(count, window.location.hostname, window.location.protocol === 'https:');
}
