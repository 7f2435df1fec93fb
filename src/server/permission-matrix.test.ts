/**
 * The permission matrix: every API call × who calls it, with the outcome each must get. A call missing from
 * the table fails the test, so a new call cannot ship without saying who may use it. A rule inside a call has a
 * row of its own, its case named after the call (`POST /api/employee/decide (a step that names hr)`).
 *
 * The cast: `emp` reports to `mgr`; `peer` reports to another manager; `hr`; `gone` was terminated after
 * signing in. Each scenario names the caller and the employee the call is about:
 *   none: no token, about emp          own: emp about emp         other: emp about peer
 *   report: mgr about emp              stranger: mgr about peer   hr: hr about emp
 *   terminated: gone's old token, about gone
 * `ok` means allowed: neither 401 nor 403, and never 5xx (a 400 or 409 for the body given is still allowed). A 404
 * is a refusal too: every subject here exists, so "not found" could only be hiding it from the caller.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequest } from '../areas/approvals/server/writes.js';
import { orgToday } from '../areas/employees/server/reads.js';
import { insertClient, insertProject } from '../areas/projects/server/time-test-data.js';
import { createFeed } from '../areas/team/server/writes.js';
import { anonymousTrace } from './actor.js';
import {
  apiTokens,
  approvalRequests,
  approvalRules,
  approvalSteps,
  attendanceDevices,
  attendancePunches,
  bankFileTemplates,
  delegations,
  devicePins,
  documents,
  employees,
  holidays,
  imports,
  jobs,
  leaveRequests,
  organisationValues,
  payrollRunLines,
  payrollRuns,
  reviewCycles,
  shiftTypes,
  workSites,
} from './db/schema.js';
import { matrix } from './permission-matrix-rows.js';
import { type Ctx, future, type Person, type Scenario, scenarios } from './permission-matrix-types.js';
import { createEmployee, cycleDates, setupHarness, signIn, unique } from './test/harness.js';

// Documents need their file in the uploads folder, or a download is a 404 for a reason that is not permission.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'hris-matrix-uploads-'));
const h = setupHarness({ uploadsDir });
/** Years of the matrix's payroll runs so far: a run's month is unique. */
const payrollYears = new Set<number>();
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

