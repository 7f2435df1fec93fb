import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { rolePermissions } from '../../../shared/permissions';
import type { Delegation } from '../delegation-schemas';
import { ApprovalsPage } from './approvals-page';

const me = (role: 'manager' | 'hr') => meOf(role, [...rolePermissions[role]]);
const standIn: Delegation = {
  _id: '00000000-0000-4000-8000-000000000001',
  employee: { _id: 'm1', name: 'Ram Thapa' },
  delegate: { _id: 'm2', name: 'Sita Sharma' },
  start_date: '2030-06-14',
  end_date: '2030-06-30',
};
const inbox = { requests: [], total: 0, page: 1, pageSize: 20 };

describe('the approvals page’s stand-ins (hr)', () => {
  afterEach(() => clearSession());

  it('lists the stand-ins in force and ends one after asking', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    let current = [standIn];
    const server = fakeServer({
      '/employee/me': me('hr'),
      '/employee/getapprovals': inbox,
      '/employee/getstandins': () => ({ delegations: current, total: current.length, page: 1, pageSize: 20 }),
      '/employee/removedelegation': () => {
        current = [];
        return { mine: [], forMe: [], candidates: [] };
      },
    });
    renderAt(<ApprovalsPage />);
    const row = (await screen.findByText('Sita Sharma')).closest('tr')!;
    expect(within(row).getByText('Ram Thapa')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'End Sita Sharma standing in for Ram Thapa' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Sita Sharma stops deciding for Ram Thapa now. It cannot be undone.'),
    ).toBeInTheDocument();
    expect(server.callsTo('/employee/removedelegation')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));

    expect(await screen.findByText('Nobody stands in for anyone.')).toBeInTheDocument();
    expect(server.callsTo('/employee/removedelegation').map((c) => c.body)).toEqual([{ _id: standIn._id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not there for a manager, who may end only their own', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({ '/employee/me': me('manager'), '/employee/getapprovals': inbox });
    renderAt(<ApprovalsPage />);
    expect(await screen.findByText('Nothing is waiting for your decision.')).toBeInTheDocument();
    expect(screen.queryByText('Everyone’s stand-ins')).toBeNull();
    expect(server.callsTo('/employee/getstandins')).toEqual([]);
  });
});
