import { defineConfig } from '@playwright/test';
import { basePort } from './tests/e2e/server';

// The servers' and the browsers' clock (decision 025): Wednesday 4 March 2026, 09:15 in Kathmandu when the run
// starts, whatever the real date, so every run meets the same days and no test waits for a time of day. E2E_NOW
// tries another moment. Set here, in the runner, so its workers and their servers share the one offset.
const startsAt = Date.parse(process.env.E2E_NOW ?? '2026-03-04T09:15:00+05:45');
process.env.HRIS_CLOCK_OFFSET_SECONDS ??= String(Math.round((startsAt - Date.now()) / 1000));

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so two runs side by side never delete each other's results.
  outputDir: `test-results/e2e-${basePort}`,
  // Builds the server and the web app once; each worker then starts its own server on a fresh demo database
  // (fixtures.ts), so what one spec changes for the whole organisation no other worker's spec sees.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two cores: two browsers and their two servers measured faster than one or three (decision 025).
  workers: 2,
  retries: 0,
  // A guard against a test that hangs, not a speed target (`npm run bench` holds those): on this two-core machine
  // with two browsers and two servers, the longest tests (settings saved and put back, a punch made offline, a
  // half day off) measured 45–50 s, over the 45 s this was.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
});
