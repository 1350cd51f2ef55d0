// The dev-mode check: `npm run dev` (tsx watch + two Vite dev servers) on ports of its own, signed in through on
// both origins. Run by npm test after the other browser tests: npx playwright test -c tests/browser/dev/playwright.config.ts
import { defineConfig, devices } from '@playwright/test';
import { DEV } from './dev-env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.dev.ts',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../../.data/playwright-dev-report.json' },
    ],
  ],
  outputDir: '../../../.data/playwright-dev-results',
  use: {
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/dev.mjs --fresh',
    cwd: '../../..',
    env: { DEV_PORT_OFFSET: String(DEV.offset), LOG_LEVEL: 'warn', NO_COLOR: '1' },
    // Both Vite servers proxy to the api; the back-office one answering /api/health means all four are up.
    url: `${DEV.backOfficeOrigin}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