describe('permission matrix', () => {
  const cast = {} as Record<'emp' | 'mgr' | 'peer' | 'otherMgr' | 'hr' | 'gone', Person>;
  const tokens = {} as Record<string, Record<string, string>>;
  let cycleId: string;

  beforeAll(async () => {
    cast.mgr = await createEmployee(h, { role: 'manager' });
    cast.otherMgr = await createEmployee(h, { role: 'manager' });
    cast.emp = await createEmployee(h, { managerId: cast.mgr.id });
    cast.peer = await createEmployee(h, { managerId: cast.otherMgr.id });
    cast.hr = await createEmployee(h, { role: 'hr' });
    cast.gone = await createEmployee(h, { managerId: cast.mgr.id });
    for (const key of ['emp', 'mgr', 'hr', 'gone'] as const) tokens[key] = await signIn(h, cast[key].email);
    await h.database.db
      .update(employees)
      .set({ status: 'terminated', terminatedAt: new Date() })
      .where(eq(employees.id, cast.gone.id));
    const dates = cycleDates();
    const [cycle] = await h.database.db
      .insert(reviewCycles)
      .values({ name: `Matrix cycle ${unique()}`, startDate: dates.start_date, endDate: dates.end_date })
      .returning();
    cycleId = cycle!.id;
  });

  const who: Record<Scenario, () => { actor?: keyof typeof cast; target: Person }> = {
    none: () => ({ target: cast.emp }),
    own: () => ({ actor: 'emp', target: cast.emp }),
    other: () => ({ actor: 'emp', target: cast.peer }),
    report: () => ({ actor: 'mgr', target: cast.emp }),
    stranger: () => ({ actor: 'mgr', target: cast.peer }),
    hr: () => ({ actor: 'hr', target: cast.emp }),
    terminated: () => ({ actor: 'gone', target: cast.gone }),
  };

  /** The call a row's key names: its method and path, without the case. */
  const callOf = (key: string) => key.split(' ').slice(0, 2).join(' ');

  it('lists every call of the API', () => {
    const paths = h.app.swagger().paths ?? {};
    const calls = Object.entries(paths).flatMap(([url, methods]) =>
      Object.keys(methods ?? {}).map((m) => `${m.toUpperCase()} ${url}`),
    );
    expect(
      calls.filter((c) => !(c in matrix)),
      'calls missing from the permission matrix',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((c) => !calls.includes(callOf(c))),
      'rows for calls that no longer exist',
    ).toEqual([]);
  });

  const cases = Object.entries(matrix).flatMap(([call, row]) =>
    scenarios.map((scenario, i) => ({ call, row, scenario, outcome: row.expect[i]! })),
  );
  it.each(cases)('$call as $scenario → $outcome', async ({ call, row, scenario, outcome }) => {
    const [method, url] = callOf(call).split(' ') as ['GET' | 'POST', string];
    const { actor, target } = who[scenario]();
    const storedName = `${randomBytes(16).toString('hex')}.pdf`;
    writeFileSync(path.join(uploadsDir, storedName), '%PDF-1.4\n%%EOF\n');
    const [doc] = await h.database.db
      .insert(documents)
      .values({
        employeeId: target.id,
        kind: 'government_id',
        originalName: 'id.pdf',
        storedName,
        contentType: 'application/pdf',
        size: 10,
      })
      .returning();
    const ctx: Ctx = {
      target,
      cycleId,
      documentId: doc!.id,
      throwaway: () => createEmployee(h, { managerId: target.managerId }),
      pendingLeave: async (of) => {
        const { start_date, end_date } = future();
        const [leave] = await h.database.db
          .insert(leaveRequests)
          .values({
            employeeId: of.id,
            leaveType: 'Unpaid',
            reason: 'Matrix',
            startDate: start_date,
            endDate: end_date,
          })
          .returning();
        return leave!.id;
      },
      pendingCorrection: (of) =>
        h.database.db.transaction(async (tx) => {
          const made = await openRequest(tx, anonymousTrace('matrix'), new Date(), {
            kind: 'attendance',
            employee: { id: of.id, managerId: of.managerId, department: null },
            payload: { date: future().start_date, check_in_time: '09:00', reason: 'Matrix' },
          });
          return made.id;
        }),
      pendingStep: async (of, seats) => {
        const [request] = await h.database.db
          .insert(approvalRequests)
          .values({
            kind: 'attendance',
            employeeId: of.id,
            payload: { date: future().start_date, check_in_time: '09:00', reason: 'Matrix' },
            currentStep: 1,
          })
          .returning();
        await h.database.db
          .insert(approvalSteps)
          .values({ requestId: request!.id, position: 1, mode: 'any', status: 'pending', ...seats });
        return request!.id;
      },
      rule: async () => {
        const [rule] = await h.database.db
          .insert(approvalRules)
          .values({
            name: 'Matrix',
            kind: 'attendance',
            department: 'Matrix',
            steps: [{ approvers: ['hr'], people: [], mode: 'any' }],
          })
          .returning();
        return rule!.id;
      },
      delegation: async (of) => {
        const [row] = await h.database.db
          .insert(delegations)
          .values({
            employeeId: of.id,
            delegateId: cast.hr.id,
            startDate: '2040-01-01',
            endDate: '2040-01-02',
          })
          .returning();
        return row!.id;
      },
      feedToken: async (of) => {
        const { url } = await createFeed(h.database.db, h.app.pii, of.id, 'http://test');
        return url!.split('/').at(-1)!.replace('.ics', '');
      },
      deadJob: async () => {
        const [job] = await h.database.db
          .insert(jobs)
          .values({
            kind: 'email',
            key: `matrix:${randomUUID()}`,
            payload: { notificationId: randomUUID() },
            status: 'dead',
            attempts: 6,
          })
          .returning();
        return job!.id;
      },
      flaggedPunch: async (of) => {
        const at = new Date('2030-01-07T03:00:00Z');
        const [punch] = await h.database.db
          .insert(attendancePunches)
          .values({ employeeId: of.id, action: 'in', receivedAt: at, recordedAt: at, flags: ['clock_gap'] })
          .returning();
        return punch!.id;
      },
      shiftType: async () => {
        const [row] = await h.database.db
          .insert(shiftTypes)
          .values({
            name: `Matrix ${unique()}`,
            startTime: '22:00',
            endTime: '06:00',
            fullDayMinutes: 420,
            halfDayMinutes: 210,
            weekdays: [0, 1, 2, 3, 4, 5, 6],
          })
          .returning();
        return row!.id;
      },
      device: async (what = 'serial') => {
        const serial = `M${randomBytes(8).toString('hex')}`;
        const [row] = await h.database.db
          .insert(attendanceDevices)
          .values({ serial, name: serial, timeZone: 'Asia/Kathmandu' })
          .returning();
        return what === 'id' ? row!.id : serial;
      },
      devicePin: async (of) => {
        const pin = `M${randomBytes(8).toString('hex')}`;
        const [row] = await h.database.db.insert(devicePins).values({ pin, employeeId: of.id }).returning();
        return row!.id;
      },
      site: async () => {
        const [site] = await h.database.db
          .insert(workSites)
          .values({ name: `Matrix ${unique()}`, networks: ['192.0.2.0/24'] })
          .returning();
        return site!.id;
      },
      orgValue: async () => {
        const [value] = await h.database.db
          .insert(organisationValues)
          .values({ kind: 'designation', name: `Matrix ${unique()}` })
          .returning();
        return value!.id;
      },
      apiToken: async () => {
        const [row] = await h.database.db
          .insert(apiTokens)
          .values({
            name: `Matrix ${unique()}`,
            prefix: 'hris_matrix',
            secretHash: randomBytes(32).toString('hex'),
            scopes: ['leave:read'],
            expiresAt: new Date('2099-01-01T00:00:00Z'),
            createdBy: cast.hr.id,
          })
          .returning();
        return row!.id;
      },
      bankTemplate: async () => {
        const [row] = await h.database.db
          .insert(bankFileTemplates)
          .values({ name: `Matrix ${unique()}`, columns: [{ key: 'amount', header: 'Amount' }] })
          .returning();
        return row!.id;
      },
      project: async (...members) => {
        const client = await insertClient(h.database.db);
        const p = await insertProject(h.database.db, {
          clientId: client.id,
          members: members.map((m) => m.id),
        });
        return { clientId: client.id, projectId: p.id, activityId: p.activities[0]!.id };
      },
      standInProject: async (of) => {
        const manager = await createEmployee(h);
        await insertProject(h.database.db, { managerId: manager.id, members: [of.id] });
        const today = await orgToday(h.database.db, h.app.now());
        if (actor)
          await h.database.db
            .insert(delegations)
            .values({ employeeId: manager.id, delegateId: cast[actor].id, startDate: today, endDate: today });
      },
      holiday: async () => {
        const [row] = await h.database.db
          .insert(holidays)
          .values({ date: '2091-01-01', name: `Matrix ${unique()}` })
          .returning();
        return row!.id;
      },
      finishedImport: async () => {
        const [row] = await h.database.db
          .insert(imports)
          .values({
            kind: 'employees',
            fileName: 'matrix.csv',
            createdBy: cast.hr.id,
            headers: ['Employee ID'],
            rows: h.app.pii.seal('[["E1"]]')!,
            rowCount: 1,
            status: 'done',
          })
          .returning();
        return row!.id;
      },
      newImport: async () => {
        const [row] = await h.database.db
          .insert(imports)
          .values({
            kind: 'balances',
            fileName: 'matrix.csv',
            createdBy: cast.hr.id,
            headers: ['Employee ID', 'Leave type', 'Days'],
            rows: h.app.pii.seal('[["nobody","Annual","1"]]')!,
            rowCount: 1,
          })
          .returning();
        return row!.id;
      },
      payrollRun: async (of, status = 'draft') => {
        // A draft run of a month far away (periods are unique), with a line of this person.
        let year = randomInt(3000, 9999);
        while (payrollYears.has(year)) year = randomInt(3000, 9999);
        payrollYears.add(year);
        const [run] = await h.database.db
          .insert(payrollRuns)
          .values({
            period: `${year}-07`,
            calendar: 'gregorian',
            firstDay: `${year}-07-01`,
            lastDay: `${year}-07-31`,
            fiscalYear: year,
            fiscalMonth: 4,
            ...(status === 'published' ? { status, lockedAt: new Date(), publishedAt: new Date() } : {}),
          })
          .returning();
        const zero = { basic: 0, gross: 0, assessable: 0, taxable: 0, tax: 0, net: 0, totalDeductions: 0 };
        await h.database.db.insert(payrollRunLines).values({
          ...zero,
          runId: run!.id,
          employeeId: of.id,
          employeeContributions: 0,
          employerContributions: 0,
          unpaidLeaveDays: 0,
          absentDays: 0,
          details: {},
        });
        return run!.id;
      },
    };
    const headers = actor
      ? row.fresh && actor !== 'gone'
        ? await signIn(h, cast[actor].email)
        : tokens[actor]!
      : {};
    const res = await h.app.inject({
      method,
      url: row.path ? await row.path(ctx) : row.query ? `${url}?${await row.query(ctx)}` : url,
      headers,
      ...(method === 'POST' ? { payload: row.body ? await row.body(ctx) : {} } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (outcome === 'ok') expect([401, 403, 404], res.body).not.toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(outcome);
  });
});
