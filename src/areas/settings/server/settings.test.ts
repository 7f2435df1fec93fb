import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness, unique } from '../../../server/test/harness.js';

const h = setupHarness();
const post = callerOf(h);

// Settings are one row for the whole organisation: put back what this file changes.
let original: (Record<string, unknown> & { companyName: string }) | undefined;
afterAll(async () => {
  if (!original) return;
  const { headers } = await actorOf(h, 'hr');
  // What the server keeps for itself (when the row changed, how far the accrual job has run) is not set by hr.
  const { updatedAt: _, id: __, leaveAccrualThrough: ___, ...restore } = original;
  await post('updatesettings', headers, restore);
});

describe('updatesettings', () => {
  it('saves valid settings for hr and records the change in the audit log', async () => {
    const { headers } = await actorOf(h, 'hr');
    original = (await post('getsettings', headers)).json();
    const res = await post('updatesettings', headers, {
      companyName: 'Himalaya Traders',
      timeZone: 'America/New_York',
      workStart: '08:30',
      lateGraceMinutes: 5,
      workingDays: [0, 1, 2, 3, 4],
      holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
      currency: 'USD',
      // Types other tests' requests use are kept (retired), never deleted.
      leaveTypes: [
        { name: 'Annual', allowance: 20 },
        { name: 'Sick', allowance: 12, retired: true },
        { name: 'Personal', allowance: 5, retired: true },
        { name: 'Unpaid', allowance: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Himalaya Traders',
      timeZone: 'America/New_York',
      workingDays: [0, 1, 2, 3, 4],
    });
    const me = await post('me', headers);
    expect(me.json().organisation).toMatchObject({
      companyName: 'Himalaya Traders',
      currency: 'USD',
      timeZone: 'America/New_York',
      workingDays: [0, 1, 2, 3, 4],
    });
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, res.headers['x-request-id'] as string));
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'settings',
      before: { companyName: original!.companyName },
      after: { companyName: 'Himalaya Traders' },
    });
    // A partial update keeps the rest.
    const partial = await post('updatesettings', headers, { lateGraceMinutes: 15 });
    expect(partial.json()).toMatchObject({ lateGraceMinutes: 15, workStart: '08:30' });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone such as Asia/Kathmandu'],
    [{ workStart: '25:00' }, 'Work start must be a time as HH:MM'],
    [{ holidays: [{ date: '2026-02-30', name: 'Nope' }] }, 'Date is not a valid date'],
    [
      {
        holidays: [
          { date: '2026-12-25', name: 'A' },
          { date: '2026-12-25', name: 'B' },
        ],
      },
      'Holidays must not repeat a date',
    ],
    [{ workingDays: [1, 1] }, 'Working days must not repeat a day'],
    [{ workingDays: [7] }, 'Working days must be at most 6'],
    [{ currency: 'rupees' }, 'Currency must be an ISO 4217 currency code such as NPR, USD or EUR'],
    [{ currency: 'RUP' }, 'Currency must be an ISO 4217 currency code such as NPR, USD or EUR'],
    [{ workingDays: [] }, 'Working days must include at least one day'],
    [{ leaveTypes: [] }, 'Leave types needs at least one type'],
    [{ companyName: '' }, 'Company name is required'],
    [{ somethingElse: 1 }, 'Unrecognized key: "somethingElse"'],
  ])('refuses %j with a message naming the field, and changes nothing', async (payload, message) => {
    const { headers } = await actorOf(h, 'hr');
    const before = (await post('getsettings', headers)).json();
    const res = await post('updatesettings', headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await post('getsettings', headers)).json()).toEqual(before);
  });

  it('refuses the retired flat tax and SSF percentages as any unknown field, and has none to show (issue 41)', async () => {
    const { headers } = await actorOf(h, 'hr');
    const before = (await post('getsettings', headers)).json();
    expect(before).not.toHaveProperty('taxPercent');
    expect(before).not.toHaveProperty('ssfPercent');
    const res = await post('updatesettings', headers, {
      companyName: 'Flat Rates Ltd',
      taxPercent: 10,
      ssfPercent: 7.5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'unknown_fields_many',
      message: 'Unrecognized keys: "taxPercent", "ssfPercent"',
    });
    expect((await post('getsettings', headers)).json()).toEqual(before);
  });

  it("answers every wrong field at once, the first as the reply's own (issue 44, item 13)", async () => {
    const { headers } = await actorOf(h, 'hr');
    const before = (await post('getsettings', headers)).json();
    const res = await post('updatesettings', headers, {
      companyName: ' ',
      workStart: '25:00',
      lateGraceMinutes: 9999,
    });
    expect(res.statusCode).toBe(400);
    const reply = res.json();
    expect(reply).toMatchObject({ code: 'field_required', field: 'companyName' });
    expect(reply.problems).toEqual([
      {
        field: 'companyName',
        code: 'field_required',
        params: { field: 'Company name' },
        message: expect.any(String),
      },
      {
        field: 'workStart',
        code: 'field_time',
        params: { field: 'Work start' },
        message: expect.any(String),
      },
      {
        field: 'lateGraceMinutes',
        code: 'field_too_big',
        params: { field: 'Late grace minutes', max: 720 },
        message: 'Late grace minutes must be at most 720',
      },
    ]);
    expect((await post('getsettings', headers)).json()).toEqual(before);
  });

  it('is hr only', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const { headers } = await actorOf(h, role);
      expect((await post('updatesettings', headers, { lateGraceMinutes: 1 })).statusCode).toBe(403);
      expect((await post('getsettings', headers)).statusCode).toBe(403);
    }
  });
});

