import { describe, expect, it } from 'vitest';
import { leaveRequests } from '../../../server/db/schema.js';
import { actorOf, setupHarness } from '../../../server/test/harness.js';
import { sayRefusal } from '../../../shared/i18n/index.js';
import { ne } from '../../../shared/i18n/ne.js';
import { myLeaveSchema } from '../schemas.js';
import { leaveApi } from './leave-test-helpers.js';

// Friday 14 June 2030, midday in Kathmandu. 2030-07-01 is a Monday.
const NOW = new Date('2030-06-14T06:00:00Z');
let clock = NOW;
const h = setupHarness({ now: () => clock });
const api = leaveApi(h);
const july = { start_date: '2030-07-01', end_date: '2030-07-03' };

describe('POST /api/employee/applyleave', () => {
  it('stores a pending request whatever status is sent, and answers message and data', async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    const res = await api.apply(headers, {
      employee_id: employee.id,
      leavetype: '  Family wedding  ',
      leave_type: 'Annual',
      status: 'approved',
      ...july,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Leave request submitted successfully.');
    expect(myLeaveSchema.strict().parse(body.data)).toEqual({
      _id: expect.any(String),
      employee_id: employee.id,
      leavetype: 'Family wedding',
      leave_type: 'Annual',
      start_date: '2030-07-01',
      end_date: '2030-07-03',
      status: 'pending',
      createdAt: '2030-06-14T06:00:00.000Z',
      days: 3,
      working_days: 3,
      start_part: 'full',
      end_part: 'full',
      start_time: null,
      end_time: null,
      decided_by: null,
      decided_at: null,
      decision_note: null,
    });
  });

  it.each([
    [{ start_date: '2030-07-01', end_date: '2030-07-02' }],
    [{ leavetype: '   ', start_date: '2030-07-01', end_date: '2030-07-02' }],
    [{ leavetype: 'Trip', end_date: '2030-07-02' }],
    [{ leavetype: 'Trip', start_date: '2030-07-01' }],
    [{ leavetype: 'Trip', start_date: '', end_date: '' }],
    [{ leavetype: null, start_date: null, end_date: null }],
    [{}],
  ])('answers 400 All fields are required. for %j', async (payload) => {
    const { headers } = await actorOf(h, 'employee');
    const res = await api.apply(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('All fields are required.');
  });

  it.each([
    [{ start_date: '2030-02-30', end_date: '2030-03-01' }, 'Start date must be a date (yyyy-mm-dd)'],
    [{ start_date: '2030-07-01', end_date: '07/02/2030' }, 'End date must be a date (yyyy-mm-dd)'],
    [{ start_date: '2030-07-03', end_date: '2030-07-01' }, 'End date must not be before start date'],
    [
      { start_date: '2030-07-01', end_date: '2031-07-03' },
      'End date must be at most 365 days after start date',
    ],
    [{ start_date: '2030-07-06', end_date: '2030-07-07' }, 'The selected dates contain no working days.'],
    [{ ...july, leave_type: 'Vacation' }, 'Leave type must be one of: Annual, Sick, Personal, Unpaid'],
    [{ ...july, leavetype: 'x'.repeat(501) }, 'Leavetype must be at most 500 characters'],
    [{ ...july, employee_id: 'me' }, 'Employee ID must be a valid id'],
  ])('answers 400 naming the problem for %j', async (payload, message) => {
    const { headers } = await actorOf(h, 'employee');
    const res = await api.apply(headers, { leavetype: 'Trip', ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('defaults the type to Annual and matches a type in any case', async () => {
    const { headers } = await actorOf(h, 'employee');
    const plain = await api.apply(headers, { leavetype: 'Trip', ...july });
    expect(plain.json().data.leave_type).toBe('Annual');
    const sick = await api.apply(headers, {
      leavetype: 'Flu',
      leave_type: 'sick',
      start_date: '2030-07-08',
      end_date: '2030-07-08',
    });
    expect(sick.json().data.leave_type).toBe('Sick');
  });

  it('refuses to apply for someone else, even for hr and their manager', async () => {
    const manager = await actorOf(h, 'manager');
    const report = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const hr = await actorOf(h, 'hr');
    for (const caller of [manager, hr]) {
      const res = await api.apply(caller.headers, {
        employee_id: report.employee.id,
        leavetype: 'x',
        ...july,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await api.mine(report.headers)).json().leave).toEqual([]);
  });

  it('answers 409 when the dates overlap the caller’s pending or approved leave, not rejected or cancelled', async () => {
    const { headers } = await actorOf(h, 'employee');
    await api.applied(headers, july);
    const overlap = await api.apply(headers, {
      leavetype: 'Again',
      start_date: '2030-07-03',
      end_date: '2030-07-05',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'These dates overlap your pending leave from 2030-07-01 to 2030-07-03.',
    );
    // The next day is free.
    const cancelled = await api.applied(headers, { start_date: '2030-07-04', end_date: '2030-07-04' });
    await api.cancel(headers, { _id: cancelled });
    expect(
      (await api.apply(headers, { leavetype: 'Ok', start_date: '2030-07-04', end_date: '2030-07-05' }))
        .statusCode,
    ).toBe(201);
    // Someone else's leave on the same days does not matter.
    const other = await actorOf(h, 'employee');
    expect((await api.apply(other.headers, { leavetype: 'Mine', ...july })).statusCode).toBe(201);
  });

  it('names a one-day leave it overlaps by its day and the part of it taken (issue 44, item 6)', async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    // The morning of Wednesday 10 July 2030 (a type taken by halves; the file's types are whole days).
    await h.database.db.insert(leaveRequests).values({
      employeeId: employee.id,
      leaveType: 'Personal',
      reason: 'Dentist',
      startDate: '2030-07-10',
      endDate: '2030-07-10',
      startPart: 'morning',
      endPart: 'morning',
      endMinute: 720,
    });
    const clash = await api.apply(headers, {
      leavetype: 'Trip',
      start_date: '2030-07-09',
      end_date: '2030-07-10',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'leave_overlap_day',
      params: { status: 'pending', start: '2030-07-10', part: 'morning' },
    });
    expect(clash.json().message).toBe('These dates overlap your pending leave on 2030-07-10: the morning.');
  });

  it('stores one of two overlapping requests sent at the same time', async () => {
    const { headers } = await actorOf(h, 'employee');
    const results = await Promise.all([
      api.apply(headers, { leavetype: 'First', ...july }),
      api.apply(headers, { leavetype: 'Second', start_date: '2030-07-02', end_date: '2030-07-04' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await api.mine(headers)).json().leave).toHaveLength(1);
  });

  it('refuses a request beyond what is left of a limited type, counting pending days; unlimited types pass', async () => {
    const { headers } = await actorOf(h, 'employee');
    // Personal allows 5 working days: Mon 1 to Wed 3 July pending, then Thu 4 to Fri 5 fits exactly.
    await api.applied(headers, { leave_type: 'Personal', ...july });
    await api.applied(headers, { leave_type: 'Personal', start_date: '2030-07-04', end_date: '2030-07-05' });
    const over = await api.apply(headers, {
      leavetype: 'One more',
      leave_type: 'Personal',
      start_date: '2030-07-08',
      end_date: '2030-07-08',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Not enough Personal leave left in 2030: 1 working day requested, 0 days available (5 credited, 0 used, 5 pending).',
    );
    const unpaid = await api.apply(headers, {
      leavetype: 'Long trip',
      leave_type: 'Unpaid',
      start_date: '2030-08-01',
      end_date: '2030-10-31',
    });
    expect(unpaid.statusCode).toBe(201);
  });

  it('refuses with a code and values, so the person reads it in Nepali whatever the English says', async () => {
    const { headers } = await actorOf(h, 'employee');
    await api.applied(headers, { leave_type: 'Personal', start_date: '2030-07-01', end_date: '2030-07-05' });
    const over = (
      await api.apply(headers, {
        leavetype: 'More',
        leave_type: 'Personal',
        start_date: '2030-07-08',
        end_date: '2030-07-09',
      })
    ).json();
    expect(over).toMatchObject({
      code: 'leave_not_enough',
      params: {
        type: 'Personal',
        year: '2030',
        requested: 2,
        available: 0,
        allowance: 5,
        used: 0,
        pending: 5,
      },
    });
    expect(sayRefusal(ne, 'ne', over)).toBe(
      '2030 मा Personal बिदा पुग्दैन: 2 कार्य दिन माग गरियो, 0 दिन उपलब्ध (5 जम्मा, 0 प्रयोग, 5 विचाराधीन)।',
    );
  });

  it('needs a token', async () => {
    expect((await api.apply({}, { leavetype: 'x', ...july })).statusCode).toBe(401);
  });
});

describe('POST /api/employee/getmyleave', () => {
  it('answers the leave array newest first, own requests only', async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    const other = await actorOf(h, 'employee');
    await api.applied(other.headers, july);
    // The later request starts earlier, so newest-first cannot pass by ordering on the dates.
    const first = await api.applied(headers, { start_date: '2030-08-01', end_date: '2030-08-01' });
    clock = new Date(NOW.getTime() + 60_000);
    const second = await api.applied(headers, july).finally(() => {
      clock = NOW;
    });
    const res = await api.mine(headers, { employee_id: employee.id });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['leave']);
    expect(res.json().leave.map((l: { _id: string }) => l._id)).toEqual([second, first]);
    for (const leave of res.json().leave)
      expect(myLeaveSchema.strict().parse(leave).employee_id).toBe(employee.id);
    // No body at all reads one's own.
    const bare = await h.app.inject({ method: 'POST', url: '/api/employee/getmyleave', headers });
    expect(bare.json().leave).toHaveLength(2);
  });

  it('lets a manager read a report’s leave and hr anyone’s, nobody else', async () => {
    const manager = await actorOf(h, 'manager');
    const report = await actorOf(h, 'employee', { managerId: manager.employee.id });
    await api.applied(report.headers, july);
    const body = { employee_id: report.employee.id };
    expect((await api.mine(manager.headers, body)).json().leave).toHaveLength(1);
    expect((await api.mine((await actorOf(h, 'hr')).headers, body)).json().leave).toHaveLength(1);
    expect((await api.mine((await actorOf(h, 'manager')).headers, body)).statusCode).toBe(403);
    expect((await api.mine((await actorOf(h, 'employee')).headers, body)).statusCode).toBe(403);
  });
});

describe('POST /api/employee/cancelleave', () => {
  it('lets the owner withdraw a pending request once, and nobody else', async () => {
    const manager = await actorOf(h, 'manager');
    const { headers } = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const id = await api.applied(headers, july);
    const hr = await actorOf(h, 'hr');
    expect((await api.cancel(hr.headers, { _id: id })).statusCode).toBe(403);
    expect((await api.cancel(manager.headers, { _id: id })).statusCode).toBe(403);
    const res = await api.cancel(headers, { _id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Leave request cancelled.',
      data: { _id: id, status: 'cancelled' },
    });
    const again = await api.cancel(headers, { _id: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This leave request is already cancelled; only a pending request can be cancelled.',
    );
  });

  it('answers 409 for a rejected request, and the same 403 for an unknown one as for a colleague’s', async () => {
    const manager = await actorOf(h, 'manager');
    const { headers } = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const id = await api.applied(headers, july);
    await api.decide(manager.headers, { _id: id, status: 'rejected' });
    expect((await api.cancel(headers, { _id: id })).statusCode).toBe(409);
    // Nobody may cancel everyone's requests, so nobody learns whether an id exists.
    expect((await api.cancel(headers, { _id: crypto.randomUUID() })).statusCode).toBe(403);
    const colleague = await actorOf(h, 'employee');
    expect((await api.cancel(colleague.headers, { _id: id })).statusCode).toBe(403);
    expect((await api.cancel(headers, { _id: 'nope' })).json().message).toBe('_id must be a valid id');
  });
});
