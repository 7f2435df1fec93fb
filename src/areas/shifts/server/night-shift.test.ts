/**
 * Attendance against a person's shift (issue 42): a night shift's punches after midnight belong to the day it
 * started (the clock button offers Clock Out then), lateness is judged by the shift's start and grace, and the
 * month detail says the shift, the minutes worked, an early exit and the day's portion; a rostered day off is
 * never absent and a rostered shift on the organisation's weekly off is. Someone without a roster is judged by
 * the organisation's working day as before (the attendance suites hold that).
 */
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness, unique } from '../../../server/test/harness.js';

let clock = new Date('2030-01-06T06:00:00Z');
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
/** A Kathmandu wall-clock time (UTC+05:45) as the instant the server sees. */
const ktm = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00+05:45`));

async function nightShift() {
  const hr = await actorOf(h, 'hr');
  const name = `Night ${unique()}`;
  const saved = await call('saveshifttype', hr.headers, {
    name,
    start_time: '22:00',
    end_time: '06:00',
    break_minutes: 30,
    late_grace_minutes: 10,
    early_grace_minutes: 5,
    full_day_minutes: 420,
    half_day_minutes: 210,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const types = (await call('getshifttypes', hr.headers)).json().shift_types as {
    _id: string;
    name: string;
  }[];
  return { hr, id: types.find((t) => t.name === name)!._id, name };
}

describe('attendance on a night shift', () => {
  it('keeps the small hours on the day the shift started and judges the day against the shift', async () => {
    const { hr, id, name } = await nightShift();
    const person = await actorOf(h, 'employee', { dateOfJoining: '2029-06-01' });
    const assigned = await call('assignroster', hr.headers, {
      people: { employee_ids: [person.employee.id] },
      from: '2030-01-06',
      to: '2030-01-12',
      rotation: [id, id, id, id, id, null, id], // Friday the 11th off
      every: 'day',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    // Monday the 6th: in at 22:05, on time; out at 06:02 on Tuesday, on the 6th's record.
    clock = ktm('2030-01-06', '22:05');
    expect((await call('check_in', person.headers)).json().attendance).toMatchObject({
      date: '2030-01-06',
      status: 'Present',
    });
    clock = ktm('2030-01-07', '02:00');
    const today = await call('gettodayattendance', person.headers);
    expect(today.json()).toMatchObject({ date: '2030-01-06', attendance: { check_out_time: null } });
    clock = ktm('2030-01-07', '06:02');
    const out = await call('check_out', person.headers);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().attendance).toMatchObject({ date: '2030-01-06' });

    // Tuesday the 7th: in at 22:11, late; out at 02:30, early: four hours less the break, a half day.
    clock = ktm('2030-01-07', '22:11');
    expect((await call('check_in', person.headers)).json().attendance).toMatchObject({
      date: '2030-01-07',
      status: 'Late',
    });
    clock = ktm('2030-01-08', '02:30');
    expect((await call('check_out', person.headers)).json().attendance.date).toBe('2030-01-07');

    // The month is read on Monday the 13th: the 8th–10th were shifts without a record (absent); the 11th was
    // rostered off; the 12th is a Saturday (the organisation's weekly off) with a shift: absent too.
    clock = ktm('2030-01-13', '12:00');
    const month = await call('getmyattendance', person.headers, { month: '2030-01' });
    expect(month.statusCode, month.body).toBe(200);
    const days = (month.json().attendance as { date: string }[]).filter(
      (d) => d.date >= '2030-01-06' && d.date <= '2030-01-12',
    );
    const shift = { name, start_time: '22:00', end_time: '06:00' };
    expect(days).toEqual([
      expect.objectContaining({
        date: '2030-01-06',
        status: 'Present',
        shift,
        worked_minutes: 447,
        early_exit: false,
        day_portion: 'full',
      }),
      expect.objectContaining({
        date: '2030-01-07',
        status: 'Late',
        shift,
        worked_minutes: 229,
        early_exit: true,
        day_portion: 'half',
      }),
      expect.objectContaining({ date: '2030-01-08', status: 'Absent' }),
      expect.objectContaining({ date: '2030-01-09', status: 'Absent' }),
      expect.objectContaining({ date: '2030-01-10', status: 'Absent' }),
      expect.objectContaining({ date: '2030-01-12', status: 'Absent' }),
    ]);

    // hr's day of attendance agrees: the rostered Friday off is a weekly off, the rostered Saturday an absence.
    const statusOn = async (date: string) => {
      const day = await call('getattendance', hr.headers, { date });
      expect(day.statusCode, day.body).toBe(200);
      const rows = day.json().attendance as { employee: { _id: string }; status: string }[];
      return rows.find((r) => r.employee._id === person.employee.id)?.status;
    };
    expect(await statusOn('2030-01-11')).toBe('Weekly off');
    expect(await statusOn('2030-01-12')).toBe('Absent');
  });

  it('leaves someone without a roster on the organisation’s working day', async () => {
    const person = await actorOf(h, 'employee', { dateOfJoining: '2029-06-01' });
    // 02:00 on a Wednesday is that Wednesday's, and 09:11 is late against 09:00 and ten minutes' grace.
    clock = ktm('2030-01-16', '02:00');
    expect((await call('gettodayattendance', person.headers)).json().date).toBe('2030-01-16');
    clock = ktm('2030-01-16', '09:11');
    const record = (await call('check_in', person.headers)).json().attendance;
    expect(record).toEqual({
      _id: expect.any(String),
      date: '2030-01-16',
      check_in_time: clock.toISOString(),
      check_out_time: null,
      status: 'Late',
    });
  });
});
