import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Every file has a database of its own (src/server/test/harness.ts), on PGlite and on PostgreSQL alike.
const api = (name: string, db: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['src/server/**/*.test.ts', 'src/areas/**/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
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
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      api('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'postgres')] : []),
    ],
  },
});
