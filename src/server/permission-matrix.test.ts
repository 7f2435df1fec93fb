/**
 * The permission matrix: every API call × who calls it, with the outcome each must get. A call missing from
 * the table fails the test, so a new call cannot ship without saying who may use it.
 *
 * The cast: `emp` reports to `mgr`; `peer` reports to another manager; `hr`; `gone` was terminated after
 * signing in. Each scenario names the caller and the employee the call is about:
 *   none: no token, about emp          own: emp about emp         other: emp about peer
 *   report: mgr about emp              stranger: mgr about peer   hr: hr about emp
 *   terminated: gone's old token, about gone
 * `ok` means allowed: neither 401 nor 403, and never 5xx (a 400 or 409 for the body given is still allowed). A 404
 * is a refusal too: every subject here exists, so "not found" could only be hiding it from the caller.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousTrace } from './actor.js';
import {
  approvalRules,
  delegations,
  documents,
  employees,
  leaveRequests,
  reviewCycles,
} from './db/schema.js';
import { openRequest } from './modules/approvals/engine.js';
import { createPayload } from './modules/employees/payload.fixture.js';
import { createEmployee, cycleDates, setupHarness, signIn, TEST_PASSWORD, unique } from './test/harness.js';

type Outcome = 'ok' | 401 | 403;
type Scenario = 'none' | 'own' | 'other' | 'report' | 'stranger' | 'hr' | 'terminated';
type Person = Awaited<ReturnType<typeof createEmployee>>;
interface Ctx {
  target: Person;
  cycleId: string;
  /** A document of the target. */
  documentId: string;
  /** A fresh employee beside the target (same manager), for calls that use one up. */
  throwaway: () => Promise<Person>;
  pendingLeave: (of: Person) => Promise<string>;
  /** A pending attendance correction request of this person, through the engine. */
  pendingCorrection: (of: Person) => Promise<string>;
  /** A new approval rule, or a stand-in named by this person. */
  rule: () => Promise<string>;
  delegation: (of: Person) => Promise<string>;
}
interface Row {
  body?: (ctx: Ctx) => object | Promise<object>;
  query?: (ctx: Ctx) => string | Promise<string>;
  /** Outcomes in scenario order: none, own, other, report, stranger, hr, terminated. */
  expect: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];
  /** Signs the caller in again first, for calls that end the session. */
  fresh?: boolean;
}

const scenarios: Scenario[] = ['none', 'own', 'other', 'report', 'stranger', 'hr', 'terminated'];
const ok = 'ok' as const;
const PUBLIC: Row['expect'] = [ok, ok, ok, ok, ok, ok, ok];
const SIGNED_IN: Row['expect'] = [401, ok, ok, ok, ok, ok, 401];
const HR_ONLY: Row['expect'] = [401, 403, 403, 403, 403, ok, 401];
/** Own records; a manager reads their reports'; hr anyone's. */
const OWN_TEAM_READ: Row['expect'] = [401, ok, 403, ok, 403, ok, 401];
/** Own records, or hr; not a manager (personal numbers). */
const OWN_OR_HR: Row['expect'] = [401, ok, 403, 403, 403, ok, 401];
/** A decision about someone else: their manager or hr, never the person themself. */
const DECIDE: Row['expect'] = [401, 403, 403, ok, 403, ok, 401];
const OWN_ONLY: Row['expect'] = [401, ok, 403, 403, 403, 403, 401];
const TEAM_OR_HR: Row['expect'] = [401, 403, 403, ok, ok, ok, 401];

/** A new future day on every call (seeded, so a failure replays): leave rows of one person never overlap. */
let drawn = 0;
const future = () => {
  drawn += 1;
  const d = new Date(Date.UTC(2040, 0, 1) + drawn * 7 * 86_400_000).toISOString().slice(0, 10);
  return { start_date: d, end_date: d };
};

