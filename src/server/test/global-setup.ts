/** Migrates once per run: a PGlite template folder that each test file copies, and the PostgreSQL test database. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { organisationSettings } from '../db/schema.js';

export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(os.tmpdir(), 'hris-template-'));
  const pglite = await openPglite(template);
  await pglite.migrate();
  await trackAttendanceFromLongAgo(pglite);
  await pglite.close();
  project.provide('pgliteTemplate', template);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pg = openPostgres(url, 2);
    await pg.migrate();
    await trackAttendanceFromLongAgo(pg);
    await pg.close();
  }
  return () => rmSync(template, { recursive: true, force: true });
}

/**
 * Tests fix their clocks in many years; attendance counted (and leave balances kept) from the day the test
 * database was made would hide the absences and allowances they expect. The tracking-start tests set the date
 * they need.
 */
async function trackAttendanceFromLongAgo(database: Database) {
  await database.db
    .update(organisationSettings)
    .set({ attendanceStartDate: '2000-01-01', leaveLedgerStart: '2000-01-01' });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
