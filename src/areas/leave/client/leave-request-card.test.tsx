import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { TeamLeave } from '../schemas';
import { LeaveRequestCard } from './leave-request-card';
import { ReviewList } from './review-list';

const leave = (over: Partial<TeamLeave> = {}): TeamLeave => ({
  _id: 'l1',
  leavetype: 'Family wedding',
  leave_type: 'Annual',
  start_date: '2026-12-01',
  end_date: '2026-12-02',
  status: 'pending',
  createdAt: '2026-11-20T04:00:00.000Z',
  days: 2,
  working_days: 2,
  start_part: 'full',
  end_part: 'full',
  start_time: null,
  end_time: null,
  decided_by: null,
  decided_at: null,
  decision_note: null,
  employee_id: { _id: 'e1', firstName: 'Anita', lastName: 'Gurung', name: 'Anita Gurung' },
  balance: null,
  can: { decide: true },
  ...over,
});

describe('a leave request as a decider sees it', () => {
  it('offers approve and reject when the server says the viewer may decide, with the note typed', () => {
    const onDecide = vi.fn();
    renderAt(<LeaveRequestCard leave={leave()} onDecide={onDecide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.change(screen.getByLabelText('Note to Anita Gurung (optional)'), {
      target: { value: 'Enjoy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve leave for Anita Gurung' }));
    expect(onDecide).toHaveBeenCalledWith('approved', 'Enjoy');
  });

  it('shows no decision when the server says the viewer may not decide (their own request)', () => {
    saveSession({ token: 'token', userId: 'e1' }, false);
    renderAt(<LeaveRequestCard leave={leave({ can: { decide: false } })} onDecide={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Approve leave/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reject leave/ })).toBeNull();
    expect(screen.getByText('Your own request: another manager or HR decides it.')).toBeTruthy();
    clearSession();
  });

  it('says a request waits for another approver when its current step is not the viewer’s', () => {
    renderAt(<LeaveRequestCard leave={leave({ can: { decide: false } })} onDecide={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Approve leave/ })).toBeNull();
    expect(screen.getByText('Waiting for another approver.')).toBeTruthy();
  });

  it('disables both decisions while one is being sent', () => {
    renderAt(<LeaveRequestCard leave={leave()} onDecide={vi.fn()} deciding />);
    expect(screen.getByRole('button', { name: 'Approve leave for Anita Gurung' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Reject leave for Anita Gurung' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe("hr's review of thousands of requests (decision 019)", () => {
  it('shows one page of 20 and pages on by number past a capped count', async () => {
    const server = fakeServer({
      '/employee/getallleave': ({ page }) => {
        return {
          approvedLeaves: Array.from({ length: 20 }, (_, i) => leave({ _id: `l${page}-${i}` })),
          total: Math.max(1000, page * 20),
          totalCapped: true,
          page,
          pageSize: 20,
        };
      },
    });
    renderAt(<ReviewList statuses={['pending']} label="Pending requests" />);
    expect(await screen.findAllByRole('button', { name: 'Approve leave for Anita Gurung' })).toHaveLength(20);
    // 1,000 counted is 50 pages, and more follow: page 51 is offered, and its 20 replace the first 20.
    fireEvent.click(screen.getByRole('button', { name: 'Page 51' }));
    await waitFor(() => expect(server.calls.at(-1)?.query?.get('page')).toBe('51'));
    await screen.findByRole('button', { name: 'Page 52' });
    expect(screen.getAllByRole('button', { name: 'Approve leave for Anita Gurung' })).toHaveLength(20);
  });
});
