import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roles = (token?: string, userId: string = DEMO.devotee.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/roles?userId=${userId}&centerId=in-coimbatore`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('token verification (against the sandbox provider JWKS)', () => {
  it('accepts a token signed by the provider', async () => {
    const res = await roles(await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: [] });
  });

  it('refuses a missing token with 401', async () => {
    const res = await roles();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('refuses an expired token', async () => {
    const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email, { expiresIn: '-1m' });
    const res = await roles(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired, please sign in again');
  });

  it('a token accepted before is refused once it has expired (verified tokens are remembered only until then)', async () => {
    const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email, { expiresIn: '2s' });
    expect((await roles(token)).statusCode).toBe(200);
    expect((await roles(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await roles(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired, please sign in again');
  });

  it('refuses a correctly signed token without an expiry, or older than 13 hours', async () => {
    const key = await importJWK(JSON.parse(inject('ssoSigningKey')) as JWK, 'ES256');
    const unsigned = () =>
      new SignJWT({ email: DEMO.devotee.email })
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
        .setSubject(DEMO.devotee.id)
        .setIssuer(t.config.SSO_ISSUER)
        .setAudience(t.config.SSO_AUDIENCE);
    const forever = await unsigned().setIssuedAt().sign(key);
    const stale = await unsigned()
      .setIssuedAt(Math.floor(Date.now() / 1000) - 14 * 3600)
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [forever, stale]) {
      const res = await roles(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/sign in again/);
    }
    // The same key with an expiry is accepted: the refusals above are about the claims.
    expect((await roles(await unsigned().setIssuedAt().setExpirationTime('1h').sign(key))).statusCode).toBe(
      200,
    );
  });

  it('refuses a token signed by another key (forged)', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ email: DEMO.devotee.email })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setSubject(DEMO.devotee.id)
      .setIssuer(t.config.SSO_ISSUER)
      .setAudience(t.config.SSO_AUDIENCE)
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await roles(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid sign-in token, please sign in again');
  });

  it('refuses a tampered token (payload changed after signing)', async () => {
    const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
    const [h, , s] = token.split('.');
    const body = Buffer.from(
      JSON.stringify({ sub: DEMO.admin.id, iss: t.config.SSO_ISSUER, aud: 'sannidhi', exp: 4e9 }),
    ).toString('base64url');
    const res = await roles(`${h}.${body}.${s}`, DEMO.admin.id);
    expect(res.statusCode).toBe(401);
  });

  it('refuses another issuer and another audience', async () => {
    const otherIssuer = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email, {
      issuer: 'https://evil.example',
    });
    expect((await roles(otherIssuer)).statusCode).toBe(401);
    const otherAudience = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email, { audience: 'someone-else' });
    expect((await roles(otherAudience)).statusCode).toBe(401);
  });

  it('refuses a token with alg none', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: DEMO.devotee.id, iss: t.config.SSO_ISSUER, aud: 'sannidhi', exp: 4e9 }),
    ).toString('base64url');
    expect((await roles(`${header}.${body}.`)).statusCode).toBe(401);
  });

  it('mirrors a user into PostgreSQL on first sign-in, from the provider profile', async () => {
    const before = await t.pool.query('SELECT * FROM users WHERE id = $1', [DEMO.anita.id]);
    expect(before.rowCount).toBe(0);
    const res = await roles(await t.tokenFor(DEMO.anita.id, DEMO.anita.email), DEMO.anita.id);
    expect(res.statusCode).toBe(200);
    const after = await t.pool.query(
      'SELECT email, first_name, last_name, country_of_residence FROM users WHERE id = $1',
      [DEMO.anita.id],
    );
    expect(after.rows).toEqual([
      { email: 'anita@example.org', first_name: 'Anita', last_name: 'Sharma', country_of_residence: 'US' },
    ]);
  });
});

describe('GET /roles', () => {
  it('lists the roles of a user at a centre, default empty', async () => {
    const token = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
    const res = await roles(token, DEMO.volunteer.id);
    expect(res.json()).toEqual({ payload: ['OFFICE_VOLUNTEER'] });
    const staff = await roles(await t.tokenFor(DEMO.staff.id, DEMO.staff.email), DEMO.staff.id);
    expect(staff.json().payload).not.toContain('OFFICE_VOLUNTEER');
  });

  it("refuses to show another user's roles", async () => {
    const res = await roles(await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email), DEMO.volunteer.id);
    expect(res.statusCode).toBe(403);
  });
});

describe('user existence and standing (checked with a short-lived cache)', () => {
  it('a user disabled in the database is refused at once, not after USER_CHECK_TTL_MS (account-ends.test.ts has more)', async () => {
    const token = await t.tokenFor(DEMO.pendingTnc.id, DEMO.pendingTnc.email);
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/roles?userId=${DEMO.pendingTnc.id}&centerId=in-coimbatore`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call()).statusCode).toBe(200);
    await t.pool.query('UPDATE users SET disabled_at = now() WHERE id = $1', [DEMO.pendingTnc.id]);
    try {
      // The users_changed notification arrives within milliseconds; the TTL here is 30 s.
      await expect.poll(async () => (await call()).statusCode, { timeout: 5000, interval: 25 }).toBe(401);
      expect((await call()).json()).toEqual({
        message: 'This account is disabled. Please contact the temple office.',
      });
    } finally {
      await t.pool.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [DEMO.pendingTnc.id]);
    }
    await expect.poll(async () => (await call()).statusCode, { timeout: 5000, interval: 25 }).toBe(200);
  });

  it('a user seen for the first time is mirrored into PostgreSQL; the cache never exceeds 60 s', async () => {
    const token = await t.tokenFor(DEMO.anita.id, DEMO.anita.email);
    await t.app.inject({
      method: 'GET',
      url: '/api/centers/list',
      headers: { authorization: `Bearer ${token}` },
    });
    const { rows } = await t.pool.query('SELECT email, disabled_at FROM users WHERE id = $1', [
      DEMO.anita.id,
    ]);
    expect(rows).toEqual([{ email: DEMO.anita.email, disabled_at: null }]);
    expect(t.config.USER_CHECK_TTL_MS).toBeLessThanOrEqual(60_000);
    expect(() => loadConfig({ USER_CHECK_TTL_MS: '61000' })).toThrow(/USER_CHECK_TTL_MS/);
  });
});
