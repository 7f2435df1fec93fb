/** Who else of the team is off when a leave is asked for (issue 44, item 3): shown to its approvers. */
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { approvalsReply } from '../schemas.js';
import { approvalsTestHelpers } from './approvals-test-helpers.js';

const now = new Date('2030-06-14T06:00:00Z');
const h = setupHarness({ now: () => now });
const post = callerOf(h);
const leave = leaveApi(h);
const { team } = approvalsTestHelpers(h);

describe('a leave request in the approver’s inbox', () => {
  it('names the teammates with approved leave on its dates, with theirs, and nobody else', async () => {
    const { employee, manager, department } = await team();
    const colleague = await actorOf(h, 'employee', { department, managerId: manager.employee.id });
    const elsewhere = await actorOf(h, 'employee', { department });
    // The colleague's approved week overlaps; a pending one and another manager's report's do not count.
    const approved = await leave.applied(colleague.headers, {
      start_date: '2030-07-08',
      end_date: '2030-07-10',
    });
    expect((await leave.decide(manager.headers, { _id: approved, status: 'approved' })).statusCode).toBe(200);
    await leave.applied(colleague.headers, { start_date: '2030-07-11', end_date: '2030-07-11' });
    await leave.applied(elsewhere.headers, { start_date: '2030-07-09', end_date: '2030-07-09' });

    const asked = await leave.applied(employee.headers, { start_date: '2030-07-09', end_date: '2030-07-12' });
    const inbox = approvalsReply.parse((await post('getapprovals', manager.headers, {})).json());
    const card = inbox.requests.find((r) => r.leave?._id === asked);
    expect(card?.leave?.team_off).toEqual([
      {
        name: `${colleague.employee.firstName} ${colleague.employee.lastName}`,
        start_date: '2030-07-08',
        end_date: '2030-07-10',
      },
    ]);
    // The colleague's own request meets nobody approved on its day.
    const own = inbox.requests.find(
      (r) => r.leave && r.leave._id !== asked && r.employee._id === colleague.employee.id,
    );
    expect(own?.leave?.team_off).toEqual([]);
  });
});
