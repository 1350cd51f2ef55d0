import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
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
