// Rate limits per user and per client address, counted in PostgreSQL so that every api process shares them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import { createProviders } from '../src/providers';
import { DEMO_STAFF, DEMO_STAFF_CENTER } from '../src/seed/data/users';
import { createTestApp, DEMO, testConfig, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
let anita: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_PROFILE_LOOKUP: '3/1000',
      RATE_LIMIT_SIGN_IN: '1000/3',
      RATE_LIMIT_BOOKING_LOOKUP: '3/1000',
      RATE_LIMIT_CHECK_IN: '3/1000',
      TRUST_PROXY: '10.0.0.0/8',
    },
  });
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  anita = await t.tokenFor(DEMO.anita.id, DEMO.anita.email);
});
afterAll(() => t.close());

const lookUp = (app: TestApp['app'], token: string, userId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/devotee/profile/${userId}`,
    headers: { authorization: `Bearer ${token}` },
  });

const hash = (remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sso/hash',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      api_key: t.config.SSO_API_KEY,
      request_url: `${t.config.SSO_BASE}/login`,
      callback_url: `${t.config.APP_ORIGIN}/`,
    },
  });

describe('rate limits', () => {
  it('booking and payment look-ups by reference are limited per user (guessing references is slowed down)', async () => {
    const asDevotee = { authorization: `Bearer ${devotee}` };
    const urls = [
      '/api/payment/status?requestId=SAN-GUESS-1',
      '/api/centers/byBookingId?bookingId=SAN-GUESS-2',
      '/api/payment/mixpanelList/00000000-0000-4000-8000-000000000000',
    ];
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: urls[i % 3]!, headers: asDevotee });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    // Another devotee is not held up.
    const other = await t.app.inject({
      method: 'GET',
      url: urls[0]!,
      headers: { authorization: `Bearer ${anita}` },
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('check-in by reference is limited per user: the 4th in a window answers 429 { message }', async () => {
    const sevaka = DEMO_STAFF.find((u) => u.role === 'SEVAKA')!;
    const token = await t.tokenFor(sevaka.id, sevaka.email);
    const checkIn = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/check-in',
        headers: { authorization: `Bearer ${token}` },
        payload: { center: DEMO_STAFF_CENTER, date: '2026-12-01', reference, outcome: 'COMPLETED' },
      });
    const statuses = [];
    for (const reference of ['GUESS0001', 'GUESS0002', 'GUESS0003']) {
      statuses.push((await checkIn(reference)).statusCode);
    }
    expect(statuses).not.toContain(429);
    const refused = await checkIn('GUESS0004');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
  });

  it('per user: the 4th profile look-up in a window answers 429 { message } with Retry-After; another user is not held up', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await lookUp(t.app, devotee, DEMO.devotee.id)).statusCode).toBe(200);
    const refused = await lookUp(t.app, devotee, DEMO.devotee.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await lookUp(t.app, anita, DEMO.anita.id)).statusCode).toBe(200);
    // Counted in PostgreSQL: the counter row is there.
    const { rows } = await t.pool.query('SELECT hits FROM rate_limit_counters WHERE key = $1', [
      `profileLookup:user:${DEMO.devotee.id}`,
    ]);
    expect(rows).toEqual([{ hits: 4 }]);
  });

  it('per client address, on a route without a user (sign-in hashing); a trusted proxy’s X-Forwarded-For is the address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await hash('192.0.2.1')).statusCode).toBe(200);
    expect((await hash('192.0.2.1')).statusCode).toBe(429);
    // A client that is not a configured proxy cannot pick its own address.
    expect((await hash('192.0.2.1', '198.51.100.7')).statusCode).toBe(429);
    expect((await hash('192.0.2.2')).statusCode).toBe(200);
    // Behind the proxy (10.0.0.0/8 is trusted here), each forwarded client has its own counter.
    for (let i = 0; i < 3; i += 1) expect((await hash('10.0.0.9', '198.51.100.8')).statusCode).toBe(200);
    expect((await hash('10.0.0.9', '198.51.100.8')).statusCode).toBe(429);
    expect((await hash('10.0.0.9', '198.51.100.9')).statusCode).toBe(200);
  });

  it('two api processes on one database share the counters; a new window starts afresh', async () => {
    const config = testConfig({
      DATABASE_URL: t.databaseUrl,
      RATE_LIMIT_PROFILE_LOOKUP: '3/1000',
      RATE_LIMIT_WINDOW_MS: '1500',
    });
    const apps = [];
    for (let i = 0; i < 2; i += 1) {
      const pool = createPool(t.databaseUrl, 2);
      const app = await buildApp({
        config,
        pool,
        db: createDb(pool),
        providers: createProviders(config, pool),
        logger: false,
      });
      apps.push({ app, pool });
    }
    try {
      const [a, b] = [apps[0]!.app, apps[1]!.app];
      const token = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
      const statuses = [];
      for (const app of [a, b, a, b]) statuses.push((await lookUp(app, token, DEMO.volunteer.id)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await lookUp(b, token, DEMO.volunteer.id)).statusCode).toBe(200);
    } finally {
      for (const { app, pool } of apps) {
        await app.close();
        await pool.end();
      }
    }
  });

  it('defaults are generous and configurable; a malformed value stops start-up naming it', () => {
    const defaults = testConfig();
    expect(defaults.RATE_LIMIT_ORDER_CREATE).toEqual({ user: 120, ip: 1200 });
    expect(defaults.RATE_LIMIT_WINDOW_MS).toBe(60_000);
    expect(() => testConfig({ RATE_LIMIT_ORDER_CREATE: 'many' })).toThrow(/RATE_LIMIT_ORDER_CREATE/);
  });
});
