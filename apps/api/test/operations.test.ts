// What an operator relies on: liveness and readiness probes, one log line per request, docs hidden in PROD,
// pre-compressed static files, shutdown that waits for a running job round.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { logLines } from './helpers/log-lines';
import { createDb, createPool } from '../src/db/client';
import { createProviders } from '../src/providers';
import { startJobs } from '../src/services/jobs/run-jobs';
import { createTestApp, DEMO, testConfig, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('answers liveness without asking the database, and readiness with database and migrations checked', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ payload: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ payload: { status: 'ok', database: 'ok', migrations: 'ok' } });
    // Playwright's webServer and older probes still use the combined check.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const own = await createTestApp();
    try {
      const { rows } = await own.pool.query<{ name: string }>(
        'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
      );
      const res = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: `Migrations not applied: ${rows[0]?.name}` });
      expect((await own.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('is not ready while PostgreSQL does not answer, and stays live', async () => {
    const config = testConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const pool = createPool(config.DATABASE_URL!, 1);
    const app = await buildApp({
      config,
      pool,
      db: createDb(pool),
      providers: createProviders(config, pool),
      logger: false,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'Database unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('request log', () => {
  it('writes one info line per request with method, route, status, duration and request id', async () => {
    const { stream, lines } = logLines();
    const app = await buildApp({ ...t.app.deps, logger: { level: 'info', stream } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/products/list?centerId=nope' });
      const requestLines = lines.filter((l) => l.msg === 'request');
      expect(requestLines).toEqual([
        expect.objectContaining({
          level: 30,
          method: 'GET',
          route: '/api/products/list',
          status: res.statusCode,
          durationMs: expect.any(Number),
          reqId: res.headers['x-request-id'],
        }),
      ]);
      // Fastify's own two lines per request stay off.
      expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('request log: the caller', () => {
  it("is the token's subject, not the client's x-sso-id header that contradicts it", async () => {
    const { stream, lines } = logLines();
    const app = await buildApp({ ...t.app.deps, logger: { level: 'info', stream } });
    try {
      const token = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
      const res = await app.inject({
        method: 'GET',
        url: `/api/family/list?ssoId=${DEMO.devotee.id}`,
        headers: {
          authorization: `Bearer ${token}`,
          'x-sso-id': DEMO.admin.id,
          'x-user-email': DEMO.admin.email,
          'x-center-id': 'in-coimbatore',
        },
      });
      expect(res.statusCode).toBe(200);
      const [line] = lines.filter((l) => l.msg === 'request');
      expect(line).toMatchObject({ userId: DEMO.devotee.id, client: { 'x-center-id': 'in-coimbatore' } });
      expect(JSON.stringify(lines)).not.toContain(DEMO.admin.id);
      expect(JSON.stringify(lines)).not.toContain(DEMO.admin.email);
      // With no token there is no caller, whatever the header says.
      await app.inject({ method: 'GET', url: '/api/centers/list', headers: { 'x-sso-id': DEMO.admin.id } });
      expect(lines.filter((l) => l.msg === 'request')[1]).not.toHaveProperty('userId');
      expect(JSON.stringify(lines)).not.toContain(DEMO.admin.id);
    } finally {
      await app.close();
    }
  });
});

describe('API documentation', () => {
  it('is served in DEV, hidden in PROD, and served in PROD when API_DOCS=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    for (const [env, status] of [
      [{ APP_ENV: 'PROD' }, 404],
      [{ APP_ENV: 'PROD', API_DOCS: 'true' }, 200],
    ] as const) {
      const app = await buildApp({
        ...t.app.deps,
        config: testConfig({ ...env, DATABASE_URL: t.databaseUrl }),
        logger: false,
      });
      try {
        expect(
          (await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode,
          JSON.stringify(env),
        ).toBe(status);
      } finally {
        await app.close();
      }
    }
  });
});

describe('static files', () => {
  it('sends the pre-compressed copy the browser accepts, never a source map or the build manifest', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sannidhi</title>');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.gz'), zlib.gzipSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.map'), '{}');
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    const app = await buildApp({
      ...t.app.deps,
      config: testConfig({ WEB_DIST: dist, DATABASE_URL: t.databaseUrl }),
      logger: false,
    });
    try {
      const get = (url: string, encoding?: string) =>
        app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const br = await get('/assets/app-1.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      const gz = await get('/assets/app-1.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
      const plain = await get('/assets/app-1.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);

      for (const url of [
        '/assets/app-1.js.map',
        '/.vite/manifest.json',
        '/favicon.ico',
        '/apple-touch-icon.png',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: `Not found: GET ${url}` });
      }
      const robots = await get('/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Disallow: /');
      expect((await get('/rituals')).body).toContain('<title>Sannidhi</title>');
    } finally {
      await app.close();
    }
  });
});

describe('background jobs', () => {
  it('stop resolves only after the running round has given back its database connections', async () => {
    const pool = createPool(t.databaseUrl, 2);
    const app = await buildApp({ ...t.app.deps, pool, db: createDb(pool), logger: false });
    try {
      const stop = startJobs(app, 60_000);
      await stop();
      expect(pool.totalCount).toBe(pool.idleCount);
      expect(pool.waitingCount).toBe(0);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('.env.example', () => {
  it('names every variable of the api and the sandbox, and loads as a valid configuration', async () => {
    const { parseEnv } = await import('node:util');
    const { loadConfig } = await import('../src/config');
    const { loadConfig: loadSandboxConfig } = await import('../../sandbox/src/config');
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const named = new Set([...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const keys = [...Object.keys(loadConfig({})), ...Object.keys(loadSandboxConfig({}))];
    expect(keys.filter((key) => !named.has(key))).toEqual([]);
    const env = parseEnv(text);
    expect(() => loadConfig(env)).not.toThrow();
    expect(() => loadSandboxConfig(env)).not.toThrow();
  });

  it('refuses a deletion grace period that is not a whole number of days, naming it (the database counts days)', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ ERASURE_GRACE_DAYS: '0.002' })).toThrow(/ERASURE_GRACE_DAYS/);
    expect(loadConfig({ ERASURE_GRACE_DAYS: '0' }).ERASURE_GRACE_DAYS).toBe(0);
  });
});
