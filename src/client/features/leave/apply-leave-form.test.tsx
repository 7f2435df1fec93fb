import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeServer, renderAt } from '../../test/render';
import { ApplyLeaveForm } from './apply-leave-form';

const balance = {
  employee_id: 'e1',
  year: 2026,
  balances: [
    { leave_type: 'Annual', allowance: 18, used: 0, pending: 0, left: 18, requestable: true },
    { leave_type: 'Old type', allowance: 5, used: 1, pending: 0, left: 4, requestable: false },
  ],
  next_leave: null,
};

describe('Apply Leave (a kit form on the shared applyLeaveBody schema)', () => {
  beforeEach(() => saveSession({ token: 't', userId: 'e1' }, false));

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
});
