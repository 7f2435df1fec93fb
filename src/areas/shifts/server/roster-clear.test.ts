/**
 * Clearing a roster (issue 42): a range of people's days goes back to the organisation's working day, the days
 * around it stay, one audit line; bad input and bounds are refused with nothing deleted; hr only (the matrix).
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, rosterDays, shiftTypes } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';

const h = setupHarness({ now: () => new Date('2030-01-07T03:00:00Z') });
const call = callerOf(h);

async function newShiftType(hr: Record<string, string>) {
  const name = `Clear ${unique()}`;
  const res = await call('saveshifttype', hr, {
    name,
    start_time: '22:00',
    end_time: '06:00',
    full_day_minutes: 420,
    half_day_minutes: 210,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await h.database.db.select().from(shiftTypes).where(eq(shiftTypes.name, name));
  return row!;
}

describe('clearing a roster', () => {
  it('sends a department’s days in the range back to the working day, leaving the days around it, audited', async () => {
    const hr = await actorOf(h, 'hr');
    const night = await newShiftType(hr.headers);
    const department = `Ward ${unique()}`;
    const [a, b] = [await createEmployee(h, { department }), await createEmployee(h, { department })];
    const other = await createEmployee(h);
    const assigned = await call('assignroster', hr.headers, {
      people: { employee_ids: [a.id, b.id, other.id] },
      from: '2030-02-01',
      to: '2030-02-10',
      rotation: [night.id, null],
      every: 'day',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const res = await call('clearroster', hr.headers, {
      people: { department },
      from: '2030-02-03',
      to: '2030-02-12',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Roster cleared: those days follow the working day again.',
      people: 2,
      days: 16,
    });
    // What a person reads: the cleared days are the organisation's working day; the first two stay rostered.
    const mine = await call('getmyshifts', hr.headers, {
      employee_id: a.id,
      from: '2030-02-01',
      to: '2030-02-04',
    });
    expect(mine.json().days.map((d: { source: string }) => d.source)).toEqual([
      'roster',
      'roster',
      'default',
      'default',
    ]);
    const left = await h.database.db
      .select({ n: count() })
      .from(rosterDays)
      .where(eq(rosterDays.employeeId, other.id));
    expect(left[0]!.n).toBe(10);
    const [logged] = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'roster'),
          eq(auditLog.action, 'clear'),
          eq(auditLog.actorId, hr.employee.id),
        ),
      );
    expect(logged?.after).toMatchObject({ employees: 2, from: '2030-02-03', to: '2030-02-12', days: 16 });
  });

  it('refuses bad input, nobody, people not here and too long a range, deleting nothing', async () => {
    const hr = await actorOf(h, 'hr');
    const type = await newShiftType(hr.headers);
    const person = await createEmployee(h);
    await call('assignroster', hr.headers, {
      people: { employee_ids: [person.id] },
      from: '2030-03-01',
      to: '2030-03-05',
      rotation: [type.id],
    });
    const rows = () => h.database.db.select({ n: count() }).from(rosterDays);
    const [before] = await rows();
    const range = { from: '2030-03-01', to: '2030-03-05' };
    const cases: [object, string][] = [
      [
        { people: { employee_ids: [person.id] }, from: '2030-01-01', to: '2031-01-02' },
        'roster_range_too_long',
      ],
      [{ people: { department: `Nowhere ${unique()}` }, ...range }, 'roster_no_people'],
      [
        { people: { employee_ids: [person.id, '00000000-0000-4000-8000-000000000000'] }, ...range },
        'roster_people_missing',
      ],
      [{ people: {}, ...range }, 'roster_people_one'],
      [{ people: { employee_ids: [person.id] }, from: '2030-03-05', to: '2030-03-01' }, 'roster_dates_order'],
    ];
    for (const [body, code] of cases) {
      const res = await call('clearroster', hr.headers, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await rows()).toEqual([before]);
  });
});
