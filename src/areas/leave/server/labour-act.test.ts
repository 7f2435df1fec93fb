/**
 * Nepal's Labour Act 2074 leave preset on both databases: hr adopts it (once: a second time adds nothing),
 * home leave credited from days worked (s.43: a day per 20 days worked), substitute leave for a weekly off or a
 * holiday worked (s.42), credited once however often the job runs, maternity for women only (s.45: 98 days),
 * paternity for men only (s.46: 15 days), and a type limited to employment types. Dates are in 2092.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveLedger } from '../../../server/db/schema.js';
import { actorOf, callerOf, insertRecord, setupHarness } from '../../../server/test/harness.js';
import { addDays, weekday } from '../../../shared/calendar.js';
import { accrueLeave } from './accrual.js';
import { leaveApi } from './leave-test-helpers.js';

// Wednesday 1 April 2092, 10:45 in Kathmandu.
const clock = new Date('2092-04-01T05:00:00Z');
const h = setupHarness({ now: () => clock });
const api = leaveApi(h);
const post = callerOf(h);

type Balance = { leave_type: string; allowance: number | null; left: number | null; requestable: boolean };
const balances = async (headers: Record<string, string>) =>
  (await api.balance(headers, { year: 2092 })).json().balances as Balance[];
const balanceOf = async (headers: Record<string, string>, type: string) =>
  (await balances(headers)).find((b) => b.leave_type === type);

/** hr adopts the preset (adopting again adds nothing, so every test may ask for it). */
async function adopt() {
  const hr = await actorOf(h, 'hr');
  return post('adoptleavepreset', hr.headers, { preset: 'np-labour-act-2074' });
}

describe('adopting the Labour Act 2074 preset', () => {
  it('adds the Act’s types the organisation lacks, keeps its own, audits it, and adds nothing a second time', async () => {
    const hr = await actorOf(h, 'hr');
    const before = (await post('getsettings', hr.headers)).json().leaveTypes as { name: string }[];
    const first = await adopt();
    expect(first.statusCode, first.body).toBe(200);
    // The organisation's own Sick (12 days) is kept as it was; the rest of the Act's types are added.
    expect(first.json().added).toEqual(['Home', 'Substitute', 'Maternity', 'Paternity', 'Mourning']);
    expect(first.json().kept).toEqual(['Sick']);
    const types = first.json().settings.leaveTypes as { name: string }[];
    expect(types.slice(0, before.length)).toEqual(before);
    expect(types.find((t) => t.name === 'Maternity')).toMatchObject({
      labels: { ne: 'प्रसूति बिदा' },
      allowance: 98,
      paidDays: 60,
      eligibleGenders: ['female'],
    });
    const audited = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.action, 'adopt_leave_preset')));
    expect(audited).toHaveLength(1);
    // Everyone reads the types' Nepali names (issue 44).
    const me = (await post('me', (await actorOf(h, 'employee')).headers)).json();
    expect(me.organisation.leaveTypeLabels).toMatchObject({
      Home: { ne: 'घर बिदा' },
      Substitute: { ne: 'सट्टा बिदा' },
      Paternity: { ne: 'प्रसूति स्याहार बिदा' },
      Mourning: { ne: 'किरिया बिदा' },
    });

    const second = await adopt();
    expect(second.json()).toMatchObject({ added: [], kept: expect.arrayContaining(['Home', 'Sick']) });
    expect(second.json().settings.leaveTypes).toEqual(types);
    expect(
      await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'adopt_leave_preset')),
    ).toHaveLength(1);
  });

  it('is hr’s to do', async () => {
    const someone = await actorOf(h, 'employee');
    const res = await post('adoptleavepreset', someone.headers, { preset: 'np-labour-act-2074' });
    expect(res.statusCode).toBe(403);
  });
});

