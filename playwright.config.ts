import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One server on a fresh embedded database with the demo organisation, built from the current sources.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `hris-e2e-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so two runs side by side never delete each other's results.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  // One worker: some specs change organisation-wide settings that others read.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://localhost:${port}`, trace: 'retain-on-failure' },
  webServer: {
    command: `node -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" ${dataDir} && node scripts/start.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(os.tmpdir(), `hris-e2e-client-${port}`),
      HRIS_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
