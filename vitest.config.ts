import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one on a 2-core machine, leaving a core
// idle while an integration test waits on its database. At least two, then Vitest's default.
const serverSuiteWorkers = Math.max(2, availableParallelism() - 1);

// Tests that need a PostgreSQL server run only when one is given.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['tests/integration/**/*.postgres.test.ts'];

// Three suites, one runner: unit (pure rules, machines, client modules), integration (the
// server against a real embedded database) and e2e (the built app in Chromium). The browser
// tests run after the other two (groupOrder): sharing 2 cores with PGlite made them slow and
// their timings erratic.
export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/support/fresh-answers-per-test.ts'],
          sequence: { groupOrder: 0 },
          // The same as the integration suite's, which runs beside it (Vitest requires it).
          maxWorkers: serverSuiteWorkers,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnly],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
          maxWorkers: serverSuiteWorkers,
          // The server loads its plugins and routes with @fastify/autoload, whose import() of a
          // .ts file must go through Vitest's transform, not Node's own loader.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // On CI's shared machine a browser test now and then misses a deadline it meets
          // everywhere else; one retry there keeps that from blocking a landing, and the summary
          // still names every test that needed it, with its first error, to be mended.
          retry: process.env.CI ? 1 : 0,
          // A page load on a busy 2-core machine can take seconds; poll that long before failing.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          globalSetup: ['tests/e2e/support/global-server.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
