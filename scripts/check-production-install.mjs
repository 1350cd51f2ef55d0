// The production install, tried as an operator would (run by npm test after the build): copy what a release
// ships — package manifests, the lock file, the built dist folders, migrations, the start script — to a scratch
// folder, `npm ci --omit=dev` there, `npm start`, and ask the running stack for readiness, the SPA and a
// compressed asset; then stop it with SIGTERM and expect a clean exit. No dev dependency may be needed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (n) => n + offset;
const ship = [
  'package.json',
  'package-lock.json',
  'packages/domain/package.json',
  'apps/api/package.json',
  'apps/api/dist',
  'apps/api/migrations',
  'apps/sandbox/package.json',
  'apps/sandbox/dist',
  'apps/web/package.json',
  'apps/web/dist',
  'scripts/start.mjs',
  'scripts/lib',
];

const fail = (message) => {
  console.error(`production install: ${message}`);
  process.exitCode = 1;
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sannidhi-release-'));
// Readable by others: as root, the embedded PostgreSQL runs as its own user inside this folder.
fs.chmodSync(scratch, 0o755);
let child;
try {
  for (const item of ship) {
    if (!fs.existsSync(item)) throw new Error(`${item} is missing: run npm run build first`);
    fs.cpSync(item, path.join(scratch, item), { recursive: true });
  }
  // A release ships runtime manifests: without devDependencies, npm ci needs nothing of the dev tree from the
  // lock file (which here lacks other platforms' rollup binaries, so a full `npm ci` is refused).
  const strip = spawnSync(
    'npm',
    ['pkg', 'delete', 'devDependencies', '--workspaces', '--include-workspace-root'],
    {
      cwd: scratch,
      stdio: 'inherit',
    },
  );
  if (strip.status !== 0) throw new Error('npm pkg delete devDependencies failed');
  let started = Date.now();
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: scratch,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
  console.log(`npm ci --omit=dev: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const devOnly of ['tsx', 'vite', 'esbuild', 'typescript', 'vitest']) {
    if (fs.existsSync(path.join(scratch, 'node_modules', devOnly)))
      fail(`dev dependency ${devOnly} was installed`);
  }

  const api = `http://localhost:${port(20080)}`;
  const sandbox = `http://localhost:${port(20090)}`;
  const env = {
    ...process.env,
    APP_ENV: 'PROD',
    // PROD refuses the published development secrets: this release runs on its own (sandbox and api share them).
    SSO_API_KEY: 'release-check-sso-key',
    SSO_BACK_OFFICE_API_KEY: 'release-check-back-office-key',
    SSO_SECRET: 'release-check-sso-secret-0123456789',
    GATEWAY_SECRET: 'release-check-gateway-secret-0123456789',
    TERMINAL_SECRET: 'release-check-terminal-secret-0123456789',
    PORT: String(port(20080)),
    BACK_OFFICE_PORT: String(port(20081)),
    SANDBOX_PORT: String(port(20090)),
    SMTP_PORT: String(port(14525)),
    METRICS_PORT: '0',
    EMBEDDED_PG_PORT: String(port(56410)),
    APP_ORIGIN: api,
    BACK_OFFICE_ORIGIN: `http://localhost:${port(20081)}`,
    ALLOWED_CALLBACK_ORIGINS: `${api},http://localhost:${port(20081)}`,
    SANDBOX_BASE: sandbox,
    SSO_BASE: `${sandbox}/sso`,
    SSO_ISSUER: `${sandbox}/sso`,
    PROFILE_SERVICE_URL: `${sandbox}/sso/profile`,
    GATEWAY_BASE: `${sandbox}/gateway`,
    GATEWAY_NOTIFY_URL: `${api}/api/payment/notification`,
    TERMINAL_BASE: `${sandbox}/terminal`,
    CONTACT_INFO_BASE: `${sandbox}/contact-info`,
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
  };
  started = Date.now();
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: scratch,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let ready = false;
  while (!ready && Date.now() - started < 120_000 && child.exitCode === null) {
    ready = await fetch(`${api}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!ready) throw new Error('the built api did not become ready within 120 s');
  console.log(`npm start (fresh database): ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const html = await (await fetch(`${api}/rituals`)).text();
  if (!html.includes('id="root"')) fail('the SPA was not served');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const asset = script && (await fetch(`${api}${script}`, { headers: { 'accept-encoding': 'br' } }));
  if (!asset || asset.headers.get('content-encoding') !== 'br')
    fail('the entry script was not sent Brotli-compressed');
  const docs = await fetch(`${api}/api/docs/json`);
  if (docs.status !== 404) fail(`API docs answered ${docs.status} in PROD`);
  const signIn = await fetch(`${sandbox}/sso/login`);
  if (signIn.status >= 500) fail(`the built sandbox answered ${signIn.status}`);

  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`npm start stopped with ${code} on SIGTERM`);
  child = undefined;
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  child?.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
}
if (!process.exitCode) console.log('production install: ok');
