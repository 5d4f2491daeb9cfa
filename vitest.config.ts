import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Four projects: server and contract units, the web app's and the back office's units (their own
// configs, happy-dom),
// and integration tests against a real database (PGlite, or PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    // One test file per core. Vitest's default for `run` is one worker fewer than the cores, which on
    // the two-core reference machine ran the unit and web files one at a time.
    maxWorkers: availableParallelism(),
    // `engine`: an integration file whose outcome can depend on the database engine (connections racing
    // on the same rows, several nodes or processes on one database, a crash, PostgreSQL-only paths).
    // The CI run on PostgreSQL runs these; every file runs on embedded PGlite (docs/decisions.md).
    tags: [
      {
        name: 'engine',
        description:
          'an integration file whose outcome can depend on the database engine: connections racing, several nodes or processes on one database, a crash, PostgreSQL-only paths',
      },
    ],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/providers/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { TZ: 'UTC' },
          // The files of a worker share one module graph: no unit test mocks a module or changes a
          // global it does not restore, and importing the server's modules afresh for each file cost
          // more than the tests.
          isolate: false,
          // Two files run at once on the two cores, so a test gets the web project's room (5 s was
          // the default when files ran one at a time).
          testTimeout: 15_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/backoffice/vitest.config.ts',
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.integration.test.ts', 'apps/providers/**/*.integration.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; two workers match the two cores of the reference machine.
          maxWorkers: 2,
          // One module graph per worker, not one per file: every file builds its own apps on its own
          // database copy and none mocks a module, and importing the whole server (and compiling
          // PGlite's WebAssembly) again for each of fifty files was about half of this project's time.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
