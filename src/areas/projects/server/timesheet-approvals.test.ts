/**
 * A timesheet in the approvals inbox (issue 43): a project's manager who is not the person's line manager finds
 * only the weeks with time on their projects, and of each week only the hours of their projects, never those
 * another project of the same person holds; the person, their line manager and hr see the week's whole hours.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { delegations, organisationSettings } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { addDays } from '../../../shared/calendar.js';
import { orgToday } from '../../employees/server/reads.js';
import { weekStartOf } from '../timesheet-schemas.js';
import { insertProject } from './time-test-data.js';

const h = setupHarness();
const post = callerOf(h);

let week: string;
beforeAll(async () => {
  const [settings] = await h.database.db.select().from(organisationSettings);
  week = weekStartOf('2033-05-11', settings!.workingDays);
});

type Listed = {
  employee: { _id: string };
  timesheet: { week_start: string; minutes: number; scope: 'all' | 'yours' } | null;
};
const weeksOf = (reply: { json(): { requests: Listed[] } }, personId: string) =>
  reply
    .json()
    .requests.filter((r) => r.employee._id === personId)
    .map((r) => r.timesheet)
    .sort((a, b) => a!.week_start.localeCompare(b!.week_start));

describe('a timesheet in the approvals inbox', () => {
  it('shows a project’s manager only the weeks and the hours of the projects they manage', async () => {
    const lineManager = await actorOf(h, 'manager');
    const [managerA, managerB] = [await actorOf(h, 'employee'), await actorOf(h, 'employee')];
    const person = await actorOf(h, 'employee', { managerId: lineManager.employee.id });
    const hr = await actorOf(h, 'hr');
    const [a, b] = [
      await insertProject(h.database.db, { members: [person.employee.id], managerId: managerA.employee.id }),
      await insertProject(h.database.db, { members: [person.employee.id], managerId: managerB.employee.id }),
    ];
    const cell = (p: typeof a, date: string, minutes: number) => ({
      project_id: p.id,
      activity_id: p.activities[0]!.id,
      cells: [{ date, minutes, note: null }],
    });
    const [both, onlyB] = [week, addDays(week, 7)];
    // A week on both projects (2 h on A, 5 h on B), then one on B alone.
    for (const [start, rows] of [
      [both, [cell(a, both, 120), cell(b, addDays(both, 1), 300)]],
      [onlyB, [cell(b, onlyB, 60)]],
    ] as const) {
      const saved = await post('savetimesheet', person.headers, { week_start: start, rows });
      expect(saved.statusCode, saved.body).toBe(200);
      const sent = await post('submittimesheet', person.headers, { week_start: start });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const inboxOf = (who: { headers: Record<string, string> }, view = 'inbox') =>
      post('getapprovals', who.headers, { kind: 'timesheet', view, person: person.employee.email });

    // A's manager: the week with time on A, with A's 2 hours only.
    expect(weeksOf(await inboxOf(managerA), person.employee.id)).toEqual([
      { week_start: both, minutes: 120, scope: 'yours' },
    ]);
    const read = await post('gettimesheet', managerA.headers, {
      employee_id: person.employee.id,
      week_start: both,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().timesheet.rows.map((r: { project: { _id: string } }) => r.project._id)).toEqual([
      a.id,
    ]);
    // B's manager: both weeks, with B's hours of each.
    expect(weeksOf(await inboxOf(managerB), person.employee.id)).toEqual([
      { week_start: both, minutes: 300, scope: 'yours' },
      { week_start: onlyB, minutes: 60, scope: 'yours' },
    ]);
    // hr and the person see the whole week.
    expect(weeksOf(await inboxOf(hr), person.employee.id)).toEqual([
      { week_start: both, minutes: 420, scope: 'all' },
      { week_start: onlyB, minutes: 60, scope: 'all' },
    ]);
    const mine = await post('getmyrequests', person.headers, { kind: 'timesheet' });
    expect(weeksOf(mine, person.employee.id)).toEqual([
      { week_start: both, minutes: 420, scope: 'all' },
      { week_start: onlyB, minutes: 60, scope: 'all' },
    ]);

    // Once A's manager has decided, their history still holds A's hours alone.
    const [request] = (await inboxOf(managerA))
      .json()
      .requests.filter((r: Listed) => r.employee._id === person.employee.id);
    const decided = await post('decide', managerA.headers, { _id: request._id, status: 'approved' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(weeksOf(await inboxOf(managerA, 'history'), person.employee.id)).toEqual([
      { week_start: both, minutes: 120, scope: 'yours' },
    ]);
  });
});

describe('a week read by whoever stands in for a project’s manager', () => {
  it('shows them the manager’s projects’ rows alone, while the stand-in lasts, and nobody else', async () => {
    const lineManager = await actorOf(h, 'manager');
    const [managerA, managerB] = [await actorOf(h, 'employee'), await actorOf(h, 'employee')];
    const [standIn, bystander] = [await actorOf(h, 'manager'), await actorOf(h, 'manager')];
    const person = await actorOf(h, 'employee', { managerId: lineManager.employee.id });
    const [a, b] = [
      await insertProject(h.database.db, { members: [person.employee.id], managerId: managerA.employee.id }),
      await insertProject(h.database.db, { members: [person.employee.id], managerId: managerB.employee.id }),
    ];
    const start = addDays(week, 14);
    const rows = [a, b].map((p, i) => ({
      project_id: p.id,
      activity_id: p.activities[0]!.id,
      cells: [{ date: addDays(start, i), minutes: 60 * (i + 1), note: null }],
    }));
    expect((await post('savetimesheet', person.headers, { week_start: start, rows })).statusCode).toBe(200);
    expect((await post('submittimesheet', person.headers, { week_start: start })).statusCode).toBe(200);
    const read = (who: { headers: Record<string, string> }) =>
      post('gettimesheet', who.headers, { employee_id: person.employee.id, week_start: start });

    expect((await read(standIn)).statusCode).toBe(403);
    const today = await orgToday(h.database.db, new Date());
    const [delegation] = await h.database.db
      .insert(delegations)
      .values({
        employeeId: managerA.employee.id,
        delegateId: standIn.employee.id,
        startDate: today,
        endDate: addDays(today, 7),
      })
      .returning();

    // What the inbox gives them, they open: A's row, never B's.
    const inbox = await post('getapprovals', standIn.headers, {
      kind: 'timesheet',
      view: 'inbox',
      person: person.employee.email,
    });
    expect(weeksOf(inbox, person.employee.id)).toEqual([{ week_start: start, minutes: 60, scope: 'yours' }]);
    const opened = await read(standIn);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().timesheet.rows.map((r: { project: { _id: string } }) => r.project._id)).toEqual([
      a.id,
    ]);
    expect((await read(bystander)).statusCode).toBe(403);
    const [request] = inbox.json().requests.filter((r: Listed) => r.employee._id === person.employee.id);
    const decided = await post('decide', standIn.headers, { _id: request._id, status: 'approved' });
    expect(decided.statusCode, decided.body).toBe(200);

    // A's manager ends the stand-in: the week is closed to them again.
    const ended = await post('removedelegation', managerA.headers, { _id: delegation!.id });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await read(standIn)).statusCode).toBe(403);
  });
});
