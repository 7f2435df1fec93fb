/**
 * The demo organisation pays out of the box (rules §16): everyone has a first structure equal to their salary,
 * the example brackets cover this fiscal year, and the SSF example counts; this month's run calculates.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPiiCipher } from '../../../server/crypto/pii.js';
import { openPglite } from '../../../server/db/client.js';
import { employees, organisationSettings, salaryStructures } from '../../../server/db/schema.js';
import { seedDemoIfEmpty } from '../../../server/db/seed/demo.js';
import { localDate } from '../../../shared/calendar.js';
import { periodsOf } from '../../../shared/periods.js';
import { readRun } from './queries.js';
import { createRun } from './service.js';

const database = await openPglite(undefined);
afterAll(() => database.close());

describe('the demo organisation', () => {
  it('has structures, example brackets and SSF, and calculates this month', async () => {
    await database.migrate();
    await seedDemoIfEmpty(database.db, createPiiCipher(randomBytes(32)), new Date());
    const people = await database.db.select().from(employees);
    const structures = await database.db.select().from(salaryStructures);
    expect(structures.length).toBe(people.filter((p) => p.salary !== null).length);
    for (const s of structures)
      expect(s.basic).toBe(Math.round(people.find((p) => p.id === s.employeeId)!.salary! * 100));

    const hr = people.find((p) => p.role === 'hr')!;
    // This month in the organisation's own period calendar.
    const [settings] = await database.db.select().from(organisationSettings);
    const period = periodsOf(settings!.periodCalendar).monthOf(localDate(new Date(), settings!.timeZone));
    const id = await createRun(
      database.db,
      { id: hr.id, role: 'hr', managerId: null, requestId: 'demo-test' },
      period,
    );
    const run = await readRun(database.db, id, { search: hr.employeeCode });
    expect(run?.totals.people).toBe(people.filter((p) => p.status === 'active').length);
    const line = run!.lines.find((l) => l.employee_id === hr.id)!;
    expect(line.details.contributions[0]).toMatchObject({ name: 'SSF' });
    expect(line.tax).toBeGreaterThan(0);
    expect(line.net).toBe(line.gross - line.total_deductions);
  });
});
