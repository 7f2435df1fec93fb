/** My own stand-ins sit beside the inbox for a person who approves something, with the app's date picker (issue 44). */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { rolePermissions } from '../../../shared/permissions';
import { ApprovalsPage } from './approvals-page';

const me = meOf('manager', [...rolePermissions.manager]);
const inbox = (approver: boolean) => ({ requests: [], total: 0, page: 1, pageSize: 20, approver });
const delegations = { mine: [], forMe: [], candidates: [{ _id: 'm2', name: 'Sita Sharma' }] };

describe('my stand-ins on the approvals page', () => {
  afterEach(() => clearSession());

  it('are offered to someone who approves something, dates chosen with the app’s picker', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': me,
      '/employee/getapprovals': inbox(true),
      '/employee/getdelegations': delegations,
    });
    renderAt(<ApprovalsPage />);
    expect(await screen.findByRole('heading', { name: 'Stand-ins' })).toBeInTheDocument();
    // Not the browser's mm/dd/yyyy box: the picker's button, in the reader's calendar.
    const start = screen.getByRole('button', { name: /Start Date/ });
    expect(start).toHaveTextContent('Pick a date');
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByRole('button', { name: /End Date/ })).toBeInTheDocument();
  });

  it('are not offered to someone who approves nothing', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': me,
      '/employee/getapprovals': inbox(false),
      '/employee/getdelegations': delegations,
    });
    renderAt(<ApprovalsPage />);
    expect(await screen.findByText('Nothing is waiting for your decision.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stand-ins' })).toBeNull();
    expect(server.callsTo('/employee/getdelegations')).toEqual([]);
  });
});
