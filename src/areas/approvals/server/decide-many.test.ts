/** Deciding several requests at once (`decidemany`): every one decided with the one note, or none. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema.js';
import { callerOf, setupHarness } from '../../../server/test/harness.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { approvalsReply, decideManyReply } from '../schemas.js';
import { approvalsTestHelpers } from './approvals-test-helpers.js';

const now = new Date('2030-06-14T06:00:00Z');
const h = setupHarness({ now: () => now });
const post = callerOf(h);
const leave = leaveApi(h);
const { team, requestOf } = approvalsTestHelpers(h);

describe('deciding several at once', () => {
  const weeks = ['2030-07-01', '2030-07-08', '2030-07-15'].map((d) => ({
    start_date: d,
    end_date: d,
    leave_type: 'Annual',
  }));

  it('approves every request asked, with the one note, and answers each as it now stands', async () => {
    const { employee, manager } = await team();
    const leaves = [];
    for (const dates of weeks) leaves.push(await leave.applied(employee.headers, dates));
    const ids = await Promise.all(leaves.map(async (l) => (await requestOf(employee.headers, l))._id));
    const res = await post('decidemany', manager.headers, { ids, status: 'approved', note: 'Enjoy' });
    expect(res.statusCode, res.body).toBe(200);
    const data = decideManyReply.strict().parse(res.json()).data;
    expect(data.map((r) => [r._id, r.status])).toEqual(ids.map((id) => [id, 'approved']));
    expect(data.map((r) => r.steps[0]!.decisions[0]?.note)).toEqual(['Enjoy', 'Enjoy', 'Enjoy']);
    const balance = (await leave.balance(employee.headers, { year: 2030 })).json().balances[0];
    expect(balance).toMatchObject({ leave_type: 'Annual', used: 3, pending: 0 });
    const inbox = approvalsReply.parse((await post('getapprovals', manager.headers, {})).json());
    expect(inbox.requests.map((r) => r._id)).not.toEqual(expect.arrayContaining([ids[0]]));
  });

  it('decides none when one of them cannot be decided, and says why', async () => {
    const { employee, manager } = await team();
    const leaves = [];
    for (const dates of weeks) leaves.push(await leave.applied(employee.headers, dates));
    const ids = await Promise.all(leaves.map(async (l) => (await requestOf(employee.headers, l))._id));
    // The last one is withdrawn before the manager gets to it.
    expect((await post('cancelrequest', employee.headers, { _id: ids[2] })).statusCode).toBe(200);
    const res = await post('decidemany', manager.headers, { ids, status: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('leave_not_pending');
    const statuses = await Promise.all(
      leaves.map(async (l) => (await requestOf(employee.headers, l)).status),
    );
    expect(statuses).toEqual(['pending', 'pending', 'cancelled']);
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, ids[0]!));
    expect(audit.map((a) => a.action)).not.toContain('approve');
  });

  it('refuses someone else’s requests and one’s own among them, deciding nothing', async () => {
    const t = await team();
    const other = await team();
    const mine = await requestOf(t.employee.headers, await leave.applied(t.employee.headers, weeks[0]!));
    const theirs = await requestOf(
      other.employee.headers,
      await leave.applied(other.employee.headers, weeks[0]!),
    );
    const foreign = await post('decidemany', t.manager.headers, {
      ids: [mine._id, theirs._id],
      status: 'rejected',
    });
    expect(foreign.statusCode).toBe(403);
    const own = await requestOf(t.manager.headers, await leave.applied(t.manager.headers, weeks[1]!));
    const withOwn = await post('decidemany', t.manager.headers, {
      ids: [mine._id, own._id],
      status: 'approved',
    });
    expect(withOwn.statusCode).toBe(403);
    expect(withOwn.json().code).toBe('own_request');
    expect((await requestOf(t.employee.headers, mine.leave!._id)).status).toBe('pending');
  });

  it('takes at least one and at most fifty requests', async () => {
    const { manager } = await team();
    const none = await post('decidemany', manager.headers, { ids: [], status: 'approved' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'field_too_few', field: 'ids' });
    const ids = Array.from({ length: 51 }, () => crypto.randomUUID());
    const many = await post('decidemany', manager.headers, { ids, status: 'approved' });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'field_too_many', field: 'ids' });
  });
});
