import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests, React component tests in jsdom, and the GraphQL integration
// suite twice — on embedded PGlite always, and on real Postgres when TEST_DATABASE_URL is set.
const integration = (name: string, database: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: database },
    // One migrated database per run; each file clones it rather than migrating its own.
    globalSetup: ['tests/support/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share their worker's modules: each file still starts its own server on its own
    // database, but the server's code and PGlite are loaded once per worker rather than once per
    // file, which halved the suite's time (no file mocks modules or fakes timers; keep it so).
    isolate: false,
  },
});

export default defineConfig({
  plugins: [react()],
  // Node loads graphql's CommonJS build for every package (it has no "exports" map); Vite would
  // pick the ESM build for our own files, and graphql refuses two copies in one process.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    // Vitest's default leaves a core free, which on a 2-core CI machine means one file at a time,
    // while integration files spend much of their time waiting on Postgres and sockets.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'emails/**/*.test.{ts,tsx}',
            'db/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Typing a whole form with user-event takes seconds in jsdom on a loaded 2-core machine.
          testTimeout: 30_000,
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
      integration('integration-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
