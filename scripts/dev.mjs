// npm run dev: the sandbox and the api restart on change (tsx watch), and two Vite dev servers with HMR serve the
// SPA on both origins — devotee http://localhost:5173, back office http://localhost:5174 — proxying /api to the
// api. The api and the sandbox are told these origins, so sign-in returns to the page it started from.
// Output lines carry a coloured [name] prefix. Reads ./.env when present. DEV_PORT_OFFSET moves every port
// (a second copy, or the dev-mode browser test, next to a running one); --fresh starts
// from empty data folders.
import fs from 'node:fs';
import { loadEnvFile, runAll } from './lib/processes.mjs';

loadEnvFile();
const offset = Number(process.env.DEV_PORT_OFFSET ?? 0);
const port = (n) => String(n + offset);
const devotee = `http://localhost:${port(5173)}`;
const backOffice = `http://localhost:${port(5174)}`;
const api = `http://localhost:${port(8080)}`;
const sandbox = `http://localhost:${port(8090)}`;
const suffix = offset ? `-${offset}` : '';
const env = {
  PORT: port(8080),
  BACK_OFFICE_PORT: port(8081),
  SANDBOX_PORT: port(8090),
  SMTP_PORT: port(2525),
  EMBEDDED_PG_PORT: port(54329),
  PGDATA_DIR: process.env.PGDATA_DIR ?? `.data/postgres${suffix}`,
  SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR ?? `.data/sandbox${suffix}`,
  APP_ORIGIN: devotee,
  BACK_OFFICE_ORIGIN: backOffice,
  ALLOWED_CALLBACK_ORIGINS: `${devotee},${backOffice}`,
  SANDBOX_BASE: sandbox,
  SSO_BASE: `${sandbox}/sso`,
  SSO_ISSUER: `${sandbox}/sso`,
  PROFILE_SERVICE_URL: `${sandbox}/sso/profile`,
  GATEWAY_BASE: `${sandbox}/gateway`,
  // Server to server: straight to the api, not through Vite.
  GATEWAY_NOTIFY_URL: `${api}/api/payment/notification`,
  TERMINAL_BASE: `${sandbox}/terminal`,
  CONTACT_INFO_BASE: `${sandbox}/contact-info`,
  INFO_SITE_BASE_INDIA: `${sandbox}/info/in`,
  INFO_SITE_BASE_OVERSEAS: `${sandbox}/info/us`,
  DEV_API_ORIGIN: api,
};
// --fresh: start from an empty database and sandbox (the dev-mode browser test).
if (process.argv.includes('--fresh')) {
  for (const dir of [env.PGDATA_DIR, env.SANDBOX_DATA_DIR]) fs.rmSync(dir, { recursive: true, force: true });
}

const tsxWatch = (entry) => ({
  command: process.execPath,
  args: ['node_modules/tsx/dist/cli.mjs', 'watch', entry],
});
const vite = (p) => ({
  command: process.execPath,
  args: ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts', '--port', p],
});
console.log(`devotee site ${devotee} · back office ${backOffice} · sandbox ${sandbox} · api ${api}`);
runAll([
  { name: 'sandbox', ...tsxWatch('apps/sandbox/src/main.ts'), env },
  { name: 'api', ...tsxWatch('apps/api/src/main.ts'), env },
  { name: 'web', ...vite(port(5173)), env },
  { name: 'web-office', ...vite(port(5174)), env },
]);
