/**
 * Upgrading keeps working on data an earlier version allowed: migration 0010's new rules (employee IDs unique
 * whatever their case, at least one working day, deductions at most 100%) first put such rows right; 0018 turns
 * allowances and approved leave into ledger lines that keep every balance; 0047 drops the flat deductions and
 * keeps the rest of the settings.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { countWorkingDays } from '../../shared/calendar.js';
import { createPiiCipher } from '../crypto/pii.js';
import { openPglite, queryRows } from './client.js';
import type { Holiday } from './schema.js';
import { seedDemoIfEmpty } from './seed/demo.js';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const before = mkdtempSync(path.join(os.tmpdir(), 'hris-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`. */
function folderBefore(tag: string) {
  cpSync(migrations, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

describe('migration 0010 on data an earlier version allowed', () => {
  it('renames a case-duplicate employee ID, restores a working week and fits the deductions', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0010') });
    const person = (id: string, code: string) =>
      client.query(
        `insert into employees (id, email, password_hash, first_name, last_name, employee_code)
         values ($1, $2, 'x', 'Test', 'Person', $3)`,
        [id, `person-${id.slice(-4)}@test.example`, code],
      );
    await person('00000000-0000-4000-8000-000000000001', 'EMP-7');
    await person('00000000-0000-4000-8000-000000000002', 'emp-7');
    await client.query(
      `insert into organisation_settings (id, working_days, tax_percent, ssf_percent) values (1, '{}', 60, 50)`,
    );

    // Up to the last migration that kept the flat percentages (0047 retires them, issue 41).
    await migrate(db, { migrationsFolder: folderBefore('0047') });

    const codes = await client.query<{ employee_code: string }>(
      'select employee_code from employees order by id',
    );
    expect(codes.rows.map((r) => r.employee_code)).toEqual(['EMP-7', 'emp-7-00000000']);
    const settings = await client.query<{ working_days: number[]; tax_percent: string; ssf_percent: string }>(
      'select working_days, tax_percent, ssf_percent from organisation_settings',
    );
    expect(settings.rows[0]).toEqual({
      working_days: [1, 2, 3, 4, 5],
      tax_percent: '60.00',
      ssf_percent: '40.00',
    });
    await client.close();
  });
});

describe('migration 0047 retiring the flat tax and SSF percentages (issue 41)', () => {
  it('drops them and keeps the rest of the settings as they were', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0047') });
    await client.query(
      `insert into organisation_settings (id, company_name, currency, working_days, tax_percent, ssf_percent)
       values (1, 'Himalaya Traders', 'USD', '{1,2,3,4,5}', 12.5, 11)`,
    );

    await migrate(db, { migrationsFolder: migrations });

    const settings = await client.query<Record<string, unknown>>('select * from organisation_settings');
    expect(settings.rows).toHaveLength(1);
    expect(settings.rows[0]).toMatchObject({
      company_name: 'Himalaya Traders',
      currency: 'USD',
      working_days: [1, 2, 3, 4, 5],
    });
    expect(Object.keys(settings.rows[0]!).filter((column) => column.endsWith('_percent'))).toEqual([]);
    await client.close();
  });
});

describe('migration 0018 on the demo organisation', () => {
  it('turns allowances and approved leave into ledger lines that keep every balance as it was', async () => {
    // The demo as it is seeded today, then its people, settings and leave copied into a database before 0018.
    const today = await openPglite(undefined);
    await today.migrate();
    await seedDemoIfEmpty(today.db, createPiiCipher(randomBytes(32)), new Date());
    const rows = (table: string) =>
      queryRows<Record<string, unknown>>(today.db, sql.raw(`select * from ${table}`));
    const [people, leave, [settings]] = await Promise.all([
      rows('employees'),
      queryRows<LeaveFields & Record<string, unknown>>(today.db, sql`select * from leave_requests`),
      rows('organisation_settings'),
    ]);
    await today.close();

    const client = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
    await migrate(drizzle(client), { migrationsFolder: folderBefore('0018') });
    const types = (settings!.leave_types as { name: string; allowance: number | null }[]).map(
      ({ name, allowance }) => ({ name, allowance }),
    );
    // Half the approved requests keep the working days counted at approval, as requests decided since 0001 do.
    const approved = leave.filter((l) => l.status === 'approved');
    const counted = (l: LeaveFields) => countWorkingDays(l.start_date, l.end_date, calendar);
    const calendar = {
      workingDays: settings!.working_days as number[],
      holidays: settings!.holidays as Holiday[],
    };
    await client.query(
      `insert into organisation_settings (id, leave_types, working_days, holidays) values (1, $1, $2, $3)`,
      [JSON.stringify(types), calendar.workingDays, JSON.stringify(calendar.holidays)],
    );
    await client.query(`insert into employees select * from json_populate_recordset(null::employees, $1)`, [
      JSON.stringify(people),
    ]);
    await client.query(
      `insert into leave_requests select * from json_populate_recordset(null::leave_requests, $1)`,
      [
        JSON.stringify(
          leave.map((row, i) => {
            const keep = row.status === 'approved' && i % 2 === 0;
            return { ...row, counted_days: keep ? { [row.start_date.slice(0, 4)]: counted(row) } : null };
          }),
        ),
      ],
    );

    await migrate(drizzle(client), { migrationsFolder: migrations });

    // Before: allowance less the approved working days of the year, for every person, type and year with leave.
    const year = Number(new Date().toISOString().slice(0, 4));
    const before = new Map<string, number>();
    for (const person of people as { id: string }[])
      for (const type of types)
        if (type.allowance !== null) before.set(`${person.id}|${type.name}|${year}-01-01`, type.allowance);
    for (const l of approved) {
      const key = `${l.employee_id}|${l.leave_type}|${l.start_date.slice(0, 4)}-01-01`;
      if (before.has(key)) before.set(key, before.get(key)! - counted(l));
    }
    const after = await client.query<{
      employee_id: string;
      leave_type: string;
      year_start: string;
      days: string;
    }>(
      `select employee_id, leave_type, year_start::text, sum(days) as days from leave_ledger
       where year_start = make_date($1, 1, 1) and leave_type in (select name from jsonb_to_recordset($2) as t(name text, allowance numeric) where allowance is not null)
       group by employee_id, leave_type, year_start`,
      [year, JSON.stringify(types)],
    );
    expect(after.rows.length).toBe(before.size);
    expect(
      Object.fromEntries(
        after.rows.map((r) => [`${r.employee_id}|${r.leave_type}|${r.year_start}`, Number(r.days)]),
      ),
    ).toEqual(Object.fromEntries(before));
    // And approved leave of the unlimited type is recorded as taken too.
    const unpaid = await client.query(`select count(*)::int as n from leave_ledger where kind = 'taken'`);
    expect((unpaid.rows[0] as { n: number }).n).toBe(approved.length);
    await client.close();
  });
});

interface LeaveFields {
  employee_id: string;
  leave_type: string;
  status: string;
  start_date: string;
  end_date: string;
}
