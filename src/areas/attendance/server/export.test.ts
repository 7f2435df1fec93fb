/** hr's attendance CSV: the day the page shows, filtered as it is, named and dated in the reader's calendar. */
import { describe, expect, it } from 'vitest';
import { callerOf, setupHarness } from '../../../server/test/harness.js';
import { clock, team } from './team.fixture.js';

const h = setupHarness({ now: () => clock });
const call = callerOf(h);

describe('exportattendance', () => {
  it('sends the filtered day as attendance-YYYY-MM-DD.csv with local times, formulas neutralised', async () => {
    const { department, hr, alice, carol } = await team(h);
    await call('updateattendance', hr.headers, {
      employee_id: carol.id,
      date: '2030-01-18',
      status: 'Absent',
      reason: 'Called in sick, "no note"',
    });
    const res = await call('exportattendance', hr.headers, { date: '2030-01-18', department });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendance-2030-01-18.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDate,Employee ID,Name,Department,Designation,Check In,Check Out,Status,Submitted,Correction Reason',
    );
    // The header, and the day of the six employed that day (Heidi, who left since, included).
    expect(lines).toHaveLength(7);
    expect(lines.some((l) => l.includes(',Heidi '))).toBe(true);
    expect(lines[1]).toBe(
      `2030-01-18,${alice.employeeCode},Alice ${alice.lastName},${department},'=Lead,08:55,17:30,Present,No,`,
    );
    expect(lines[3]).toBe(
      `2030-01-18,${carol.employeeCode},Carol ${carol.lastName},${department},Tester,,,Absent,No,"Called in sick, ""no note"""`,
    );
    const late = await call('exportattendance', hr.headers, {
      date: '2030-01-18',
      department,
      status: 'Late',
    });
    expect(late.body.trimEnd().split('\r\n').slice(1)).toEqual([expect.stringMatching(/,09:30,,Late,No,$/)]);
  });

  it('names the file, as its rows write the day, in the calendar of a reader of Bikram Sambat', async () => {
    const { department, hr } = await team(h);
    expect((await call('updatepreferences', hr.headers, { calendar: 'bs' })).statusCode).toBe(200);
    const res = await call('exportattendance', hr.headers, { date: '2030-01-18', department });
    // 18 January 2030 is Magh 4, 2086.
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendance-2086-10-04.csv"');
    expect(res.body.trimEnd().split('\r\n')[1]).toMatch(/^2086-10-04,/);
  });
});
