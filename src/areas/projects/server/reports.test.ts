/**
 * The project reports (issue 43): they sum exactly what was approved (never a draft, a submitted or a rejected
 * week), by project, person, activity and client; a project's budget used; a person's utilisation worked by hand;
 * each caller sees what they may (hr everything, a project's manager their projects, anyone else their own time);
 * the CSV and XLSX files read back, in the reader's language, and audited; a project's chart per week.
 */

import { and, between, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, holidays } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  createEmployee,
  insertLeave,
  setupHarness,
  signIn,
} from '../../../server/test/harness.js';
import { testWeekAndCalendars } from '../../../server/test/organisation.js';
import { insertClient, insertProject, insertWeek } from './time-test-data.js';

const h = setupHarness();
const call = callerOf(h);
type Headers = Record<string, string>;
const march = { from: '2026-03-01', to: '2026-03-31' };

describe('project reports', () => {
  let hr: Headers;
  let mgr: { id: string; headers: Headers };
  let emp1: { id: string; code: string; headers: Headers };
  let emp2: { id: string };
  let p1: Awaited<ReturnType<typeof insertProject>>;
  let p2: Awaited<ReturnType<typeof insertProject>>;
  let client: Awaited<ReturnType<typeof insertClient>>;

  beforeAll(async () => {
    await testWeekAndCalendars(h.database.db);
    // March 2026 has one holiday for everyone (the 20th) and no other the tests count on.
    await h.database.db.delete(holidays).where(between(holidays.date, '2026-03-01', '2026-03-31'));
    await h.database.db.insert(holidays).values({ date: '2026-03-20', name: 'Test day', confirmed: true });
    hr = (await actorOf(h, 'hr')).headers;
    const m = await actorOf(h, 'manager');
    mgr = { id: m.employee.id, headers: m.headers };
    const e1 = await actorOf(h, 'employee', { firstName: 'Asha', lastName: 'Rai' });
    emp1 = { id: e1.employee.id, code: e1.employee.employeeCode, headers: e1.headers };
    emp2 = await createEmployee(h, { firstName: 'Bikash', lastName: 'Lama' });
    client = await insertClient(h.database.db, 'Himal Traders');
    p1 = await insertProject(h.database.db, {
      name: 'Website',
      clientId: client.id,
      managerId: mgr.id,
      budgetMinutes: 6000,
      billable: true,
      activities: [{ name: 'Development' }, { name: 'Meetings', billable: false }],
      members: [emp1.id, emp2.id],
    });
    p2 = await insertProject(h.database.db, {
      name: 'Internal',
      billable: false,
      activities: [{ name: 'Admin' }],
      members: [emp1.id],
    });
    const [dev, meet] = p1.activities;
    const admin = p2.activities[0]!;
    const cell = (p: { id: string }, a: { id: string }, date: string, minutes: number) => ({
      projectId: p.id,
      activityId: a.id,
      date,
      minutes,
    });
    // Approved: what the reports hold.
    await insertWeek(h.database.db, emp1.id, '2026-03-02', 'approved', [
      cell(p1, dev!, '2026-03-02', 240),
      cell(p1, dev!, '2026-03-03', 300),
      cell(p1, meet!, '2026-03-02', 60),
      cell(p2, admin, '2026-03-04', 120),
    ]);
    await insertWeek(h.database.db, emp2.id, '2026-03-02', 'approved', [cell(p1, dev!, '2026-03-02', 480)]);
    // Not approved: never counted.
    await insertWeek(h.database.db, emp1.id, '2026-03-09', 'draft', [cell(p1, dev!, '2026-03-09', 600)]);
    await insertWeek(h.database.db, emp2.id, '2026-03-09', 'rejected', [cell(p1, dev!, '2026-03-10', 300)]);
    await insertWeek(h.database.db, emp2.id, '2026-03-16', 'submitted', [cell(p1, dev!, '2026-03-16', 100)]);
    // Approved but outside March: only the budget (by the 31st) and no report of March.
    await insertWeek(h.database.db, emp2.id, '2026-04-06', 'approved', [cell(p1, dev!, '2026-04-06', 420)]);
    // Leave: emp1 a morning and a full day, emp2 two hours; a pending one counts for nothing.
    await insertLeave(h, {
      employeeId: emp1.id,
      startDate: '2026-03-12',
      endDate: '2026-03-12',
      startPart: 'morning',
      endPart: 'morning',
      startMinute: 0,
      endMinute: 780,
      status: 'approved',
      decidedBy: mgr.id,
    });
    await insertLeave(h, {
      employeeId: emp1.id,
      startDate: '2026-03-13',
      endDate: '2026-03-13',
      status: 'approved',
      decidedBy: mgr.id,
    });
    await insertLeave(h, {
      employeeId: emp2.id,
      startDate: '2026-03-24',
      endDate: '2026-03-24',
      startPart: 'hours',
      endPart: 'hours',
      startMinute: 600,
      endMinute: 720,
      status: 'approved',
      decidedBy: mgr.id,
    });
    await insertLeave(h, {
      employeeId: emp2.id,
      startDate: '2026-03-25',
      endDate: '2026-03-25',
      status: 'pending',
    });
  });

  const report = async (headers: Headers, body: object) => {
    const res = await call('getprojectreport', headers, { ...march, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      rows: {
        key: string;
        label: string;
        code: string | null;
        minutes: number;
        billable_minutes: number;
        budget_minutes: number | null;
        used_percent: number | null;
        available_minutes: number | null;
        utilisation_percent: number | null;
      }[];
      totals: { minutes: number; billable_minutes: number };
    };
  };
  const brief = (rows: Awaited<ReturnType<typeof report>>['rows']) =>
    rows.map((r) => [r.label, r.minutes, r.billable_minutes]);

  it('by project: only approved time, billable by the activity else the project, and the budget used by the last day', async () => {
    const r = await report(hr, { group_by: 'project' });
    expect(brief(r.rows)).toEqual([
      ['Website', 1080, 1020],
      ['Internal', 120, 0],
    ]);
    expect(r.totals).toEqual({ minutes: 1200, billable_minutes: 1020 });
    // 1,080 of 6,000 budgeted minutes: 18 %; April's 420 minutes come after the report's last day.
    expect(r.rows[0]).toMatchObject({ code: p1.code, budget_minutes: 6000, used_percent: 18 });
    expect(r.rows[1]).toMatchObject({ budget_minutes: null, used_percent: null });
    const april = await report(hr, { group_by: 'project', to: '2026-04-30' });
    expect(april.rows[0]).toMatchObject({ minutes: 1500, used_percent: 25 });
    // A period that cuts a week holds that week's cells on its own days only (the 2nd's are before it).
    const cut = await report(hr, { group_by: 'project', from: '2026-03-03' });
    expect(brief(cut.rows)).toEqual([
      ['Website', 300, 300],
      ['Internal', 120, 0],
    ]);
  });

  it('by person: utilisation is billable minutes over the working minutes less holidays and approved leave', async () => {
    const r = await report(hr, { group_by: 'person' });
    // March 2026, Monday to Friday: 22 working days, less the 20th's holiday: 21 days of 480 minutes = 10,080.
    // emp1: less a morning and a day (1.5 days, 720 minutes) = 9,360; billable 540 (the meetings and Internal are not): 5.8 %.
    // emp2: less two hours (120 minutes) = 9,960 (the pending day counts for nothing); billable 480: 4.8 %.
    expect(
      r.rows.map((x) => [
        x.label,
        x.code,
        x.minutes,
        x.billable_minutes,
        x.available_minutes,
        x.utilisation_percent,
      ]),
    ).toEqual([
      ['Asha Rai', emp1.code, 720, 540, 9360, 5.8],
      ['Bikash Lama', expect.any(String), 480, 480, 9960, 4.8],
    ]);
  });

  it('by activity (named with its project) and by client (time on no client apart)', async () => {
    const activities = await report(hr, { group_by: 'activity' });
    expect(activities.rows.map((x) => [x.code, x.label, x.minutes, x.billable_minutes])).toEqual([
      [p1.code, 'Development', 1020, 1020],
      [p2.code, 'Admin', 120, 0],
      [p1.code, 'Meetings', 60, 0],
    ]);
    const clients = await report(hr, { group_by: 'client' });
    expect(clients.rows.map((x) => [x.key, x.label, x.minutes])).toEqual([
      [client.id, 'Himal Traders', 1080],
      ['', '', 120],
    ]);
  });

  it('filters by project, client and person', async () => {
    expect(brief((await report(hr, { group_by: 'person', project_id: p2.id })).rows)).toEqual([
      ['Asha Rai', 120, 0],
    ]);
    expect((await report(hr, { group_by: 'project', client_id: client.id })).totals.minutes).toBe(1080);
    expect(brief((await report(hr, { group_by: 'project', employee_id: emp2.id })).rows)).toEqual([
      ['Website', 480, 480],
    ]);
  });

  it("a project's manager sees their projects' time, anyone else only their own", async () => {
    expect(brief((await report(mgr.headers, { group_by: 'project' })).rows)).toEqual([
      ['Website', 1080, 1020],
    ]);
    const own = await report(emp1.headers, { group_by: 'project' });
    expect(brief(own.rows)).toEqual([
      ['Website', 600, 540],
      ['Internal', 120, 0],
    ]);
    // The budget is the manager's and hr's to see.
    expect(own.rows[0]).toMatchObject({ budget_minutes: null, used_percent: null });
    expect((await report(emp1.headers, { group_by: 'person', employee_id: emp2.id })).rows).toEqual([]);
  });

  it('refuses an unknown project, client or person and a period backwards', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [field, code] of [
      ['project_id', 'project_not_found'],
      ['client_id', 'project_client_not_found'],
      ['employee_id', 'employee_not_found'],
    ] as const) {
      const res = await call('getprojectreport', hr, { ...march, group_by: 'project', [field]: unknown });
      expect([res.statusCode, res.json().code]).toEqual([404, code]);
    }
    const backwards = await call('getprojectreport', hr, {
      from: '2026-03-31',
      to: '2026-03-01',
      group_by: 'project',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('exports the report as CSV with totals, audited', async () => {
    const res = await call('exportprojectreport', hr, { ...march, group_by: 'person', format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('project-report-person-2026-03-01-2026-03-31.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Person,Hours,Billable hours,Available hours,Utilisation (%)');
    expect(lines[1]).toBe(`${emp1.code},Asha Rai,12.00,9.00,156.00,5.8`);
    // 1,200 minutes, 1,020 of them billable, over 19,320 available (322 hours): 5.3 %.
    expect(lines.at(-1)).toBe('Total,,20.00,17.00,322.00,5.3');
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export_project_report')));
    expect(audit?.after).toMatchObject({
      group_by: 'person',
      format: 'csv',
      rows: 2,
      from: march.from,
      to: march.to,
    });
  });

  it("exports XLSX in the reader's language, hours as numbers with two decimals", async () => {
    const reader = await createEmployee(h, { role: 'hr', language: 'ne' });
    const res = await call('exportprojectreport', await signIn(h, reader.email), {
      ...march,
      group_by: 'client',
      format: 'xlsx',
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const { wordsOf } = await import('../../../server/http/locale.js');
    const w = wordsOf({ language: 'ne' } as never).projectReportFile;
    expect(sheet.getRow(1).values).toEqual([undefined, w.code, w.client, w.hours, w.billableHours]);
    expect([sheet.getCell('B2').value, sheet.getCell('C2').value, sheet.getCell('C2').numFmt]).toEqual([
      'Himal Traders',
      18,
      '0.00',
    ]);
    expect([sheet.getCell('B3').value, sheet.getCell('C3').value]).toEqual([w.noClient, 2]);
    expect([sheet.getCell('A4').value, sheet.getCell('C4').value, sheet.getCell('D4').value]).toEqual([
      w.total,
      20,
      17,
    ]);
  });

  it("charts a project's approved minutes per week, empty weeks included", async () => {
    const res = await call('getprojectchart', mgr.headers, { project_id: p1.id, ...march, bucket: 'week' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().points.map((p: { start: string; minutes: number }) => [p.start, p.minutes])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 1080],
      ['2026-03-09', 0],
      ['2026-03-16', 0],
      ['2026-03-23', 0],
      ['2026-03-30', 0],
    ]);
    const mine = await call('getprojectchart', emp1.headers, {
      project_id: p1.id,
      ...march,
      bucket: 'month',
    });
    expect(mine.json().points).toEqual([{ start: '2026-03-01', minutes: 600, billable_minutes: 540 }]);
  });
});
