// npm test: lint, typecheck, unit and api tests (Vitest, real PostgreSQL), build, bundle budget, production install
// on a scratch copy, browser tests (Playwright on Debian's Chromium), dev mode in the browser. Prints
// "N passed, N failed" on its own line at the end.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const results = { passed: 0, failed: 0 };
const reports = path.resolve('.data/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function run(title, cmd, args, env = {}) {
  console.log(`\n== ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `== ${title}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return res.status === 0;
}

/** A step that is one check (lint, typecheck, build). */
function check(title, cmd, args) {
  const ok = run(title, cmd, args);
  results[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

/** Adds the counts of a JSON report; a runner that failed without a report counts as one failure. */
function count(title, ok, file, read) {
  if (!fs.existsSync(file)) {
    console.log(`== ${title}: no report written`);
    results.failed += 1;
    return;
  }
  const { passed, failed } = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  results.passed += passed;
  results.failed += failed;
  // A runner that failed without a failed test (a crashed setup), or that ran nothing, is one failure.
  if ((!ok && failed === 0) || passed + failed === 0) results.failed += 1;
}

// The browser tests read every language: Noto Sans for Devanagari, Tamil, Telugu, Kannada and Malayalam
// (fonts-noto-core), installed with Chromium.
const NOTO_FONT = '/usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf';

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium') && fs.existsSync(NOTO_FONT)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log(
      'Chromium or the Noto fonts are missing: installing Debian chromium and fonts-noto-core with apt-get',
    );
    return run('install chromium', 'sh', [
      '-c',
      'apt-get update && apt-get install -y chromium fonts-noto-core',
    ]);
  }
  console.error(
    'Browser tests need Debian Chromium at /usr/bin/chromium and the Noto fonts. Install them with: ' +
      'sudo apt-get install -y chromium fonts-noto-core',
  );
  return false;
}

/**
 * Checks that each keep one core busy, run side by side (lint and typecheck are single-threaded and take about a
 * minute each); their output is printed after one another as each finishes, never interleaved.
 */
async function checksTogether(list) {
  const outcomes = await Promise.all(
    list.map(
      ([title, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          const chunks = [];
          child.stdout.on('data', (c) => chunks.push(c));
          child.stderr.on('data', (c) => chunks.push(c));
          child.on('close', (code) => {
            console.log(`\n== ${title}: ${cmd} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(chunks));
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
            resolve(code === 0);
          });
        }),
    ),
  );
  for (const ok of outcomes) results[ok ? 'passed' : 'failed'] += 1;
}

const npx = 'npx';
await checksTogether([
  ['lint', npx, ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
]);
check('format', npx, ['prettier', '--check', '.']);
check('catalogues', 'node', ['scripts/i18n/check-catalogues.mjs']);

const vitestFile = path.join(reports, 'vitest.json');
const vitestOk = run('unit and api tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
count('vitest', vitestOk, vitestFile, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0),
}));

const built = check('build', 'npm', ['run', '--silent', 'build']);
if (built) check('bundle budget', 'node', ['scripts/check-bundle.mjs']);
if (built) check('production install', 'node', ['scripts/check-production-install.mjs']);
if (built && ensureChromium()) {
  const pwFile = path.join(reports, 'playwright.json');
  const pwOk = run('browser tests', npx, ['playwright', 'test', '-c', 'tests/browser/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  count('playwright', pwOk, pwFile, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
  }));
  // npm run dev, signed in through on both Vite origins.
  const devFile = path.join(reports, 'playwright-dev.json');
  const devOk = run('dev mode', npx, ['playwright', 'test', '-c', 'tests/browser/dev/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: devFile,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  count('playwright dev mode', devOk, devFile, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
  }));
} else {
  results.failed += 1;
}

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