describe('home leave (s.43: one day for every 20 days worked)', () => {
  it('credits 2 days for 40 days present or late; absence and leave do not count', async () => {
    await adopt();
    const me = await actorOf(h, 'employee', { dateOfJoining: '2091-06-01' });
    // The first 40 working days of 2092 (Monday to Friday), 10 of them late, then 5 days absent.
    let day = '2092-01-01';
    for (let n = 0; n < 45; day = addDays(day, 1)) {
      if (weekday(day) === 0 || weekday(day) === 6) continue;
      const status = n < 30 ? 'Present' : n < 40 ? 'Late' : 'Absent';
      await insertRecord(h, { employeeId: me.employee.id, workDate: day, status });
      n++;
    }
    // Day by day through January (22 working days): one credit, on the 20th day worked.
    for (let d = '2092-01-01'; d <= '2092-01-31'; d = addDays(d, 1)) await accrueLeave(h.database.db, d, d);
    expect(await balanceOf(me.headers, 'Home')).toMatchObject({ allowance: 1 });
    await accrueLeave(h.database.db, '2092-02-01', '2092-03-31');
    expect(await balanceOf(me.headers, 'Home')).toMatchObject({ allowance: 2, left: 2, requestable: true });
    // Running again over the whole span credits nothing new.
    await accrueLeave(h.database.db, '2092-01-01', '2092-03-31');
    expect(await balanceOf(me.headers, 'Home')).toMatchObject({ allowance: 2 });
    // The why view says what earned them, on the 20th and 40th days worked.
    const why = (await post('getleaveledger', me.headers, { year: 2092, leave_type: 'Home' })).json().lines;
    expect(
      why.map((l: { on: string; days: number; earned_by: string }) => [l.on, l.days, l.earned_by]),
    ).toEqual([
      ['2092-01-28', 1, 'days_worked'],
      ['2092-02-25', 1, 'days_worked'],
    ]);
    // The two days can be taken.
    const take = { leavetype: 'x', leave_type: 'Home', start_date: '2092-04-06', end_date: '2092-04-07' };
    expect((await api.apply(me.headers, take)).statusCode).toBe(201);
  });
});

