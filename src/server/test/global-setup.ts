/**
 * Migrates once per run what every API test file then copies into a database of its own: a PGlite template
 * (`api`: a folder, and its dump that files load), or a template database on TEST_DATABASE_URL's server
 * (`api-pg`, see `databases.ts`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { organisationSettings } from '../db/schema.js';
import { dropDatabasesOf, onServer, runPrefix, serverUrl, templateOf, withDatabase } from './databases.js';
import { testWeekAndCalendars } from './organisation.js';

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const url = serverUrl();
    const prefix = runPrefix(url);
    const template = templateOf(prefix);
    try {
      await onServer(url, (client) => client.query(`create database ${template}`));
      const database = openPostgres(withDatabase(url, template), 1);
      await migrate(database);
      await database.close();
    } catch (error) {
      await dropDatabasesOf(url, prefix);
      throw error;
    }
    project.provide('pgPrefix', prefix);
    return () => dropDatabasesOf(url, prefix);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hris-template-'));
  const template = path.join(scratch, 'pglite');
  const database = await openPglite(template);
  await migrate(database);
  const dump = path.join(scratch, 'pglite.tar.gz');
  writeFileSync(dump, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', template);
  project.provide('pgliteDump', dump);
  return () => rmSync(scratch, { recursive: true, force: true });
}

/**
 * The template keeps the week and calendars the tests count in (`organisation.ts`). Tests fix their clocks in many years; attendance counted (and leave balances kept) from the day the test
 * database was made would hide the absences and allowances they expect. The tracking-start tests set the date
 * they need.
 */
async function migrate(database: Database) {
  await database.migrate();
  await testWeekAndCalendars(database.db);
  await database.db
    .update(organisationSettings)
    .set({ attendanceStartDate: '2000-01-01', leaveLedgerStart: '2000-01-01' });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteDump: string;
    pgPrefix: string;
  }
}
