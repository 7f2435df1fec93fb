/** Attendance on Bikram Sambat months (rules §9), through the API. */
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, insertRecord, setupHarness } from '../../../server/test/harness.js';
import { bsMonthRange, toBs } from '../../../shared/bs.js';
import { eachDay, isWorkingDay, localDate } from '../../../shared/calendar.js';

const h = setupHarness();
const call = callerOf(h);

describe('attendance on BS months', () => {
  it('lists exactly the BS month’s working days in the month detail, and counts them in the summary', async () => {
    const hr = await actorOf(h, 'hr');
    const settings = (await call('getsettings', hr.headers)).json();
    const saved = await call('updatesettings', hr.headers, {
      periodCalendar: 'bs',
      attendanceStartDate: '2025-01-01',
    });
    expect(saved.json().periodCalendar).toBe('bs');

    const { employee, headers } = await actorOf(h, 'employee', { dateOfJoining: '2025-01-01' });
    // The BS month before the current one: every day of it is past.
    const today = localDate(new Date(), settings.timeZone);
    const now = toBs(today)!;
    const [year, month] = now.month === 1 ? [now.year - 1, 12] : [now.year, now.month - 1];
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const range = bsMonthRange(year, month)!;
    const working = eachDay(range.from, range.to).filter((d) => isWorkingDay(d, settings));
    await insertRecord(h, { employeeId: employee.id, workDate: working[1]!, status: 'Present' });

    const detail = (await call('getmyattendance', headers, { month: key })).json();
    expect(detail.month).toBe(key);
    expect(detail.attendance.map((d: { date: string }) => d.date)).toEqual(working);
    expect(detail.attendance.filter((d: { status: string }) => d.status === 'Present')).toHaveLength(1);

    const summary = (await call('getAttendanceSummary', headers, { month: key })).json();
    expect(summary.monthly_overview).toMatchObject({
      present_days: 1,
      absent_days: working.length - 1,
      working_days: working.length,
    });
    // "This month" is the current BS month, and the history walks BS months back to the joining one.
    expect((await call('getAttendanceSummary', headers)).json().month).toBe(
      `${now.year}-${String(now.month).padStart(2, '0')}`,
    );
    const history = (await call('getAttendanceHistory', headers)).json().months;
    expect(history[1].month).toBe(key);

    // A month BS does not have is refused, not answered for some other range.
    const bad = await call('getmyattendance', headers, { month: '2200-01' });
    expect(bad.statusCode).toBe(400);
  });
});