describe('substitute leave (s.42: for work on a weekly off or a public holiday)', () => {
  it('credits a day for a holiday worked and half a day for a short Saturday, once when the job runs twice', async () => {
    await adopt();
    const hr = await actorOf(h, 'hr');
    const holidays = (await post('getsettings', hr.headers)).json().holidays;
    const set = await post('updatesettings', hr.headers, {
      holidays: [...holidays, { date: '2092-03-05', name: 'Holi' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const me = await actorOf(h, 'employee');
    const at = (date: string, hours: number) => ({
      checkInAt: new Date(`${date}T03:00:00Z`),
      checkOutAt: new Date(`${date}T0${3 + hours}:00:00Z`),
    });
    // Saturday 1 March, two hours (less than half the 8-hour day): half a day.
    await insertRecord(h, {
      employeeId: me.employee.id,
      workDate: '2092-03-01',
      status: 'Present',
      ...at('2092-03-01', 2),
    });
    // Wednesday 5 March, the holiday, a full day: one day.
    await insertRecord(h, {
      employeeId: me.employee.id,
      workDate: '2092-03-05',
      status: 'Late',
      ...at('2092-03-05', 6),
    });
    // Thursday 6 March, a working day: nothing.
    await insertRecord(h, {
      employeeId: me.employee.id,
      workDate: '2092-03-06',
      status: 'Present',
      ...at('2092-03-06', 6),
    });

    const run = () => accrueLeave(h.database.db, '2092-03-01', '2092-03-31');
    await run();
    await Promise.all([run(), run()]);
    const lines = await h.database.db
      .select({ key: leaveLedger.key, days: leaveLedger.days, on: leaveLedger.effectiveOn })
      .from(leaveLedger)
      .where(and(eq(leaveLedger.employeeId, me.employee.id), like(leaveLedger.key, 'substitute:%')));
    expect(lines.sort((a, b) => a.on.localeCompare(b.on))).toEqual([
      { key: 'substitute:Substitute:2092-03-01', days: 0.5, on: '2092-03-01' },
      { key: 'substitute:Substitute:2092-03-05', days: 1, on: '2092-03-05' },
    ]);
    expect(await balanceOf(me.headers, 'Substitute')).toMatchObject({ allowance: 1.5, left: 1.5 });

    // Saturday 8 March recorded after that day's run: the next day's run still credits it.
    await insertRecord(h, {
      employeeId: me.employee.id,
      workDate: '2092-03-08',
      status: 'Present',
      ...at('2092-03-08', 6),
    });
    await accrueLeave(h.database.db, '2092-04-01', '2092-04-01');
    expect(await balanceOf(me.headers, 'Substitute')).toMatchObject({ allowance: 2.5 });
  });
});

describe('eligibility by gender (s.45 maternity, s.46 paternity)', () => {
  const days = (type: string) => ({
    leavetype: 'x',
    leave_type: type,
    start_date: '2092-05-05',
    end_date: '2092-05-09',
  });

  it('gives a woman 98 days of maternity leave and refuses it to a man, who is not offered it', async () => {
    await adopt();
    const woman = await actorOf(h, 'employee', { gender: 'female' });
    const man = await actorOf(h, 'employee', { gender: 'male' });
    expect(await balanceOf(woman.headers, 'Maternity')).toMatchObject({ allowance: 98, requestable: true });
    expect((await api.apply(woman.headers, days('Maternity'))).statusCode).toBe(201);

    const refused = await api.apply(man.headers, days('Maternity'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'leave_not_eligible',
      params: { type: 'Maternity' },
      field: 'leave_type',
    });
    expect(await balanceOf(man.headers, 'Maternity')).toBeUndefined();
  });

  // Labour Act 2074 s.45(1): "maternity leave of fourteen weeks" — weeks of the calendar, so a request takes its
  // weekly offs and holidays too (NEPAL.md: 14 weeks = 98 days, 60 of them paid).
  it('counts maternity leave in calendar days: fourteen weeks take the 98 days, weekly offs included', async () => {
    await adopt();
    const woman = await actorOf(h, 'employee', { gender: 'female' });
    const weeks = {
      leavetype: 'x',
      leave_type: 'Maternity',
      start_date: '2092-06-01',
      end_date: '2092-09-06',
    };
    const longer = await api.apply(woman.headers, { ...weeks, end_date: '2092-09-07' });
    expect(longer.statusCode).toBe(409);
    expect(longer.json()).toMatchObject({
      code: 'leave_not_enough',
      params: { requested: 99, available: 98 },
    });
    const applied = await api.apply(woman.headers, weeks);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data).toMatchObject({ days: 98, working_days: 98 });
    expect(await balanceOf(woman.headers, 'Maternity')).toMatchObject({ allowance: 98, pending: 98 });
    // Sick leave over a week still takes its working days alone.
    const sick = await api.apply(woman.headers, {
      leavetype: 'x',
      leave_type: 'Sick',
      start_date: '2092-10-05',
      end_date: '2092-10-11',
    });
    expect(sick.json().data).toMatchObject({ days: 7 });
    expect(sick.json().data.working_days).toBeLessThan(7);
  });

  it('gives a man 15 days of paternity leave and refuses it to a woman', async () => {
    await adopt();
    const woman = await actorOf(h, 'employee', { gender: 'female' });
    const man = await actorOf(h, 'employee', { gender: 'male' });
    expect(await balanceOf(man.headers, 'Paternity')).toMatchObject({ allowance: 15, requestable: true });
    expect((await api.apply(man.headers, days('Paternity'))).statusCode).toBe(201);
    expect((await api.apply(woman.headers, days('Paternity'))).json().code).toBe('leave_not_eligible');
    expect(await balanceOf(woman.headers, 'Paternity')).toBeUndefined();
  });

  it('limits a type to employment types hr names', async () => {
    await adopt();
    const hr = await actorOf(h, 'hr');
    const types = (await post('getsettings', hr.headers)).json().leaveTypes as { name: string }[];
    const set = await post('updatesettings', hr.headers, {
      leaveTypes: types.map((t) =>
        t.name === 'Mourning' ? { ...t, eligibleEmploymentTypes: ['full-time'] } : t,
      ),
    });
    expect(set.statusCode, set.body).toBe(200);
    const staff = await actorOf(h, 'employee', { employmentType: 'full-time' });
    const intern = await actorOf(h, 'employee', { employmentType: 'intern' });
    expect((await api.apply(staff.headers, days('Mourning'))).statusCode).toBe(201);
    expect((await api.apply(intern.headers, days('Mourning'))).json().code).toBe('leave_not_eligible');
  });

  it('refuses paid days above the allowance and a repeated eligibility name', async () => {
    const hr = await actorOf(h, 'hr');
    const over = await post('updatesettings', hr.headers, {
      leaveTypes: [{ name: 'Annual', allowance: 18, paidDays: 20 }],
    });
    expect(over.json()).toMatchObject({ code: 'leave_paid_over_allowance', field: 'leaveTypes.0.paidDays' });
    const twice = await post('updatesettings', hr.headers, {
      leaveTypes: [{ name: 'Annual', allowance: 18, eligibleGenders: ['female', 'female'] }],
    });
    expect(twice.json().code).toBe('field_list');
  });
});
