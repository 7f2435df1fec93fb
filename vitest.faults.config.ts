import { defineConfig } from 'vitest/config';

// Fault tests start real server processes and cut connections; they run one file at a time.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
