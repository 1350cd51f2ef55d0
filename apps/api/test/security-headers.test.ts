import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A minimal built SPA, so that the page answers (not only the API) are checked.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sannidhi-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sannidhi</title>');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  it("an API answer may not be loaded, framed or sniffed; it does not carry the pages' headers", async () => {
    for (const url of ['/api/centers/list', '/api/nothing-here', '/api/slots/list?productId=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect([...csp.entries()]).toEqual([
        ['default-src', "'none'"],
        ['frame-ancestors', "'none'"],
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-xss-protection']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("the SPA page, an SPA route and the API's documentation carry the CSP, nosniff, Referrer-Policy and no framing", async () => {
    for (const url of ['/', '/rituals', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      // The sign-in and payment pages are the sandbox's origin: the SPA's forms may post there, nowhere else.
      const formAction = csp.get('form-action')?.split(' ') ?? [];
      expect(formAction).toEqual(
        expect.arrayContaining([
          "'self'",
          new URL(t.config.SSO_BASE).origin,
          new URL(t.config.GATEWAY_BASE).origin,
        ]),
      );
      expect(formAction.every((source) => source === "'self'" || /^https?:\/\/[^*/]+$/.test(source))).toBe(
        true,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // HSTS only in PROD: DEV and UAT may be served over http.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('no inline script is allowed and source maps are not served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    fs.writeFileSync(path.join(webDist, 'main.js.map'), '{}');
    expect((await t.app.inject({ method: 'GET', url: '/main.js.map' })).statusCode).toBe(404);
  });

  it('PROD sends HSTS and upgrades insecure requests', async () => {
    const prod = await createTestApp({ env: { APP_ENV: 'PROD', WEB_DIST: webDist } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(
        directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
      ).toBe(true);
      const api = await prod.app.inject({ method: 'GET', url: '/api/centers/list' });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });
});

describe('trustProxy', () => {
  it('is off by default and takes true, a hop count or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});
