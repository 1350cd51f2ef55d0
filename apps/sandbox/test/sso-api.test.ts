import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from '../src/config';
import { apiHeaders, cleanupDataDirs, startSandbox, verifyWithJwks } from './helpers';

let app: FastifyInstance;
let config: SandboxConfig;
let signingKey: CryptoKey;

beforeAll(async () => {
  // A configured key (SSO_SIGNING_KEY) lets the test mint tokens with any expiry.
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  signingKey = privateKey;
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key' };
  ({ app, config } = await startSandbox({ SSO_SIGNING_KEY: JSON.stringify(jwk) }));
});
afterAll(cleanupDataDirs);

function get(url: string, headers: Record<string, string> = apiHeaders(config)) {
  return app.inject({ method: 'GET', url, headers });
}
function post(url: string, payload: unknown, headers: Record<string, string> = apiHeaders(config)) {
  return app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

const devotee = {
  profileId: 'SSO-1001',
  email: 'devotee@example.org',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  countryOfResidence: 'IN',
  photo: '',
};

describe('server-to-server authentication', () => {
  it.each([
    ['no headers', {}],
    ['a wrong secret', { 'x-api-key': 'sannidhi-dev-key', 'x-api-secret': 'wrong-secret-wrong-secret' }],
    ['an unknown key', { 'x-api-key': 'other', 'x-api-secret': 'sannidhi-dev-sso-secret-change-me' }],
    ['a key but no secret', { 'x-api-key': 'sannidhi-dev-key' }],
  ])('answers 401 JSON to %s', async (_label, headers: Record<string, string>) => {
    const response = await get('/sso/api/profiles/SSO-1001', headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid or missing x-api-key / x-api-secret' });
  });

  it('accepts the back-office key with the secret', async () => {
    const response = await get('/sso/api/profiles/SSO-1001', {
      'x-api-key': config.SSO_BACK_OFFICE_API_KEY,
      'x-api-secret': config.SSO_SECRET,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('profiles', () => {
  it('GET /profiles/:id answers the profile or 404', async () => {
    expect((await get('/sso/api/profiles/SSO-1001')).json()).toEqual(devotee);
    const pending = await get('/sso/api/profiles/SSO-1006');
    expect(pending.json()).toMatchObject({ email: 'pending.tnc@example.org', firstName: '' });
    const missing = await get('/sso/api/profiles/SSO-9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Profile not found' });
  });

  it('GET /profiles?email= matches case-insensitively; 404 unknown; 400 without email', async () => {
    expect((await get('/sso/api/profiles?email=DEVOTEE%40example.ORG')).json()).toEqual(devotee);
    expect((await get('/sso/api/profiles?email=anita%40example.org')).json()).toMatchObject({
      profileId: 'SSO-1005',
      countryOfResidence: 'US',
    });
    expect((await get('/sso/api/profiles?email=nobody%40example.org')).statusCode).toBe(404);
    expect((await get('/sso/api/profiles')).statusCode).toBe(400);
  });

  it('PUT /profiles/:id imports under that id (201), keeps one that is there (200), deletes it (204, then 404)', async () => {
    const put = (id: string, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/sso/api/profiles/${id}`,
        headers: apiHeaders(config),
        payload: payload as object,
      });
    const imported = await put('SSO-IMPORT-1', { email: 'Imported@Example.org', countryOfResidence: 'in' });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toEqual({
      profileId: 'SSO-IMPORT-1',
      email: 'imported@example.org',
      firstName: '',
      lastName: '',
      countryOfResidence: 'IN',
      photo: '',
    });
    const again = await put('SSO-IMPORT-1', { email: 'other@example.org', countryOfResidence: 'US' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(imported.json());
    expect(
      (await put('SSO-IMPORT-2', { email: 'imported@example.org', countryOfResidence: 'IN' })).statusCode,
    ).toBe(409);
    expect((await put('bad id!', { email: 'x@example.org', countryOfResidence: 'IN' })).statusCode).toBe(400);
    expect((await put('SSO-IMPORT-3', { email: 'nope', countryOfResidence: 'IN' })).statusCode).toBe(400);
    const del = () =>
      app.inject({ method: 'DELETE', url: '/sso/api/profiles/SSO-IMPORT-1', headers: apiHeaders(config) });
    expect((await del()).statusCode).toBe(204);
    expect((await get('/sso/api/profiles/SSO-IMPORT-1')).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);
  });

  it('POST /profiles creates (201), refuses a known e-mail (409) and a bad body (400)', async () => {
    const created = await post('/sso/api/profiles', {
      email: 'Ganesh@Example.org',
      firstName: ' Ganesh ',
      lastName: 'Kumar',
      countryOfResidence: 'us',
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json<{ profileId: string }>();
    expect(profile).toEqual({
      profileId: expect.stringMatching(/^SSO-\d{8}$/) as unknown as string,
      email: 'ganesh@example.org',
      firstName: 'Ganesh',
      lastName: 'Kumar',
      countryOfResidence: 'US',
      photo: '',
    });
    expect((await get(`/sso/api/profiles?email=ganesh%40example.org`)).json()).toEqual(profile);

    const duplicate = await post('/sso/api/profiles', {
      email: 'GANESH@example.org',
      firstName: 'G',
      lastName: 'K',
      countryOfResidence: 'IN',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toContain('already exists');

    const demoDuplicate = await post('/sso/api/profiles', {
      email: 'devotee@example.org',
      firstName: 'X',
      lastName: 'Y',
      countryOfResidence: 'IN',
    });
    expect(demoDuplicate.statusCode).toBe(409);

    for (const bad of [
      {},
      { email: 'not-an-email', firstName: 'A', lastName: 'B', countryOfResidence: 'IN' },
      { email: 'a@example.org', firstName: '', lastName: 'B', countryOfResidence: 'IN' },
      { email: 'a@example.org', firstName: 'A', lastName: 'B', countryOfResidence: 'India' },
    ]) {
      const response = await post('/sso/api/profiles', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });
});

describe('POST /token/refresh', () => {
  async function mint(claims: { sub?: string; email?: string }, expiresAtSeconds: number, key = signingKey) {
    return new SignJWT({ email: claims.email ?? 'devotee@example.org' })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setIssuer(config.SSO_ISSUER)
      .setAudience(config.SSO_AUDIENCE)
      .setSubject(claims.sub ?? 'SSO-1001')
      .setIssuedAt(expiresAtSeconds - 12 * 3600)
      .setExpirationTime(expiresAtSeconds)
      .sign(key);
  }
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('refreshes a valid token and one that expired less than 7 days ago', async () => {
    for (const exp of [nowSeconds() + 3600, nowSeconds() - 6 * 24 * 3600]) {
      const response = await post('/sso/api/token/refresh', { authToken: await mint({}, exp) });
      expect(response.statusCode).toBe(200);
      const { authToken } = response.json<{ authToken: string }>();
      const { payload } = await verifyWithJwks(app, config, authToken);
      expect(payload).toMatchObject({ sub: 'SSO-1001', email: 'devotee@example.org' });
      expect(payload.exp).toBeGreaterThan(nowSeconds() + 11 * 3600);
    }
  });

  it('answers 401 to a token expired over 7 days ago, signed by another key, or for another audience', async () => {
    const other = (await generateKeyPair('ES256')).privateKey;
    const wrongAudience = await new SignJWT({ email: 'devotee@example.org' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(config.SSO_ISSUER)
      .setAudience('someone-else')
      .setSubject('SSO-1001')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(signingKey);
    for (const authToken of [
      await mint({}, nowSeconds() - 8 * 24 * 3600),
      await mint({}, nowSeconds() + 3600, other),
      await mint({ sub: 'SSO-0000' }, nowSeconds() + 3600),
      wrongAudience,
      'not-a-token',
    ]) {
      const response = await post('/sso/api/token/refresh', { authToken });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('answers 400 without authToken and 401 without credentials', async () => {
    expect((await post('/sso/api/token/refresh', {})).statusCode).toBe(400);
    expect((await post('/sso/api/token/refresh', { authToken: 'x' }, {})).statusCode).toBe(401);
  });
});
