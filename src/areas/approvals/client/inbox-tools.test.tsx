/** The inbox's and history's filters, a notification's link to one card, and deciding several at once (issue 44). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { rolePermissions } from '../../../shared/permissions';
import type { Approval } from '../schemas';
import { ApprovalHistoryPage, ApprovalsPage } from './approvals-page';

const person = (name: string) => ({ _id: name, name });
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const leaveOf = (n: number, name: string, over: Partial<Approval> = {}): Approval => ({
  _id: id(n),
  kind: 'leave',
  status: 'pending',
  created_at: '2030-06-14T04:00:00.000Z',
  decided_at: null,
  employee: { ...person(name), department: 'Sales' },
  rule: null,
  current_step: 1,
  steps: [
    {
      position: 1,
      mode: 'any',
      status: 'pending',
      approvers: [person('Ram Thapa')],
      hr: false,
      skip_reason: null,
      decisions: [],
    },
  ],
  leave: {
    _id: `l${n}`,
    leave_type: 'Annual',
    reason: 'Family',
    start_date: `2030-07-0${n}`,
    end_date: `2030-07-0${n}`,
    days: 1,
    working_days: 1,
    start_part: 'full',
    end_part: 'full',
    start_time: null,
    end_time: null,
    balance: null,
    cover_shortfall: [],
    team_off: [],
  },
  correction: null,
  profile: null,
  timesheet: null,
  overtime: null,
  can: { decide: true, override: false, cancel: false },
  ...over,
});
const page = (requests: Approval[]) => ({ requests, total: requests.length, page: 1, pageSize: 20 });
const me = meOf('manager', [...rolePermissions.manager]);

describe('the inbox’s filters', () => {
  afterEach(() => clearSession());

  it('asks the server for the kind and person chosen, keeps them in the address, and says when none match', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': me,
      '/employee/getapprovals': (q) => page(q.kind || q.person ? [] : [leaveOf(1, 'Anita Gurung')]),
    });
    renderAt(<ApprovalsPage />, '/approval?kind=attendance');
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('attendance');
    expect(server.callsTo('/employee/getapprovals')[0]!.body).toMatchObject({ kind: 'attendance' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Anita Gurung')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Person'), { target: { value: 'sita' } });
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
    expect(server.callsTo('/employee/getapprovals').at(-1)!.body).toMatchObject({ person: 'sita' });
  });

  it('opens the card a notification links to, focused, with a way back to every request', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': me,
      '/employee/getapprovals': (q) =>
        page(q.request ? [leaveOf(2, 'Sita Sharma', { status: 'approved' })] : []),
    });
    renderAt(<ApprovalHistoryPage />, `/approvals/history?request=${id(2)}`);
    const card = (await screen.findByText('Sita Sharma')).closest('li')!;
    await waitFor(() => expect(card).toHaveFocus());
    expect(server.callsTo('/employee/getapprovals')[0]!.body).toMatchObject({
      view: 'history',
      request: id(2),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show every decided request' }));
    expect(await screen.findByText('No decided requests yet.')).toBeInTheDocument();
  });
});

describe('deciding several at once', () => {
  afterEach(() => clearSession());

  it('approves the ticked requests with one note, in one call', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    let waiting = [leaveOf(1, 'Anita Gurung'), leaveOf(2, 'Sita Sharma'), leaveOf(3, 'Hari Rai')];
    const server = fakeServer({
      '/employee/me': me,
      '/employee/getapprovals': () => page(waiting),
      '/employee/decidemany': ({ ids }) => {
        const data = waiting
          .filter((r) => ids.includes(r._id))
          .map((r) => ({ ...r, status: 'approved' as const }));
        waiting = waiting.filter((r) => !ids.includes(r._id));
        return { message: 'Decisions recorded.', data };
      },
    });
    renderAt(<ApprovalsPage />);
    const approve = await screen.findByRole('button', { name: 'Approve selected' });
    expect(approve).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /Select the request of Anita Gurung: Annual/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Select the request of Hari Rai: Annual/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 requests?' });
    fireEvent.change(within(dialog).getByLabelText('Note to each of them (optional)'), {
      target: { value: 'Enjoy' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/employee/decidemany').map((c) => c.body)).toEqual([
      { ids: [id(1), id(3)], status: 'approved', note: 'Enjoy' },
    ]);
    await waitFor(() => expect(screen.queryByText('Anita Gurung')).toBeNull());
    expect(screen.getByText('Sita Sharma')).toBeInTheDocument();
  });

  it('selects all, and shows the refusal when the batch is refused', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': me,
      '/employee/getapprovals': page([leaveOf(1, 'Anita Gurung'), leaveOf(2, 'Sita Sharma')]),
      '/employee/decidemany': () =>
        Response.json(
          {
            message: 'This leave request is already cancelled.',
            code: 'leave_already',
            params: { status: 'cancelled' },
            requestId: 'x',
          },
          { status: 409 },
        ),
    });
    renderAt(<ApprovalsPage />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 requests?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This leave request is already cancelled.',
    );
  });
});
