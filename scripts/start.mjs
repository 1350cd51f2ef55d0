// npm start: builds what changed (when the build tools are installed), then runs the built sandbox providers and
// the built api (which serves the SPA on both origins) until Ctrl-C. Reads ./.env when present.
// After `npm ci --omit=dev` there are no build tools: the dist folders must already be there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { loadEnvFile, runAll } from './lib/processes.mjs';

loadEnvFile();

const require = createRequire(import.meta.url);
const canBuild = ['vite', 'esbuild'].every((name) => {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
});
if (canBuild) {
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
const missing = ['apps/api/dist/main.js', 'apps/sandbox/dist/main.js', 'apps/web/dist/index.html'].filter(
  (file) => !fs.existsSync(file),
);
if (missing.length) {
  console.error(`Not built: ${missing.join(', ')}. Run npm run build (it needs the dev dependencies).`);
  process.exit(1);
}

// The sandbox and the api fail independently: a process that stops is started again, the other keeps running.
// In production a supervisor does this for the api (docs/operations.md).
const node = (entry) => ({ command: process.execPath, args: ['--enable-source-maps', entry], restart: true });
runAll([
  { name: 'sandbox', ...node('apps/sandbox/dist/main.js') },
  // /metrics on this machine only, for a local Prometheus (docs/operations.md, "Metrics"); METRICS_PORT=0 turns it off.
  {
    name: 'api',
    ...node('apps/api/dist/main.js'),
    env: { METRICS_PORT: process.env.METRICS_PORT ?? '9464' },
  },
]);
