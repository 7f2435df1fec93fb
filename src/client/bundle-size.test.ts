// @vitest-environment node
/**
 * The size budget on a production build (scripts/check-bundle.ts): built once into a temporary folder, so it
 * neither needs nor disturbs dist/.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET, checkBundle } from '../../scripts/check-bundle';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'hris-bundle-'));

describe('production bundle', () => {
  beforeAll(async () => {
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      mode: 'production',
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`loads at most ${BUDGET.signInKb} KB gzip of JavaScript for the sign-in route, and no chunk over ${BUDGET.chunkKb} KB`, () => {
    const report = checkBundle(outDir);
    expect(report.problems).toEqual([]);
    expect(report.signInKb).toBeGreaterThan(0);
  });

  it('leaves the charts library out of what the sign-in route loads', () => {
    const { signInFiles } = checkBundle(outDir);
    const withCharts = signInFiles.filter((f) =>
      readFileSync(path.join(outDir, f), 'utf8').includes('recharts-'),
    );
    expect(withCharts).toEqual([]);
  });
});
