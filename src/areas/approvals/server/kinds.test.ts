import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  approvalRequests,
  attendanceRecords,
  attendanceSubmissions,
  employees,
} from '../../../server/db/schema.js';
import { actorOf, callerOf, insertLeave, insertRecord, setupHarness } from '../../../server/test/harness.js';
import { type Approval, approvalReply } from '../schemas.js';

// 14 June 2030, 11:45 in Kathmandu.
const now = new Date('2030-06-14T06:00:00Z');
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'hris-attachments-test-'));
const h = setupHarness({ now: () => now, uploadsDir });
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
const post = callerOf(h);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Uploads a supporting document as `headers`' caller (multipart, as the browser sends it). */
async function attach(headers: Record<string, string>, bytes = PDF) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'guard-note.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return h.app.inject({
    method: 'POST',
    url: '/api/employee/uploadattachment',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const download = (headers: Record<string, string>, id: string) =>
  h.app.inject({ method: 'GET', url: `/api/employee/downloaddocument?id=${id}`, headers });

async function people() {
  const hr = await actorOf(h, 'hr');
  const manager = await actorOf(h, 'manager');
  const employee = await actorOf(h, 'employee', {
    managerId: manager.employee.id,
    address: 'Baneshwor, Kathmandu',
    bankAccount: '9988776655443322',
  });
  return { hr, manager, employee };
}

describe('attendance correction requests', () => {
  it('writes the day only when approved, and re-runs the late rule', async () => {
    const { hr, employee } = await people();
    // Checked in at 09:40 local on the 12th: Late.
    await insertRecord(h, {
      employeeId: employee.employee.id,
      workDate: '2030-06-12',
      status: 'Late',
      checkInAt: new Date('2030-06-12T03:55:00Z'),
    });
    const res = await post('requestcorrection', employee.headers, {
      date: '2030-06-12',
      check_in_time: '08:55',
      reason: 'The reader at the door was down',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = approvalReply.parse(res.json()).data;
    expect(made.correction).toEqual({
      date: '2030-06-12',
      reason: 'The reader at the door was down',
      before: { check_in_time: '09:40', check_out_time: null, status: 'Late' },
      after: { check_in_time: '08:55', check_out_time: null, status: null },
      attachment: null,
    });
    const day = () =>
      h.database.db
        .select()
        .from(attendanceRecords)
        .where(
          and(
            eq(attendanceRecords.employeeId, employee.employee.id),
            eq(attendanceRecords.workDate, '2030-06-12'),
          ),
        );
    expect((await day())[0]!.status).toBe('Late');
    // A second open correction of the same day is refused.
    const twice = await post('requestcorrection', employee.headers, {
      date: '2030-06-12',
      check_in_time: '08:50',
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);

    const decided = await post('decide', hr.headers, { _id: made._id, status: 'approved' });
    expect(decided.statusCode, decided.body).toBe(200);
    // The request keeps showing the day it corrected, not the corrected day.
    expect(approvalReply.parse(decided.json()).data.correction!.before).toEqual({
      check_in_time: '09:40',
      check_out_time: null,
      status: 'Late',
    });
    const [after] = await day();
    expect(after).toMatchObject({ status: 'Present', correctionNote: 'The reader at the door was down' });
    expect(after!.checkInAt!.toISOString()).toBe('2030-06-12T03:10:00.000Z');
  });

  it('refuses days under approved leave, submitted months, the future, and a check-out alone on an empty day', async () => {
    const { hr, employee } = await people();
    const id = employee.employee.id;
    await insertLeave(h, {
      employeeId: id,
      startDate: '2030-06-10',
      endDate: '2030-06-10',
      status: 'approved',
      decidedBy: hr.employee.id,
    });
    await h.database.db
      .insert(attendanceSubmissions)
      .values({ employeeId: id, month: '2030-05', submittedAt: new Date('2030-06-01T06:00:00Z') });
    const ask = (body: object) =>
      post('requestcorrection', employee.headers, { reason: 'Forgot', check_in_time: '09:00', ...body });
    expect((await ask({ date: '2030-06-10' })).json().message).toBe(
      'That day is covered by approved leave; there is nothing to correct.',
    );
    expect((await ask({ date: '2030-05-20' })).statusCode).toBe(409);
    expect((await ask({ date: '2030-06-15' })).statusCode).toBe(400);
    expect((await ask({ date: '2030-06-14', check_in_time: '13:00' })).statusCode).toBe(400);
    const lone = await ask({ date: '2030-06-11', check_in_time: null, check_out_time: '18:00' });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().field).toBe('check_in_time');
    const none = await h.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.employeeId, id));
    expect(none.filter((r) => r.kind === 'attendance')).toHaveLength(0);
  });
});