const matrix: Record<string, Row> = {
  'GET /api/health': { expect: PUBLIC },
  'POST /api/employee/login': {
    body: ({ target }) => ({ email: target.email, password: TEST_PASSWORD }),
    expect: [ok, ok, ok, ok, ok, ok, 401],
  },
  'POST /api/employee/me': { expect: SIGNED_IN },
  'POST /api/employee/logout': { expect: SIGNED_IN, fresh: true },
  'POST /api/employee/forgotpassword': { body: ({ target }) => ({ email: target.email }), expect: PUBLIC },
  'POST /api/employee/resetpassword': {
    body: () => ({ token: 'not-a-real-reset-token', password: 'Whatever-123' }),
    expect: PUBLIC,
  },
  'POST /api/employee/changepassword': {
    body: () => ({ currentPassword: 'wrong', newPassword: 'Another-pass-1' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/updatepreferences': {
    body: () => ({ language: 'ne' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/sendpasswordreset': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getsettings': { expect: HR_ONLY },
  'POST /api/employee/updatesettings': { body: () => ({}), expect: HR_ONLY },
  'POST /api/employee/getauditlog': { body: () => ({ pageSize: 1 }), expect: HR_ONLY },
  'POST /api/employee/getdashboardstats': { expect: HR_ONLY },
  'POST /api/employee/getanalytics': { expect: HR_ONLY },
  'POST /api/employee/exportauditlog': { body: ({ target }) => ({ actor_id: target.id }), expect: HR_ONLY },
  'POST /api/employee/revealpersonaldata': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_OR_HR,
  },

  'POST /api/employee/applyleave': {
    body: ({ target }) => ({
      employee_id: target.id,
      leavetype: 'Matrix',
      leave_type: 'Unpaid',
      ...future(),
    }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/getmyleave': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getleavebalance': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'GET /api/employee/getallleave': { query: () => 'status=pending&pageSize=1', expect: TEAM_OR_HR },
  'POST /api/employee/approveleave': {
    body: async ({ target, pendingLeave }) => ({ _id: await pendingLeave(target), status: 'rejected' }),
    expect: DECIDE,
  },
  'POST /api/employee/cancelleave': {
    body: async ({ target, pendingLeave }) => ({ _id: await pendingLeave(target) }),
    expect: OWN_ONLY,
  },

  'POST /api/employee/getreviewcycles': { expect: SIGNED_IN },
  'POST /api/employee/createreviewcycle': {
    body: () => ({ name: `Matrix ${unique()}`, ...cycleDates() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/updatereviewcycle': {
    body: ({ cycleId }) => ({ cycle_id: cycleId, status: 'open' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getreviews': { body: ({ cycleId }) => ({ cycle_id: cycleId }), expect: TEAM_OR_HR },
  'POST /api/employee/savereview': {
    body: ({ target, cycleId }) => ({
      cycle_id: cycleId,
      employee_id: target.id,
      rating: 3,
      comments: 'Steady work',
    }),
    expect: DECIDE,
  },
  'POST /api/employee/getemployeereviews': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/check_in': { body: ({ target }) => ({ employee_id: target.id }), expect: OWN_ONLY },
  'POST /api/employee/check_out': { body: ({ target }) => ({ employee_id: target.id }), expect: OWN_ONLY },
  'POST /api/employee/gettodayattendance': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getAttendanceSummary': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getmyattendance': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getAttendanceHistory': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/submitattendance': {
    body: ({ target }) => ({ employee_id: target.id, month: '2025-01' }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/getattendance': { body: () => ({ department: 'nobody-works-here' }), expect: HR_ONLY },
  'POST /api/employee/exportattendance': {
    body: () => ({ department: 'nobody-works-here' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/updateattendance': {
    body: ({ target }) => ({
      employee_id: target.id,
      date: '2025-01-06',
      status: 'Absent',
      reason: 'Matrix',
    }),
    expect: HR_ONLY,
  },

  'POST /api/employee/getapprovals': { expect: SIGNED_IN },
  'POST /api/employee/getmyrequests': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/decide': {
    body: async ({ target, pendingCorrection }) => ({
      _id: await pendingCorrection(target),
      status: 'rejected',
    }),
    expect: DECIDE,
  },
  'POST /api/employee/cancelrequest': {
    body: async ({ target, pendingCorrection }) => ({ _id: await pendingCorrection(target) }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/requestcorrection': {
    body: () => ({ date: '2020-01-01', check_in_time: '09:00', reason: 'Forgot' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/requestprofilechange': { body: () => ({ address: 'Lalitpur' }), expect: SIGNED_IN },
  'POST /api/employee/getapprovalrules': { expect: HR_ONLY },
  'POST /api/employee/saveapprovalrule': {
    // A department nobody is in: other test files may share the database, and no request of theirs may match.
    body: () => ({
      name: 'Matrix',
      kind: 'attendance',
      department: 'Matrix',
      steps: [{ approvers: ['hr'], mode: 'any' }],
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deleteapprovalrule': {
    body: async ({ rule }) => ({ _id: await rule() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getdelegations': { expect: SIGNED_IN },
  'POST /api/employee/savedelegation': {
    body: ({ target }) => ({
      delegate_id: target.managerId,
      start_date: '2040-01-01',
      end_date: '2040-01-02',
    }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/removedelegation': {
    body: async ({ target, delegation }) => ({ _id: await delegation(target) }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/getnotifications': { expect: SIGNED_IN },
  'POST /api/employee/marknotificationsread': { body: () => ({ all: true }), expect: SIGNED_IN },
  // seconds=0: the first count, then the stream ends (an open one would never finish here).
  'GET /api/employee/notificationstream': { query: () => 'seconds=0', expect: SIGNED_IN },
  'POST /api/employee/getemployee': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getreportingline': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/createemployee': { body: () => createPayload(), expect: HR_ONLY },
  'POST /api/employee/updateemployee': {
    // The target's own e-mail and a blank password (keep it), so the cast can still sign in afterwards.
    body: ({ target }) => ({
      ...createPayload({ email: target.email, password: '' }),
      employee_id: target.id,
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/terminateemployee': {
    body: async ({ throwaway }) => ({ employee_id: (await throwaway()).id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getallemployee': { expect: HR_ONLY },
  'POST /api/employee/searchemployees': {
    body: () => ({ q: 'test', page: 1, pageSize: 5 }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportemployees': { body: () => ({ q: 'nobody-matches-this' }), expect: HR_ONLY },
  'POST /api/employee/getmanagers': { expect: HR_ONLY },
  'POST /api/employee/getemployeestats': { expect: HR_ONLY },
  'POST /api/employee/report': { body: ({ target }) => ({ employee_id: target.id }), expect: HR_ONLY },
  'POST /api/employee/uploaddocument': { expect: HR_ONLY },
  // Always one's own: the server takes the owner from the session (no body here, so a 415 for whoever is let in).
  'POST /api/employee/uploadattachment': { expect: SIGNED_IN },
  'POST /api/employee/getdocuments': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_OR_HR,
  },
  'GET /api/employee/downloaddocument': { query: ({ documentId }) => `id=${documentId}`, expect: OWN_OR_HR },
};

// Documents need their file in the uploads folder, or a download is a 404 for a reason that is not permission.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'hris-matrix-uploads-'));
const h = setupHarness({ uploadsDir });
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
      Object.keys(matrix).filter((c) => !calls.includes(c)),
      'rows for calls that no longer exist',
    ).toEqual([]);
  });

  const cases = Object.entries(matrix).flatMap(([call, row]) =>
    scenarios.map((scenario, i) => ({ call, row, scenario, outcome: row.expect[i]! })),
  );
  it.each(cases)('$call as $scenario → $outcome', async ({ call, row, scenario, outcome }) => {
    const [method, url] = call.split(' ') as ['GET' | 'POST', string];
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
    };
    const headers = actor
      ? row.fresh && actor !== 'gone'
        ? await signIn(h, cast[actor].email)
        : tokens[actor]!
      : {};
    const res = await h.app.inject({
      method,
      url: row.query ? `${url}?${await row.query(ctx)}` : url,
      headers,
      ...(method === 'POST' ? { payload: row.body ? await row.body(ctx) : {} } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (outcome === 'ok') expect([401, 403, 404], res.body).not.toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(outcome);
  });
});
