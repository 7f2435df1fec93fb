/**
 * Who hears of a request (rules §11), told in the transaction of the change: a step's approvers when it starts
 * waiting for them (a step naming hr: every active hr person but the employee), the employee only when the request
 * has ended (never after an intermediate step), and the waiting approvers when it is withdrawn. A notice names the
 * request (its id; a leave's type and dates) and links to its card; once the request no longer waits for someone
 * their notices that it waits are marked read and say it was decided or withdrawn (issue 44).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { type Notice, notify, settleWaitingNotices } from '../../notifications/server/writes.js';
import type { RequestRow } from './effects.js';
import { hrSeatHolders } from './routing.js';

const ownScreen = {
  leave: '/leave',
  attendance: '/attendance',
  profile: '/profile',
  timesheet: '/projects',
  overtime: '/attendance',
} as const;

async function approversOf(tx: Tx, request: RequestRow, step: { approverIds: string[]; hr: boolean }) {
  const ids = new Set(step.approverIds);
  if (step.hr) for (const id of await hrSeatHolders(tx, request.employeeId)) ids.add(id);
  return [...ids];
}

async function nameOf(tx: Tx, id: string) {
  const [row] = await tx
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.id, id));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

/** What a notice says of the request: its id, its kind, and a leave's type and dates. */
export async function requestParams(tx: Tx, request: RequestRow): Promise<Record<string, string>> {
  const params = { request: request.id, kind: request.kind };
  if (!request.leaveId) return params;
  const [leave] = await tx
    .select({ type: leaveRequests.leaveType, from: leaveRequests.startDate, to: leaveRequests.endDate })
    .from(leaveRequests)
    .where(eq(leaveRequests.id, request.leaveId));
  return leave ? { ...params, leave_type: leave.type, from: leave.from, to: leave.to } : params;
}

export async function announce(
  tx: Tx,
  request: RequestRow,
  now: Date,
  event:
    | { type: 'waiting' | 'cancelled'; step: { approverIds: string[]; hr: boolean } }
    | { type: 'decided'; status: 'approved' | 'rejected' },
) {
  const kind = request.kind;
  const about = await requestParams(tx, request);
  const card = (view: 'inbox' | 'history') =>
    `${view === 'inbox' ? '/approval' : '/approvals/history'}?request=${request.id}`;
  let notices: Notice[];
  if (event.type === 'decided') {
    await settleWaitingNotices(tx, request.id, now, [], { settled: 'decided', link: card('history') });
    notices = [
      {
        recipientId: request.employeeId,
        type: 'request_decided',
        params: { ...about, status: event.status },
        link: ownScreen[kind],
      },
    ];
  } else {
    const name = await nameOf(tx, request.employeeId);
    const approvers = await approversOf(tx, request, event.step);
    // Waiting on a new step: those of the steps before are done with it. Withdrawn: nobody waits any more, and
    // whose notice that it waits now says "withdrawn" gets the withdrawal as a line already read.
    const settled =
      event.type === 'waiting'
        ? await settleWaitingNotices(tx, request.id, now, approvers)
        : new Set(
            await settleWaitingNotices(tx, request.id, now, [], {
              settled: 'withdrawn',
              link: card('history'),
            }),
          );
    notices = approvers.map((recipientId) => ({
      recipientId,
      type: event.type === 'waiting' ? ('request_waiting' as const) : ('request_cancelled' as const),
      params: { ...about, name },
      link: card(event.type === 'waiting' ? 'inbox' : 'history'),
      ...(settled instanceof Set && settled.has(recipientId) ? { readAt: now } : {}),
    }));
  }
  await notify(tx, notices);
}
