import { describe, expect, it } from 'vitest';
import { cartCountCookie, sharedCookieDomain } from './cart-cookie';

describe('sharedCookieDomain', () => {
  it('uses the parent domain of a real host', () => {
    expect(sharedCookieDomain('rituals.sannidhi.example')).toBe('.sannidhi.example');
    expect(sharedCookieDomain('backoffice.rituals.sannidhi.org')).toBe('.sannidhi.org');
    expect(sharedCookieDomain('sannidhi.org')).toBe('.sannidhi.org');
  });

  it('sets no domain for localhost, IP addresses and single labels', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '[::1]', 'intranet', '']) {
      expect(sharedCookieDomain(host)).toBeUndefined();
    }
  });
});

describe('cartCountCookie', () => {
  it('writes sannidhiCartCount with path=/ and no domain on localhost', () => {
    const cookie = cartCountCookie(3, 'localhost');
    expect(cookie).toMatch(/^sannidhiCartCount=3; path=\/; /);
    expect(cookie).not.toContain('domain=');
  });

  it('adds the shared domain and Secure when asked', () => {
    expect(cartCountCookie(120, 'app.sannidhi.org', true)).toContain('sannidhiCartCount=120');
    expect(cartCountCookie(120, 'app.sannidhi.org', true)).toContain('domain=.sannidhi.org');
    expect(cartCountCookie(120, 'app.sannidhi.org', true)).toMatch(/; Secure$/);
  });
});
