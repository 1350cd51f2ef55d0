// Each test file gets its own database cloned from the seeded template, and an app wired to the real sandbox.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDb, createPool } from '../../src/db/client';
import { createProviders, type Providers } from '../../src/providers';
import type { AppDeps } from '../../src/types';

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
  config: AppConfig;
  databaseUrl: string;
  /**
   * A token signed by the sandbox provider's key, as the real sign-in would issue, for a subject the provider knows
   * (a subject it does not know yet is imported there first: `registerProfile`).
   */
  tokenFor(
    userId: string,
    email?: string,
    claims?: { issuer?: string; audience?: string; expiresIn?: string },
  ): Promise<string>;
  /** A signed token, with nothing done at the provider: its subject may be unknown there. */
  signToken(
    userId: string,
    email?: string,
    claims?: { issuer?: string; audience?: string; expiresIn?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl, 1);
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const sandbox = inject('sandboxUrl');
  const sso = `${sandbox}/sso`;
  return loadConfig({
    LOG_LEVEL: 'silent',
    SSO_BASE: sso,
    GATEWAY_BASE: `${sandbox}/gateway`,
    // The template's centres pay at 127.0.0.1:9 (global-setup.ts); the staff tests set gateway.example.org. (PROD
    // takes https origins only: its tests keep the default, the origin of GATEWAY_BASE.)
    ...(overrides.APP_ENV === 'PROD'
      ? {}
      : { GATEWAY_ALLOWED_ORIGINS: `http://127.0.0.1:9,${sandbox},https://gateway.example.org` }),
    TERMINAL_BASE: `${sandbox}/terminal`,
    CONTACT_INFO_BASE: `${sandbox}/contact-info`,
    SMTP_PORT: String(inject('smtpPort')),
    SMTP_HOST: '127.0.0.1',
    PROFILE_SERVICE_URL: `${sso}/profile`,
    SEED_DEMO: 'false',
    // The demo devotee books many small slots over a file's tests: the caps over devotees and slots are off here, and
    // on in the tests of them (unpaid-slot-share.test.ts).
    UNPAID_ORDERS_PER_DEVOTEE: '0',
    UNPAID_SLOT_SHARE_PERCENT: '0',
    // UAT and PROD refuse the published development secrets: a test of their behaviour runs on its own.
    ...(overrides.APP_ENV === 'PROD' || overrides.APP_ENV === 'UAT' ? NON_DEV_SECRETS : {}),
    ...overrides,
  });
}

const NON_DEV_SECRETS = {
  SSO_API_KEY: 'test-sso-key',
  SSO_SECRET: 'test-sso-secret-0123456789',
  SSO_BACK_OFFICE_API_KEY: 'test-back-office-key',
  GATEWAY_SECRET: 'test-gateway-secret-0123456789',
  TERMINAL_SECRET: 'test-terminal-secret-0123456789',
};

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    providers?: Partial<Providers>;
    /** The pool at PG_POOL_MAX, as the api runs, instead of the tests' 5 connections. */
    configuredPool?: boolean;
    /** Traces (lib/tracing.ts), started before the app is built. */
    tracing?: AppDeps['tracing'];
  } = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = testConfig({ DATABASE_URL: databaseUrl, ...opts.env });
  const pool = createPool(databaseUrl, opts.configuredPool ? config.PG_POOL_MAX : 5);
  const app = await buildApp({
    config,
    pool,
    db: createDb(pool),
    providers: createProviders(config, pool, opts.providers),
    logger: false,
    ...(opts.tracing ? { tracing: opts.tracing } : {}),
  });
  await app.ready();
  const key = await importJWK(JSON.parse(inject('ssoSigningKey')) as JWK, 'ES256');
  const signToken: TestApp['signToken'] = (userId, email = `${userId}@example.org`, claims = {}) =>
    new SignJWT({ email })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setSubject(userId)
      .setIssuer(claims.issuer ?? config.SSO_ISSUER)
      .setAudience(claims.audience ?? config.SSO_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(claims.expiresIn ?? '1h')
      .sign(key);
  return {
    app,
    pool,
    config,
    databaseUrl,
    signToken,
    async tokenFor(userId, email = `${userId}@example.org`, claims = {}) {
      await registerProfile(config, userId, email);
      return signToken(userId, email, claims);
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** Makes sure the sandbox provider has a profile with this id (its user import: PUT /sso/api/profiles/:id). */
export async function registerProfile(config: AppConfig, userId: string, email: string): Promise<void> {
  const res = await fetch(`${config.SSO_BASE}/api/profiles/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-api-key': config.SSO_API_KEY,
      'x-api-secret': config.SSO_SECRET,
    },
    body: JSON.stringify({ email, countryOfResidence: 'IN' }),
  });
  if (res.status !== 200 && res.status !== 201) {
    throw new Error(`the sandbox provider did not import ${userId}: ${res.status} ${await res.text()}`);
  }
}

export const DEMO = {
  devotee: { id: 'SSO-1001', email: 'devotee@example.org' },
  volunteer: { id: 'SSO-1002', email: 'volunteer@example.org' },
  staff: { id: 'SSO-1003', email: 'staff@example.org' },
  admin: { id: 'SSO-1004', email: 'admin@example.org' },
  anita: { id: 'SSO-1005', email: 'anita@example.org' },
  pendingTnc: { id: 'SSO-1006', email: 'pending.tnc@example.org' },
} as const;
