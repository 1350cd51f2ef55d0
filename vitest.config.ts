import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The web's Lingui macros (t`…`, msg`…`, <Trans>) compile as in the Vite build, so unit tests run the same code;
// the macro reads the web's Lingui config (it looks in the working directory otherwise).
process.env.LINGUI_CONFIG ??= 'apps/web/lingui.config.ts';
const linguiMacros = react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } });

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [linguiMacros],
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'apps/sandbox/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
          maxWorkers: 2,
          // After the unit project: its files share one embedded PostgreSQL started by the global setup.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // A short run of each scenario bench on its own stack (bench/festival.test.ts), after the api tests.
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          testTimeout: 240_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
