// Once per test run: a real embedded PostgreSQL with a migrated, seeded template database (each test file clones
// it into its own database), and the real sandbox SSO provider on a free port with a fresh signing key.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { TestProject } from 'vitest/node';
import { createPool } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { startEmbeddedPostgres } from '../src/db/postgres';
import { seedDemo } from '../src/seed/demo';
import { buildSandbox } from '../../sandbox/src/app';
import { loadConfig as loadSandboxConfig } from '../../sandbox/src/config';
import { InboxStore } from '../../sandbox/src/mail/inbox-store';
import { closeSmtp, createSmtpServer, listenSmtp } from '../../sandbox/src/mail/smtp-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
    sandboxUrl: string;
    ssoSigningKey: string;
    smtpPort: number;
  }
}

// Per run, so that two test runs on one machine never share a server.
const DATA_DIR = `.data/test-postgres-${process.pid}`;
const SANDBOX_DIR = `.data/test-sandbox-${process.pid}`;
const TEMPLATE = 'sannidhi_template';

export default async function setup(project: TestProject) {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.rmSync(SANDBOX_DIR, { recursive: true, force: true });
  const database = await startEmbeddedPostgres(DATA_DIR, 54400 + Math.floor(Math.random() * 500));

  const admin = createPool(database.url, 2);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const templateUrl = database.url.replace(/\/postgres$/, `/${TEMPLATE}`);
  const template = createPool(templateUrl, 2);
  await migrate(template);
  await seedDemo(template, { gatewayBase: 'http://127.0.0.1:9/gateway', withDemoOrders: false });
  await template.end();
  await admin.end();

  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const ssoSigningKey = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'test-key' });
  const inbox = new InboxStore();
  const smtp = createSmtpServer(inbox, { info: () => {}, error: () => {} });
  const smtpPort = await listenSmtp(smtp, 0, '127.0.0.1');
  const sandbox = await buildSandbox(
    loadSandboxConfig({
      SANDBOX_PORT: '0',
      SANDBOX_DATA_DIR: SANDBOX_DIR,
      SSO_SIGNING_KEY: ssoSigningKey,
      LOG_LEVEL: 'silent',
    }),
    { inbox, logger: false },
  );
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;

  project.provide('pgAdminUrl', database.url);
  project.provide('templateDb', TEMPLATE);
  project.provide('sandboxUrl', sandboxUrl);
  project.provide('ssoSigningKey', ssoSigningKey);
  project.provide('smtpPort', smtpPort);

  return async () => {
    await sandbox.close();
    await closeSmtp(smtp);
    await database.stop();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    fs.rmSync(SANDBOX_DIR, { recursive: true, force: true });
  };
}
