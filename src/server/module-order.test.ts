/**
 * Every file an area publishes (and the app) loads alone, first, in a fresh module graph: areas import each
 * other's published files, so a cycle among them can leave a binding undefined while a module's top level runs.
 * The app happens to load them in an order that works; a script, a job or a test that starts from another file
 * must work too (the fault tests starting from notifications' daily.ts once failed with "leaveStepColumns is not a
 * function").
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const areas = path.resolve(import.meta.dirname, '../areas');
const entries = readdirSync(areas).flatMap((area) =>
  ['reads.ts', 'writes.ts', 'jobs.ts', 'area.ts']
    .map((file) => path.join(areas, area, 'server', file))
    .filter((file) => {
      try {
        return readdirSync(path.dirname(file)).includes(path.basename(file));
      } catch {
        return false;
      }
    }),
);

describe('each published file, loaded first', () => {
  it.each(entries.map((file) => [path.relative(areas, file), file]))('%s', async (_name, file) => {
    vi.resetModules();
    await expect(import(file)).resolves.toBeDefined();
  });
});