describe('a correction’s supporting document', () => {
  it('is the asker’s own upload, and its approvers read it; other managers do not', async () => {
    const { hr, manager, employee } = await people();
    const uploaded = await attach(employee.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const doc = uploaded.json();
    expect(doc).toMatchObject({ employeeId: employee.employee.id, kind: 'supporting_document' });
    // Someone else's document cannot be attached.
    const other = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const stolen = await post('requestcorrection', other.headers, {
      date: '2030-06-11',
      check_in_time: '09:00',
      reason: 'Forgot',
      attachment_id: doc._id,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().field).toBe('attachment_id');

    // Before it is attached, the manager may not read it.
    expect((await download(manager.headers, doc._id)).statusCode).toBe(403);
    const res = await post('requestcorrection', employee.headers, {
      date: '2030-06-11',
      check_in_time: '09:00',
      reason: 'Forgot to clock in; the guard noted it',
      attachment_id: doc._id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.correction.attachment).toEqual({ _id: doc._id, name: 'guard-note.pdf' });
    const read = await download(manager.headers, doc._id);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect((await download(hr.headers, doc._id)).statusCode).toBe(200);
    const stranger = await actorOf(h, 'manager');
    expect((await download(stranger.headers, doc._id)).statusCode).toBe(403);
  });

  it('refuses a file that is not a PDF or an image', async () => {
    const { employee } = await people();
    const res = await attach(employee.headers, Buffer.from('MZ just a program'));
    expect(res.statusCode).toBe(415);
  });
});

describe('profile change requests', () => {
  it('keeps the bank account sealed, hides it from other approvers, and applies on hr’s approval', async () => {
    const { hr, manager, employee } = await people();
    const res = await post('requestprofilechange', employee.headers, {
      address: 'Jhamsikhel, Lalitpur',
      bankAccount: '0011223344556677',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = approvalReply.parse(res.json()).data;
    expect(made.profile).toEqual([
      { field: 'address', before: 'Baneshwor, Kathmandu', after: 'Jhamsikhel, Lalitpur', hidden: false },
      { field: 'bankAccount', before: '••••••••••••3322', after: '••••••••••••6677', hidden: false },
    ]);
    const [stored] = await h.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, made._id));
    expect(JSON.stringify(stored!.payload)).not.toContain('0011223344556677');
    // Profile changes go to hr: not in the manager's inbox, and the manager never sees the account.
    expect((await post('getapprovals', manager.headers, {})).json().requests).toHaveLength(0);
    const seen = (await post('getmyrequests', manager.headers, { employee_id: employee.employee.id })).json()
      .requests as Approval[];
    expect(seen[0]!.profile!.find((p) => p.field === 'bankAccount')).toEqual({
      field: 'bankAccount',
      before: null,
      after: null,
      hidden: true,
    });
    // One open change at a time.
    expect((await post('requestprofilechange', employee.headers, { address: 'Elsewhere' })).statusCode).toBe(
      409,
    );

    expect((await post('decide', hr.headers, { _id: made._id, status: 'approved' })).statusCode).toBe(200);
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, employee.employee.id));
    expect(row!.address).toBe('Jhamsikhel, Lalitpur');
    expect(row!.bankAccount).not.toContain('0011223344556677');
    expect(h.app.pii.open(row!.bankAccount)).toBe('0011223344556677');
  });

  it('shows after approval the values it replaced, as they were when approved, not the new ones', async () => {
    const { hr, employee } = await people();
    const made = (
      await post('requestprofilechange', employee.headers, {
        address: 'Jhamsikhel, Lalitpur',
        bankAccount: '0011223344556677',
      })
    ).json().data;
    // hr corrects the address while the change waits: the change replaces the corrected one.
    await h.database.db
      .update(employees)
      .set({ address: 'Baneshwor-10, Kathmandu' })
      .where(eq(employees.id, employee.employee.id));
    // Only an approved request has replaced anything: the database says so too.
    await expect(
      h.database.db.update(approvalRequests).set({ replaced: {} }).where(eq(approvalRequests.id, made._id)),
    ).rejects.toThrow();
    const decided = await post('decide', hr.headers, { _id: made._id, status: 'approved' });
    expect(decided.statusCode).toBe(200);
    const approved = [
      { field: 'address', before: 'Baneshwor-10, Kathmandu', after: 'Jhamsikhel, Lalitpur', hidden: false },
      { field: 'bankAccount', before: '••••••••••••3322', after: '••••••••••••6677', hidden: false },
    ];
    expect(approvalReply.parse(decided.json()).data.profile).toEqual(approved);
    // Later changes to the person do not rewrite the request's history.
    await h.database.db
      .update(employees)
      .set({ address: 'Patan' })
      .where(eq(employees.id, employee.employee.id));
    const mine = (await post('getmyrequests', employee.headers, {})).json().requests as Approval[];
    expect(mine.find((r) => r._id === made._id)!.profile).toEqual(approved);
    const history = (await post('getapprovals', hr.headers, { view: 'history', kind: 'profile' })).json()
      .requests as Approval[];
    expect(history.find((r) => r._id === made._id)!.profile).toEqual(approved);
  });

  it('refuses an empty change and a malformed number, and lets the person withdraw', async () => {
    const { employee, hr } = await people();
    expect((await post('requestprofilechange', employee.headers, {})).statusCode).toBe(400);
    const bad = await post('requestprofilechange', employee.headers, { contactNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('contactNumber');
    const formula = await post('requestprofilechange', employee.headers, { bankAccount: '=1+1' });
    expect(formula.json()).toMatchObject({ code: 'id_account_format', field: 'bankAccount' });
    const made = (await post('requestprofilechange', employee.headers, { address: 'Bhaktapur' })).json().data;
    expect((await post('cancelrequest', hr.headers, { _id: made._id })).statusCode).toBe(403);
    const cancelled = await post('cancelrequest', employee.headers, { _id: made._id });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', can: { cancel: false } });
    expect((await post('decide', hr.headers, { _id: made._id, status: 'approved' })).statusCode).toBe(409);
  });
});
