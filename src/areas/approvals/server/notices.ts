/**
 * Who hears of a request (rules §11), told in the transaction of the change: a step's approvers when it starts
 * waiting for them (a step naming hr: every active hr person but the employee), the employee only when the request
 * has ended (never after an intermediate step), and the waiting approvers when it is withdrawn.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import { type Notice, notify } from '../../notifications/server/writes.js';
import type { RequestRow } from './effects.js';
import { hrSeatHolders } from './routing.js';

const ownScreen = { leave: '/leave', attendance: '/attendance', profile: '/profile' } as const;

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

export async function announce(
  tx: Tx,
  request: RequestRow,
  event:
    | { type: 'waiting' | 'cancelled'; step: { approverIds: string[]; hr: boolean } }
    | { type: 'decided'; status: 'approved' | 'rejected' },
) {
  const kind = request.kind;
  let notices: Notice[];
  if (event.type === 'decided') {
    notices = [
      {
        recipientId: request.employeeId,
        type: 'request_decided',
        params: { kind, status: event.status },
        link: ownScreen[kind],
      },
    ];
  } else {
    const name = await nameOf(tx, request.employeeId);
    notices = (await approversOf(tx, request, event.step)).map((recipientId) => ({
      recipientId,
      type: event.type === 'waiting' ? ('request_waiting' as const) : ('request_cancelled' as const),
      params: { kind, name },
      link: event.type === 'waiting' ? '/approval' : '/approvals/history',
    }));
  }
  await notify(tx, notices);
}
