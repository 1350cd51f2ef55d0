// The api outlives PostgreSQL faults: a killed backend or a database that is down answers 503 { message } quickly,
// never 500, and the pool serves again by itself once PostgreSQL is back. In process, without load; a real api
// process under order load through a restart is postgres-restart-under-load.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import { createProviders } from '../src/providers';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0' } });
});
afterAll(() => t.close());

const centers = () => t.app.inject({ method: 'GET', url: '/api/centers/list' });

describe('PostgreSQL faults', () => {
  it('survives its backends being killed: no 500, the process lives, and it serves again', async () => {
    expect((await centers()).statusCode).toBe(200);
    const database = new URL(t.databaseUrl).pathname.slice(1);
    const admin = createPool(t.databaseUrl.replace(/\/[^/]+$/, '/postgres'), 1);
    try {
      // Kill every backend of this database, idle ones included (as a restart or an operator's kill would).
      const killed = await admin.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      expect(killed.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await centers();
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) expect(res.json()).toEqual({ message: expect.stringMatching(/try again/) });
    }
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.at(-1)).toBe(200);
  });

  it('answers 503 with { message }, bounded by the connection timeout, while the database cannot be reached', async () => {
    const unreachable = createPool('postgres://nobody:nothing@127.0.0.1:9/none', 2, () => {});
    const config = testConfig({
      DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none',
      CATALOGUE_CACHE_MS: '0',
    });
    const app = await buildApp({
      config,
      pool: unreachable,
      db: createDb(unreachable),
      providers: createProviders(config, unreachable),
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/centers/list' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
      expect(res.headers['retry-after']).toBe('2');
      expect(JSON.stringify(res.json())).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await app.close();
      await unreachable.end();
    }
  });
});
