import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  createEmployee,
  setupHarness,
  signIn,
  TEST_PASSWORD,
} from '../../../server/test/harness.js';
import { addTestListValues } from '../../../server/test/org-lists.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { createPayload } from './employee-test-helpers.js';

const h = setupHarness();
// The departments and designations the payloads name are the organisation's (issue 40).
beforeAll(() => addTestListValues(h.database.db));
const call = callerOf(h);

async function created(hr: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const payload = createPayload(overrides);
  const res = await call('createemployee', hr, payload);
  expect(res.statusCode).toBe(200);
  return { payload, user: res.json() };
}

describe('getemployee', () => {
  it('gives hr anyone, a manager their reports, everyone themself, and nobody else', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const report = await actorOf(h, 'employee', { managerId: manager.employee.id, ssn: 'SSF-9999000011' });
    const other = await actorOf(h, 'employee');
    const get = (headers: Record<string, string>, id: string) =>
      call('getemployee', headers, { employee_id: id });

    const byHr = await get(hr.headers, report.employee.id);
    expect(byHr.statusCode).toBe(200);
    expect(byHr.json()).toMatchObject({ _id: report.employee.id, payrollInfo: { ssn: '••••••••••0011' } });
    expect((await get(manager.headers, report.employee.id)).statusCode).toBe(200);
    expect((await get(report.headers, report.employee.id)).statusCode).toBe(200);
    expect((await get(other.headers, report.employee.id)).statusCode).toBe(403);
    expect((await get(hr.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('updateemployee', () => {
  it('changes the fields, keeps blank personal numbers and password, and audits the change', async () => {
    const hr = await actorOf(h, 'hr');
    const { payload, user } = await created(hr.headers);
    const res = await call('updateemployee', hr.headers, {
      ...payload,
      employee_id: user._id,
      firstName: 'Mayalu',
      password: '',
      employmentDetails: { ...payload.employmentDetails, designation: 'Senior Data Analyst' },
      payrollInfo: { ...payload.payrollInfo, salary: 110000, ssn: '', bankAccount: '', taxId: 'PAN-999' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Mayalu',
      employmentDetails: { designation: 'Senior Data Analyst' },
      payrollInfo: { salary: 110000, ssn: '••••••••••3344', taxId: '••••-999' },
    });
    const reveal = await call('revealpersonaldata', hr.headers, { employee_id: user._id });
    expect(reveal.json()).toEqual({
      ssn: 'SSF-1100223344',
      bankAccount: '00112233445566',
      taxId: 'PAN-999',
      // Nepal's identity numbers (issue 40): none given.
      pan: '',
      ssfNumber: '',
      citizenshipNumber: '',
      citizenshipDistrict: '',
      nin: '',
    });
    // The old password still works.
    await signIn(h, payload.email, payload.password);
    const entries = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, user._id));
    const update = entries.find((e) => e.action === 'update');
    expect(update?.before).toMatchObject({ firstName: 'Maya' });
    expect(update?.after).toMatchObject({ firstName: 'Mayalu', passwordChanged: false });
  });

  it('sets a new password, which ends the employee’s open sessions', async () => {
    const hr = await actorOf(h, 'hr');
    const { payload, user } = await created(hr.headers);
    const session = await signIn(h, payload.email, payload.password);
    const res = await call('updateemployee', hr.headers, {
      ...payload,
      employee_id: user._id,
      password: 'A-new-passw0rd',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('me', session)).statusCode).toBe(401);
    await signIn(h, payload.email, 'A-new-passw0rd');
  });

  it('refuses an e-mail or employee ID of someone else, and a reporting loop', async () => {
    const hr = await actorOf(h, 'hr');
    const a = await created(hr.headers);
    const b = await created(hr.headers, { managerId: a.user._id });
    const email = await call('updateemployee', hr.headers, {
      ...b.payload,
      employee_id: b.user._id,
      email: a.payload.email,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('An employee with this email already exists');
    const code = await call('updateemployee', hr.headers, {
      ...b.payload,
      employee_id: b.user._id,
      employmentDetails: {
        ...b.payload.employmentDetails,
        employeeId: a.payload.employmentDetails.employeeId,
      },
    });
    expect(code.statusCode).toBe(409);
    expect(code.json().message).toBe('An employee with this employee ID already exists');
    const loop = await call('updateemployee', hr.headers, {
      ...a.payload,
      employee_id: a.user._id,
      managerId: b.user._id,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toMatch(/reporting loop/);
    // Keeping one's own e-mail and code is fine.
    const same = await call('updateemployee', hr.headers, { ...a.payload, employee_id: a.user._id });
    expect(same.statusCode).toBe(200);
  });

  it('still needs ten-digit contact numbers', async () => {
    const hr = await actorOf(h, 'hr');
    const { payload, user } = await created(hr.headers);
    const res = await call('updateemployee', hr.headers, {
      ...payload,
      employee_id: user._id,
      emergencyContact: { ...payload.emergencyContact, contactNumber: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Contact number must be exactly 10 digits');
  });
});

describe('terminateemployee', () => {
  it('refuses sign-in, revokes the open token, keeps the record and shows Terminated', async () => {
    const hr = await actorOf(h, 'hr');
    const { payload, user } = await created(hr.headers);
    const session = await signIn(h, payload.email, payload.password);
    expect((await call('me', session)).statusCode).toBe(200);

    const res = await call('terminateemployee', hr.headers, { employee_id: user._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().employee.status).toBe('Terminated');

    expect((await call('me', session)).statusCode).toBe(401);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('This account has been terminated. Please contact HR.');

    const again = await call('terminateemployee', hr.headers, { employee_id: user._id });
    expect(again.statusCode).toBe(409);
    const profile = await call('getemployee', hr.headers, { employee_id: user._id });
    expect(profile.json()).toMatchObject({ status: 'Terminated', email: payload.email });
  });

  it('cancels their pending leave and hands their reports to their own manager, audited', async () => {
    const hr = await actorOf(h, 'hr');
    const director = await actorOf(h, 'manager');
    const leaving = await actorOf(h, 'manager', { managerId: director.employee.id });
    const report = await actorOf(h, 'employee', { managerId: leaving.employee.id });
    const leave = leaveApi(h);
    const own = await leave.applied(leaving.headers, { start_date: '2030-03-04', end_date: '2030-03-05' });
    const reports = await leave.applied(report.headers, { start_date: '2030-03-11', end_date: '2030-03-12' });

    expect(
      (await call('terminateemployee', hr.headers, { employee_id: leaving.employee.id })).statusCode,
    ).toBe(200);

    const [cancelled] = await h.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, own));
    expect(cancelled?.status).toBe('cancelled');
    const moved = await call('getemployee', hr.headers, { employee_id: report.employee.id });
    expect(moved.json().managerId).toBe(director.employee.id);
    // The report's request now waits on the director, and only on them.
    const queue = await leave.all(director.headers, '?status=pending');
    expect(queue.json().approvedLeaves.map((l: { _id: string }) => l._id)).toContain(reports);
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, report.employee.id));
    expect(audit.map((a) => [a.action, a.after])).toContainEqual([
      'update',
      { managerId: director.employee.id },
    ]);
  });

  it('does not let hr terminate themself', async () => {
    const hr = await actorOf(h, 'hr');
    const res = await call('terminateemployee', hr.headers, { employee_id: hr.employee.id });
    expect(res.statusCode).toBe(403);
  });
});

describe('hr only', () => {
  it('answers 403 to employees and managers on every administration call', async () => {
    const hr = await actorOf(h, 'hr');
    const target = await createEmployee(h);
    const { payload } = await created(hr.headers);
    for (const role of ['employee', 'manager'] as const) {
      // A manager is refused even for their own direct report.
      const someone = await actorOf(h, role);
      const report = await createEmployee(h, { managerId: someone.employee.id });
      const calls: [string, object][] = [
        ['createemployee', createPayload()],
        ['getallemployee', {}],
        ['searchemployees', {}],
        ['exportemployees', {}],
        ['getemployeestats', {}],
        ['getmanagers', {}],
        ['updateemployee', { ...payload, employee_id: report.id }],
        ['terminateemployee', { employee_id: report.id }],
        ['terminateemployee', { employee_id: target.id }],
        ['report', { employee_id: report.id }],
      ];
      for (const [url, body] of calls) {
        const res = await call(url, someone.headers, body);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    // Nothing was terminated along the way.
    await signIn(h, target.email, TEST_PASSWORD);
  });
});
