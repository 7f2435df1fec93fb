import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import type { LeaveBalanceReply } from '../schemas';
import { ApplyLeaveForm } from './apply-leave-form';
import { LeaveBalancesCard } from './leave-balances';

const me = '00000000-0000-4000-8000-0000000000e1';
const type = { unit: 'day', allow_negative: false } as const;
const balance: LeaveBalanceReply = {
  employee_id: me,
  year: 2026,
  from: '2026-01-01',
  to: '2026-12-31',
  on: '2026-11-25',
  balances: [
    { leave_type: 'Annual', allowance: 18, used: 0, pending: 0, left: 18, requestable: true, ...type },
    { leave_type: 'Old type', allowance: 5, used: 1, pending: 0, left: 4, requestable: false, ...type },
  ],
  next_leave: null,
};

describe('Apply Leave (a kit form on the shared applyLeaveBody schema)', () => {
  beforeEach(() => saveSession({ token: 't', userId: me }, false));

  it('sends nothing when fields are missing and marks them', async () => {
    const server = fakeServer({ '/employee/getleavebalance': balance });
    renderAt(<ApplyLeaveForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Leave Request' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Leave Reason').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Start Date').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('/employee/applyleave')).toHaveLength(0);
  });

  it('offers only the types that can still be requested', async () => {
    fakeServer({ '/employee/getleavebalance': balance });
    renderAt(<ApplyLeaveForm />);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Annual']));
  });

  it('names the types in Nepali to a Nepali reader, in the choice and the balances, and the choice is the name', async () => {
    const someone = meOf('employee');
    fakeServer({
      '/employee/getleavebalance': balance,
      '/employee/me': {
        ...someone,
        organisation: { ...someone.organisation, leaveTypeLabels: { Annual: { ne: 'वार्षिक बिदा' } } },
      },
    });
    await applyLocale({ language: 'ne', calendar: 'gregorian', digits: 'latin' });
    try {
      renderAt(
        <>
          <ApplyLeaveForm />
          <LeaveBalancesCard />
        </>,
      );
      const option = await screen.findByRole('option', { name: 'वार्षिक बिदा' });
      expect(option).toHaveValue('Annual');
      // The balances list the label; a type without one ("Old type") shows as written.
      const rows = await screen.findAllByRole('listitem');
      expect(rows.map((li) => li.textContent)).toEqual([
        expect.stringContaining('वार्षिक बिदा'),
        expect.stringContaining('Old type'),
      ]);
      expect(screen.queryByText('Annual')).toBeNull();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
