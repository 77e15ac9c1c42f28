import { defineConfig } from 'vitest/config';

// With TEST_REPORT_DIR set (scripts/test-all.sh), each run also leaves a JSON report there for the closing summary.
const reportDir = process.env.TEST_REPORT_DIR;

// One runner, six projects: server API suites, web unit tests, shared packages, contract-wide checks, two server
// processes on one database, browser journeys.
export default defineConfig({
  test: {
    ...(reportDir
      ? { reporters: ['default', ['json', { outputFile: `${reportDir}/${Date.now()}-${process.pid}.json` }]] as const }
      : {}),
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/mock-server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../../tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vitest.config.ts',
      {
        // The shared workspace packages (the CSV reader and writer).
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Two server processes on one PostgreSQL database (needs TEST_DATABASE_URL; scripts/test-all.sh sets it).
          name: 'multi-process',
          include: ['tests/multi-process/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/support/global-setup.ts'],
          // A journey with screenshots at four sizes and themes takes a while on a busy two-core machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a journey polls for (a field filled by an upload, a saved switch) may take seconds on a busy machine:
          // expect.poll waits as long as a locator does (WAIT_MS), not vitest's default second.
          expect: { poll: { timeout: 10_000 } },
          // Journey files run two at a time against the one server; each changes only data it created.
          maxWorkers: 2,
        },
      },
    ],
  },
});
