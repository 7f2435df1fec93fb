/**
 * The team calendar (rules §13): who sees what (a colleague "off" only, the manager and hr the details), the
 * scopes, holidays, and the department cover and its warning to the approver.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  cycleDates,
  insertLeave,
  setupHarness,
  unique,
} from '../../../server/test/harness.js';
import { approvalsReply } from '../../approvals/contract.js';
import { calendarReply } from '../calendar-schemas.js';

const h = setupHarness();
const post = callerOf(h);
const week = { from: '2033-03-07', to: '2033-03-13' }; // Monday to Sunday

async function team() {
  const department = `Cal ${unique()}`;
  const lead = await actorOf(h, 'manager', { firstName: 'Lead', department });
  const asha = await actorOf(h, 'employee', { firstName: 'Asha', department, managerId: lead.employee.id });
  const bina = await actorOf(h, 'employee', { firstName: 'Bina', department, managerId: lead.employee.id });
  const other = await actorOf(h, 'employee', { firstName: 'Other', department: `${department} B` });
  return { department, lead, asha, bina, other };
}
const calendar = async (headers: Record<string, string>, body: object = {}) => {
  const res = await post('getcalendar', headers, { ...week, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return calendarReply.parse(res.json());
};

describe('the team calendar', () => {
  it('shows a colleague only that someone is off, and the manager and the person the details', async () => {
    const { lead, asha, bina } = await team();
    await insertLeave(h, {
      employeeId: asha.employee.id,
      status: 'approved',
      startDate: '2033-03-08',
      endDate: '2033-03-09',
      decidedBy: lead.employee.id,
    });
    await insertLeave(h, {
      employeeId: asha.employee.id,
      status: 'pending',
      startDate: '2033-03-11',
      endDate: '2033-03-11',
    });

    const seenByBina = await calendar(bina.headers);
    expect(seenByBina.entries).toEqual([
      {
        employee: { _id: asha.employee.id, name: `Asha ${asha.employee.lastName}` },
        start_date: '2033-03-08',
        end_date: '2033-03-09',
        leave_type: null,
        status: null,
        request_id: null,
        start_part: 'full',
        end_part: 'full',
        start_time: null,
        end_time: null,
      },
    ]);
    expect(JSON.stringify(seenByBina)).not.toContain('Family visit');

    for (const viewer of [lead, asha]) {
      const full = await calendar(viewer.headers);
      expect(full.entries.map((e) => [e.start_date, e.status, e.leave_type])).toEqual([
        ['2033-03-08', 'approved', 'Annual'],
        ['2033-03-11', 'pending', 'Annual'],
      ]);
      expect(full.entries.every((e) => e.request_id)).toBe(true);
    }
    const byType = await calendar(lead.headers, { leave_type: 'Sick' });
    expect(byType.entries).toEqual([]);
  });

  it('shows a colleague that a day off is part of a day, and only those who see details its hours', async () => {
    const { lead, asha, bina } = await team();
    await insertLeave(h, {
      employeeId: asha.employee.id,
      status: 'approved',
      startDate: '2033-03-10',
      endDate: '2033-03-10',
      startPart: 'hours',
      endPart: 'hours',
      startMinute: 600,
      endMinute: 720,
      decidedBy: lead.employee.id,
    });
    const parts = (reply: Awaited<ReturnType<typeof calendar>>) =>
      reply.entries.map((e) => [e.start_part, e.start_time, e.end_time]);
    expect(parts(await calendar(bina.headers))).toEqual([['hours', null, null]]);
    expect(parts(await calendar(lead.headers))).toEqual([['hours', '10:00', '12:00']]);
  });

  it('keeps to the scope: my team, my department, everyone for hr alone', async () => {
    const { lead, asha, other } = await team();
    const hr = await actorOf(h, 'hr');
    await insertLeave(h, {
      employeeId: other.employee.id,
      status: 'approved',
      startDate: '2033-03-08',
      endDate: '2033-03-08',
      decidedBy: hr.employee.id,
    });
    expect((await calendar(asha.headers)).people).toBe(3);
    expect((await calendar(asha.headers)).entries).toEqual([]);
    expect((await calendar(other.headers, { scope: 'department' })).entries).toHaveLength(1);
    expect((await post('getcalendar', lead.headers, { ...week, scope: 'everyone' })).statusCode).toBe(403);
    // The day alone: in a week, other tests' leave that day may fill its first three.
    const everyone = await calendar(hr.headers, { scope: 'everyone', from: '2033-03-08', to: '2033-03-08' });
    expect(
      everyone.entries.some((e) => e.employee._id === other.employee.id && e.leave_type === 'Annual'),
    ).toBe(true);
    // Everyone's headcount is the count the writes keep: every active person.
    const [active] = await h.database.db
      .select({ n: count() })
      .from(employees)
      .where(eq(employees.status, 'active'));
    expect(everyone.people).toBe(active!.n);
    const tooLong = await post('getcalendar', asha.headers, { from: '2033-01-01', to: '2033-03-01' });
    expect(tooLong.statusCode).toBe(400);
  });

  it('shows hr everyone’s leave as each write leaves it: a new request, a rename, a cancellation', async () => {
    const hr = await actorOf(h, 'hr');
    const person = await actorOf(h, 'employee', { firstName: 'Yuvna' });
    // A day of its own, far off: read twice in a row, hr's calendar of everyone is kept between the reads.
    const day = cycleDates().start_date;
    const mine = async () =>
      (await calendar(hr.headers, { scope: 'everyone', from: day, to: day })).entries.filter(
        (e) => e.employee._id === person.employee.id,
      );
    expect(await mine()).toEqual([]);
    await insertLeave(h, { employeeId: person.employee.id, status: 'pending', startDate: day, endDate: day });
    expect(await mine()).toMatchObject([
      { status: 'pending', employee: { name: expect.stringMatching(/^Yuvna/) } },
    ]);
    await h.database.db
      .update(employees)
      .set({ firstName: 'Zuvna' })
      .where(eq(employees.id, person.employee.id));
    expect(await mine()).toMatchObject([{ employee: { name: expect.stringMatching(/^Zuvna/) } }]);
    await h.database.db
      .update(leaveRequests)
      .set({ status: 'cancelled' })
      .where(eq(leaveRequests.employeeId, person.employee.id));
    expect(await mine()).toEqual([]);
  });

  it('carries each day’s count and three of its people in a range, and everyone for a day alone', async () => {
    const { department, lead } = await team();
    const hr = await actorOf(h, 'hr');
    const people = await Promise.all(
      ['Ama', 'Babu', 'Chiri', 'Dawa', 'Eka'].map((firstName) =>
        actorOf(h, 'employee', { firstName, department }),
      ),
    );
    for (const p of people)
      await insertLeave(h, {
        employeeId: p.employee.id,
        status: 'approved',
        startDate: '2033-03-09',
        endDate: '2033-03-09',
        decidedBy: hr.employee.id,
      });
    const month = await calendar(lead.headers, { scope: 'department' });
    expect(month.days.find((d) => d.date === '2033-03-09')!.off).toBe(5);
    expect(month.entries).toHaveLength(3);
    for (const e of month.entries)
      expect(['Ama', 'Babu', 'Chiri', 'Dawa', 'Eka']).toContain(e.employee.name.split(' ')[0]);
    const day = await calendar(lead.headers, { scope: 'department', from: '2033-03-09', to: '2033-03-09' });
    expect(day.entries).toHaveLength(5);
    // A day alone comes a page at a time, by start, each person once; its count is the whole day's.
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        calendar(lead.headers, {
          scope: 'department',
          from: '2033-03-09',
          to: '2033-03-09',
          page,
          pageSize: 2,
        }),
      ),
    );
    expect(pages.map((p) => p.entries.length)).toEqual([2, 2, 1, 0]);
    expect(pages.map((p) => p.days[0]!.off)).toEqual([5, 5, 5, 5]);
    expect(new Set(pages.flatMap((p) => p.entries.map((e) => e.employee.name))).size).toBe(5);
    // hr's everyone is kept by range: each page is kept apart.
    const everyone = (page: number) =>
      calendar(hr.headers, { scope: 'everyone', from: '2033-03-09', to: '2033-03-09', page, pageSize: 2 });
    const [first, second] = [await everyone(1), await everyone(2)];
    expect(second.entries.map((e) => e.employee._id)).not.toContain(first.entries[0]!.employee._id);
    const ranged = await post('getcalendar', lead.headers, { ...week, page: 2 });
    expect(ranged.statusCode).toBe(400);
    expect(ranged.json().message).toMatch(/^Page is for a single day/);
  });

  it('ranks a day’s people by start: those off since earlier first, each day counted apart', async () => {
    const { department, lead } = await team();
    const hr = await actorOf(h, 'hr');
    const spans: Record<string, [string, string]> = {
      Ama: ['2033-03-07', '2033-03-10'],
      Babu: ['2033-03-08', '2033-03-09'],
      Chiri: ['2033-03-09', '2033-03-09'],
      Dawa: ['2033-03-09', '2033-03-09'],
      Eka: ['2033-03-10', '2033-03-11'],
    };
    for (const [firstName, [startDate, endDate]] of Object.entries(spans)) {
      const p = await actorOf(h, 'employee', { firstName, department });
      await insertLeave(h, {
        employeeId: p.employee.id,
        status: 'approved',
        startDate,
        endDate,
        decidedBy: hr.employee.id,
      });
    }
    const month = await calendar(lead.headers, { scope: 'department' });
    expect(month.days.map((d) => d.off)).toEqual([1, 2, 4, 2, 1, 0, 0]);
    // The 9th shows Ama and Babu and one of the two who start that day; the 10th Ama and Eka.
    const names = month.entries.map((e) => e.employee.name.split(' ')[0]);
    expect(names).toHaveLength(4);
    expect([names[0], names[1], names[3]]).toEqual(['Ama', 'Babu', 'Eka']);
    expect(['Chiri', 'Dawa']).toContain(names[2]);
    const day = await calendar(lead.headers, { scope: 'department', from: '2033-03-09', to: '2033-03-09' });
    expect(day.days.map((d) => d.off)).toEqual([4]);
    expect(day.entries.map((e) => e.employee.name.split(' ')[0]).sort()).toEqual([
      'Ama',
      'Babu',
      'Chiri',
      'Dawa',
    ]);
  });

  it('counts only what the viewer may see, and of the type asked for', async () => {
    const { lead, asha, bina } = await team();
    const chet = await actorOf(h, 'employee', { firstName: 'Chet', managerId: lead.employee.id });
    await insertLeave(h, {
      employeeId: asha.employee.id,
      status: 'approved',
      startDate: '2033-03-08',
      endDate: '2033-03-09',
      decidedBy: lead.employee.id,
    });
    await insertLeave(h, {
      employeeId: bina.employee.id,
      status: 'pending',
      leaveType: 'Sick',
      startDate: '2033-03-08',
      endDate: '2033-03-08',
    });
    const off = async (viewer: { headers: Record<string, string> }, leave_type = '') =>
      (await calendar(viewer.headers, { leave_type })).days.slice(0, 3).map((d) => d.off);
    // Mon 7th, Tue 8th, Wed 9th. Bina sees her own pending request; Chet, a colleague, only Asha's approved leave.
    expect(await off(bina)).toEqual([0, 2, 1]);
    expect(await off(chet)).toEqual([0, 1, 1]);
    expect(await off(lead)).toEqual([0, 2, 1]);
    expect(await off(lead, 'Sick')).toEqual([0, 1, 0]);
    expect(await off(lead, 'Annual')).toEqual([0, 1, 1]);
    // A colleague filtering learns nothing: the filter keeps only what they may see the type of.
    expect(await off(chet, 'Annual')).toEqual([0, 0, 0]);
    expect(await off(asha, 'Annual')).toEqual([0, 1, 1]);
    expect((await calendar(chet.headers, { leave_type: 'Annual' })).entries).toEqual([]);
  });

  it('marks holidays and non-working days', async () => {
    const { asha } = await team();
    const reply = await calendar(asha.headers);
    expect(reply.days).toHaveLength(7);
    expect(reply.days.filter((d) => !d.working).map((d) => d.date)).toEqual(['2033-03-12', '2033-03-13']);
  });
});

describe('department cover', () => {
  it('counts who is present each working day, and warns the approver when approving goes below the minimum', async () => {
    const { department, lead, asha, bina } = await team();
    const hr = await actorOf(h, 'hr');
    const saved = (await post('getsettings', hr.headers)).json().coverMinimums;
    await post('updatesettings', hr.headers, { coverMinimums: [...saved, { department, minimum: 2 }] });
    try {
      await insertLeave(h, {
        employeeId: bina.employee.id,
        status: 'approved',
        startDate: '2033-03-08',
        endDate: '2033-03-08',
        decidedBy: lead.employee.id,
      });
      const days = (await calendar(asha.headers)).days;
      expect(days.find((d) => d.date === '2033-03-07')!.cover).toEqual({ present: 3, minimum: 2 });
      expect(days.find((d) => d.date === '2033-03-08')!.cover).toEqual({ present: 2, minimum: 2 });
      expect(days.find((d) => d.date === '2033-03-12')!.cover).toBeNull();

      // Asha asks for Tuesday and Wednesday: Tuesday would leave one person.
      const applied = await post('applyleave', asha.headers, {
        leavetype: 'Annual',
        start_date: '2033-03-08',
        end_date: '2033-03-09',
        reason: 'Cover test',
      });
      expect(applied.statusCode).toBe(201);
      const inbox = approvalsReply.parse(
        (await post('getapprovals', lead.headers, { view: 'inbox' })).json(),
      );
      const card = inbox.requests.find((r) => r.leave?._id === applied.json().data._id)!;
      expect(card.leave!.cover_shortfall).toEqual(['2033-03-08']);
    } finally {
      await post('updatesettings', hr.headers, { coverMinimums: saved });
    }
  });

  it('refuses a minimum that makes no sense', async () => {
    const hr = await actorOf(h, 'hr');
    for (const coverMinimums of [
      [{ department: 'X', minimum: 0 }],
      [
        { department: 'X', minimum: 1 },
        { department: 'x', minimum: 2 },
      ],
      [{ department: '', minimum: 1 }],
    ]) {
      const res = await post('updatesettings', hr.headers, { coverMinimums });
      expect(res.statusCode, JSON.stringify(coverMinimums)).toBe(400);
    }
  });
});
