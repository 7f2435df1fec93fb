/** The inbox and history narrowed by person, kind, the day asked and one request (issue 44, item 1). */
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { approvalsReply } from '../schemas.js';
import { approvalsTestHelpers } from './approvals-test-helpers.js';

const now = new Date('2030-06-14T06:00:00Z');
const h = setupHarness({ now: () => now });
const post = callerOf(h);
const leave = leaveApi(h);
const { team, requestOf } = approvalsTestHelpers(h);

describe('filtering the inbox and the history', () => {
  it('narrows by person, kind, the day asked and one request, on the server', async () => {
    const { department, manager, employee } = await team();
    const other = await actorOf(h, 'employee', {
      department,
      managerId: manager.employee.id,
      firstName: 'Zebulon',
      lastName: 'Quixote',
    });
    const mine = await requestOf(
      employee.headers,
      await leave.applied(employee.headers, {
        start_date: '2030-07-01',
        end_date: '2030-07-01',
        leave_type: 'Annual',
      }),
    );
    const theirs = await requestOf(
      other.headers,
      await leave.applied(other.headers, {
        start_date: '2030-07-02',
        end_date: '2030-07-02',
        leave_type: 'Annual',
      }),
    );
    const ids = async (query: object) => {
      const res = await post('getapprovals', manager.headers, query);
      expect(res.statusCode, res.body).toBe(200);
      return approvalsReply.parse(res.json()).requests.map((r) => r._id);
    };
    expect((await ids({})).sort()).toEqual([mine._id, theirs._id].sort());
    expect(await ids({ person: 'zebulon quix' })).toEqual([theirs._id]);
    expect(await ids({ kind: 'attendance' })).toEqual([]);
    // Both asked the same moment: the order between them is not what is tested.
    expect((await ids({ kind: 'leave', from: '2030-06-14', to: '2030-06-14' })).sort()).toEqual(
      [mine._id, theirs._id].sort(),
    );
    expect(await ids({ from: '2030-06-15' })).toEqual([]);
    expect(await ids({ to: '2030-06-13' })).toEqual([]);
    expect(await ids({ request: mine._id })).toEqual([mine._id]);

    // Decided, both leave the inbox for the history, where the same filters apply.
    for (const id of [mine._id, theirs._id])
      expect((await post('decide', manager.headers, { _id: id, status: 'approved' })).statusCode).toBe(200);
    expect(await ids({ view: 'history', person: 'Zebulon' })).toEqual([theirs._id]);
    expect(await ids({ view: 'history', request: mine._id })).toEqual([mine._id]);
  });

  it('refuses a range that ends before it starts', async () => {
    const { manager } = await team();
    const res = await post('getapprovals', manager.headers, { from: '2030-06-14', to: '2030-06-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'end_before_start', field: 'to' });
  });
});
