import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Files that open a PGlite of their own (migrations, the demo) and never PostgreSQL: `api-pg` would repeat them. */
const pgliteOnly = ['src/server/db/**/*.test.ts', 'src/areas/payroll/server/demo.test.ts'];

// Every file has a database of its own (src/server/test/harness.ts), on PGlite and on PostgreSQL alike.
const api = (name: string, db: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['src/server/**/*.test.ts', 'src/areas/**/server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(db === 'postgres' ? pgliteOnly : [])],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker's files share one module graph, as the client's do: each file still has a database and an app of
    // its own (what a process keeps is kept per database), so nothing leaks between files, and importing the
    // server afresh for every file was 40% of the phase (api 3:05 against 1:50, api-pg 1:50 against 1:00 on two
    // cores). `--sequence.shuffle.files` checks that no file depends on another's order.
    isolate: false,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default keeps a core for itself: one worker on two cores, where two ran the API tests in half the
    // time (decision 004). At most 8: on PostgreSQL a worker holds up to ten connections.
    maxWorkers: Math.min(Math.max(availableParallelism() - 1, 2), 8),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts', 'src/areas/*/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/areas/**/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A worker's files share one module graph and one jsdom (decision 004): importing the app's modules
          // afresh for every file was 80% of the phase (105 s against 28 s). What a file could leave behind is
          // put back after every test (test-setup.ts), and `npm run test:client -- --sequence.shuffle` checks
          // that no file depends on another's order.
          isolate: false,
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      api('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'postgres')] : []),
    ],
  },
});
