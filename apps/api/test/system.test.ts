import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('api conventions', () => {
  it('answers health with the database checked, wrapped in payload, with a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: { status: 'ok', database: 'ok' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the SPA its runtime configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    const { payload } = res.json();
    expect(payload).toMatchObject({
      environment: 'DEV',
      region: 'INDIA',
      backOfficeOrigin: 'http://localhost:8081',
      defaults: {
        currency: 'INR',
        timezone: 'Asia/Kolkata',
        dateFormat: 'dd-MM-yyyy',
        dialCode: '+91',
        country: 'IN',
      },
    });
    expect(payload.ssoLoginUrl).toBe(`${t.config.SSO_BASE}/login`);
  });

  it('answers an unknown api path with 404 { message }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('answers malformed JSON with 400 { message } and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/hash',
      headers: { 'content-type': 'application/json' },
      payload: '{"api_key":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
    expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('names the field of a bad input', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/list' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^centerId: /);
  });

  it('serves the OpenAPI document generated from the zod contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/products/list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['centerId', 'backOffice']),
    );
    expect(doc.paths['/api/sso/createProfile'].post).toBeDefined();
  });
});

const productionSecrets = {
  SSO_API_KEY: 'prod-sso-key',
  SSO_SECRET: 'prod-sso-secret-0123456789',
  SSO_BACK_OFFICE_API_KEY: 'prod-back-office-key',
  GATEWAY_SECRET: 'prod-gateway-secret-0123456789',
  TERMINAL_SECRET: 'prod-terminal-secret-0123456789',
};

describe('configuration', () => {
  it('refuses a wrong environment value, naming the variable', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ APP_ENV: 'STAGING' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ REGION: 'EUROPE' })).toThrow(/REGION/);
    expect(loadConfig({ APP_ENV: 'PROD', REGION: 'OVERSEAS', ...productionSecrets })).toMatchObject({
      APP_ENV: 'PROD',
      REGION: 'OVERSEAS',
    });
  });

  it('refuses to start UAT or PROD on a published development key or secret, naming each', async () => {
    const { loadConfig } = await import('../src/config');
    for (const APP_ENV of ['PROD', 'UAT']) {
      const refusal = (() => {
        try {
          loadConfig({ APP_ENV });
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      for (const name of Object.keys(productionSecrets))
        expect(refusal, APP_ENV).toContain(`${name}: must be set`);
      const { GATEWAY_SECRET: _gateway, ...allButGateway } = productionSecrets;
      expect(() => loadConfig({ APP_ENV, ...allButGateway })).toThrow(/GATEWAY_SECRET: must be set/);
      expect(loadConfig({ APP_ENV, ...productionSecrets }).TERMINAL_SECRET).toBe(
        productionSecrets.TERMINAL_SECRET,
      );
    }
    // Development keeps working on the defaults.
    expect(loadConfig({}).GATEWAY_SECRET).toBe('sannidhi-dev-gateway-secret');
  });
});

describe('the SPA', () => {
  it('serves index.html for screen paths, and 404 for a missing asset', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const os = await import('node:os');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sannidhi</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const withSpa = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      for (const url of ['/', '/rituals', '/rituals/book-ritual/x?y=1', '/account/profile']) {
        const res = await withSpa.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>Sannidhi</title>');
      }
      const asset = await withSpa.app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await withSpa.app.inject({ method: 'GET', url: '/assets/gone-2.js' })).statusCode).toBe(404);
    } finally {
      await withSpa.close();
    }
  });
});