describe('settings changed outside this process (another instance, psql)', () => {
  it('are seen by the very next signed-in call, though each process keeps a copy', async () => {
    const { headers } = await actorOf(h, 'employee');
    const name = async () => (await post('me', headers)).json().organisation.companyName as string;
    const before = await name();
    await h.database.db.execute(sql`update organisation_settings set company_name = 'Changed Elsewhere'`);
    expect(await name()).toBe('Changed Elsewhere');
    await h.database.db.execute(sql`update organisation_settings set company_name = ${before}`);
    expect(await name()).toBe(before);
  });
});

describe('leave types in use', () => {
  it('may be retired (no new requests, balances kept) but not deleted', async () => {
    const hr = await actorOf(h, 'hr');
    const { headers } = await actorOf(h, 'employee');
    const name = `Study ${unique()}`;
    const base = (await post('getsettings', hr.headers)).json().leaveTypes;
    expect(
      (await post('updatesettings', hr.headers, { leaveTypes: [...base, { name, allowance: 5 }] }))
        .statusCode,
    ).toBe(200);
    const applied = await post('applyleave', headers, {
      leavetype: 'Exams',
      leave_type: name,
      start_date: '2031-03-03',
      end_date: '2031-03-04',
    });
    expect(applied.statusCode).toBe(201);

    const deleted = await post('updatesettings', hr.headers, { leaveTypes: base });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'leave_type_in_use', field: 'leaveTypes' });
    expect(deleted.json().message).toContain(`"${name}" has leave requests`);

    const retired = await post('updatesettings', hr.headers, {
      leaveTypes: [...base, { name, allowance: 5, retired: true }],
    });
    expect(retired.statusCode).toBe(200);
    const again = await post('applyleave', headers, {
      leavetype: 'Resit',
      leave_type: name,
      start_date: '2031-03-10',
      end_date: '2031-03-10',
    });
    expect(again.statusCode).toBe(400);
    const balance = (await post('getleavebalance', headers, { year: 2031 })).json().balances;
    expect(balance.find((b: { leave_type: string }) => b.leave_type === name)).toMatchObject({
      pending: 2,
      requestable: false,
    });
    // Put the organisation's types back for the other tests.
    await h.database.db.delete(leaveRequests).where(eq(leaveRequests.leaveType, name));
    expect((await post('updatesettings', hr.headers, { leaveTypes: base })).statusCode).toBe(200);
  });
});

describe('a leave type’s Nepali name (issue 44)', () => {
  it('is saved with the type, read by everyone with `me`, and refused when bad with nothing changed', async () => {
    const hr = await actorOf(h, 'hr');
    const base = (await post('getsettings', hr.headers)).json().leaveTypes as { name: string }[];
    const labelled = base.map((t, i) => (i === 0 ? { ...t, labels: { ne: ' वार्षिक बिदा ' } } : t));
    const saved = await post('updatesettings', hr.headers, { leaveTypes: labelled });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().leaveTypes[0].labels).toEqual({ ne: 'वार्षिक बिदा' });
    const { headers } = await actorOf(h, 'employee');
    expect((await post('me', headers)).json().organisation.leaveTypeLabels).toEqual({
      [base[0]!.name]: { ne: 'वार्षिक बिदा' },
    });

    const before = (await post('getsettings', hr.headers)).json();
    const bad = await post('updatesettings', hr.headers, {
      leaveTypes: base.map((t, i) => (i === 0 ? { ...t, labels: { ne: 'वार्षिक\nबिदा' } } : t)),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'field_one_line', field: 'leaveTypes.0.labels.ne' });
    expect((await post('getsettings', hr.headers)).json()).toEqual(before);
    expect((await post('updatesettings', hr.headers, { leaveTypes: base })).statusCode).toBe(200);
  });
});
