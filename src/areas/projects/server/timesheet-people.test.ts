/**
 * Whose weeks a project's manager may open (issue 43): the members of every active project they manage, however
 * many, and of those whose manager they stand in for today; never themselves, nor an archived project's members.
 */
import { describe, expect, it } from 'vitest';
import { delegations, projectMembers, projects } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { orgToday } from '../../employees/server/reads.js';
import { timesheetPeopleReply } from '../timesheet-schemas.js';
import { insertProject, projectCode } from './time-test-data.js';

const h = setupHarness();
const post = callerOf(h);

describe('whose weeks a project’s manager may open', () => {
  it('are the members of all their active projects and of those they stand in for, by name', async () => {
    const manager = await actorOf(h, 'employee', { firstName: 'Zed' });
    const [first, last, archived, other, covered] = [
      await actorOf(h, 'employee', { firstName: 'Aarati' }),
      await actorOf(h, 'employee', { firstName: 'Bikash' }),
      await actorOf(h, 'employee', { firstName: 'Chandra' }),
      await actorOf(h, 'employee', { firstName: 'Dipak' }),
      await actorOf(h, 'employee', { firstName: 'Esha' }),
    ];
    // 201 active projects: the first has Aarati and the manager, the last Bikash.
    const made = await h.database.db
      .insert(projects)
      .values(
        Array.from({ length: 201 }, (_, i) => ({
          code: projectCode(),
          name: `Many ${i}`,
          startDate: '2020-01-01',
          managerId: manager.employee.id,
        })),
      )
      .returning();
    await h.database.db.insert(projectMembers).values([
      { projectId: made[0]!.id, employeeId: first.employee.id },
      { projectId: made[0]!.id, employeeId: manager.employee.id },
      { projectId: made[200]!.id, employeeId: last.employee.id },
      { projectId: made[200]!.id, employeeId: first.employee.id },
    ]);
    await insertProject(h.database.db, {
      managerId: manager.employee.id,
      status: 'archived',
      members: [archived.employee.id],
    });
    const otherManager = await actorOf(h, 'employee');
    await insertProject(h.database.db, { managerId: otherManager.employee.id, members: [other.employee.id] });
    const absent = await actorOf(h, 'employee');
    await insertProject(h.database.db, { managerId: absent.employee.id, members: [covered.employee.id] });
    const today = await orgToday(h.database.db, new Date());
    await h.database.db.insert(delegations).values({
      employeeId: absent.employee.id,
      delegateId: manager.employee.id,
      startDate: today,
      endDate: today,
    });

    const reply = await post('gettimesheetpeople', manager.headers);
    expect(reply.statusCode, reply.body).toBe(200);
    const { people } = timesheetPeopleReply.parse(reply.json());
    expect(people.map((p) => p._id)).toEqual([first.employee.id, last.employee.id, covered.employee.id]);
    expect(people[0]!.name).toMatch(/^Aarati /);

    // Someone who manages nothing opens nobody's week but their own.
    expect(
      timesheetPeopleReply.parse((await post('gettimesheetpeople', other.headers)).json()).people,
    ).toEqual([]);
  });
});
