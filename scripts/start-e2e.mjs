// The stack for browser tests: a fresh embedded PostgreSQL and sandbox data, on ports apart from npm start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

for (const dir of ['.data/e2e-postgres', '.data/e2e-sandbox'])
  fs.rmSync(dir, { recursive: true, force: true });
const sandbox = 'http://localhost:18090';
const env = {
  ...process.env,
  PORT: '18080',
  BACK_OFFICE_PORT: '18081',
  SANDBOX_PORT: '18090',
  SMTP_PORT: '12525',
  APP_ORIGIN: 'http://localhost:18080',
  BACK_OFFICE_ORIGIN: 'http://localhost:18081',
  ALLOWED_CALLBACK_ORIGINS: 'http://localhost:18080,http://localhost:18081',
  SANDBOX_BASE: sandbox,
  SSO_BASE: `${sandbox}/sso`,
  SSO_ISSUER: `${sandbox}/sso`,
  PROFILE_SERVICE_URL: `${sandbox}/sso/profile`,
  GATEWAY_BASE: `${sandbox}/gateway`,
  CONTACT_INFO_BASE: `${sandbox}/contact-info`,
  INFO_SITE_BASE_INDIA: `${sandbox}/info/in`,
  INFO_SITE_BASE_OVERSEAS: `${sandbox}/info/us`,
  PGDATA_DIR: '.data/e2e-postgres',
  EMBEDDED_PG_PORT: '54410',
  SANDBOX_DATA_DIR: '.data/e2e-sandbox',
  LOG_LEVEL: 'warn',
};
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
