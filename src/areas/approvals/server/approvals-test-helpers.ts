/** What the approvals tests share: a team of its own per test, and a person's request for a leave. */
import { actorOf, callerOf, type Harness, unique } from '../../../server/test/harness.js';
import type { Approval } from '../schemas.js';

type Headers = Record<string, string>;

export function approvalsTestHelpers(h: Harness) {
  const post = callerOf(h);
  /** A department of its own per test, so one test's rules never route another's requests. */
  async function team(options: { withManager?: boolean } = {}) {
    const department = `Dept ${unique()}`;
    const hr = await actorOf(h, 'hr', { department: 'People' });
    const grand = await actorOf(h, 'manager', { department });
    const manager = await actorOf(h, 'manager', { department, managerId: grand.employee.id });
    const employee = await actorOf(h, 'employee', {
      department,
      managerId: options.withManager === false ? null : manager.employee.id,
    });
    return { department, hr, grand, manager, employee };
  }

  async function requestOf(headers: Headers, leaveId: string): Promise<Approval> {
    const res = await post('getmyrequests', headers, { kind: 'leave' });
    return (res.json().requests as Approval[]).find((r) => r.leave?._id === leaveId)!;
  }
  return { team, requestOf };
}
