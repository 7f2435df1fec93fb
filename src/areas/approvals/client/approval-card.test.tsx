import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { Approval } from '../schemas';
import { ApprovalCard } from './approval-card';
import { ApprovalHistoryPage, ApprovalsPage } from './approvals-page';

const person = (name: string) => ({ _id: name, name });
const correction = (over: Partial<Approval> = {}): Approval => ({
  _id: 'r1',
  kind: 'attendance',
  status: 'pending',
  created_at: '2026-11-20T04:00:00.000Z',
  decided_at: null,
  employee: { ...person('Sanjay Yadav'), department: 'Sales' },
  rule: null,
  current_step: 2,
  steps: [
    {
      position: 1,
      mode: 'any',
      status: 'approved',
      approvers: [person('Manisha Lama')],
      hr: false,
      skip_reason: null,
      decisions: [
        {
          by: person('Ramesh Basnet'),
          on_behalf_of: person('Manisha Lama'),
          decision: 'approved',
          note: null,
          override: false,
          at: '2026-11-21T04:00:00.000Z',
        },
      ],
    },
    {
      position: 2,
      mode: 'all',
      status: 'pending',
      approvers: [person('Sita Sharma')],
      hr: false,
      skip_reason: null,
      decisions: [],
    },
  ],
  leave: null,
  correction: {
    date: '2026-11-18',
    reason: 'The reader was down',
    before: { check_in_time: '09:45', check_out_time: '18:00', status: 'Late' },
    after: { check_in_time: '08:55', check_out_time: null, status: null },
    attachment: { _id: 'd1', name: 'reader-log.pdf' },
  },
  profile: null,
  timesheet: null,
  overtime: null,
  can: { decide: true, override: false, cancel: false },
  ...over,
});

describe('a request as its approver sees it', () => {
  it('shows the times before and after, and every step with who decided for whom', () => {
    renderAt(<ApprovalCard request={correction()} onDecide={vi.fn()} deciding={false} />);
    expect(screen.getByText('09:45 AM → 08:55 AM')).toBeTruthy();
    expect(screen.getByText('06:00 PM (unchanged)')).toBeTruthy();
    expect(screen.getByText(/Approved by Ramesh Basnet on .* \(standing in for Manisha Lama\)/)).toBeTruthy();
    expect(screen.getByText('Every one of: Sita Sharma')).toBeTruthy();
  });

  it('shows an overtime claim: its day, minutes, pay or leave, why, and hr’s reason for passing the caps', () => {
    const overtime = correction({
      kind: 'overtime',
      correction: null,
      overtime: {
        date: '2026-11-18',
        minutes: 150,
        reason: 'Month-end close',
        take: 'leave',
        advance: false,
        override_reason: 'Audit deadline',
      },
    });
    renderAt(<ApprovalCard request={overtime} onDecide={vi.fn()} deciding={false} />);
    expect(screen.getByText('Wednesday, November 18, 2026: 150 minutes, as substitute leave')).toBeTruthy();
    expect(screen.getByText('Reason: Month-end close')).toBeTruthy();
    expect(screen.getByRole('note')).toHaveTextContent('Past the caps: Audit deadline');
  });

  it('sends the decision with the note typed', () => {
    const onDecide = vi.fn();
    renderAt(<ApprovalCard request={correction()} onDecide={onDecide} deciding={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.change(screen.getByLabelText('Note to Sanjay Yadav (optional)'), { target: { value: 'Fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the request of Sanjay Yadav' }));
    expect(onDecide).toHaveBeenCalledWith('rejected', 'Fine');
  });

  it('asks hr for a note up front when the step is not theirs', () => {
    renderAt(
      <ApprovalCard
        request={correction({ can: { decide: false, override: true, cancel: false } })}
        onDecide={vi.fn()}
        deciding={false}
        noteMissing
      />,
    );
    const note = screen.getByLabelText(/Why you decide in place of the approvers/);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A note is required to decide in place of the approvers.')).toBeTruthy();
  });

  it('offers no decision to someone whose step it is not', () => {
    renderAt(
      <ApprovalCard
        request={correction({ can: { decide: false, override: false, cancel: false } })}
        onDecide={vi.fn()}
        deciding={false}
      />,
    );
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByText('Waiting for another approver.')).toBeTruthy();
  });
});

describe("hr's inbox of ~6,000 requests (decision 019)", () => {
  it('shows one page of 20 at a time and goes to the last page by number', async () => {
    const total = 5_932;
    const server = fakeServer({
      '/employee/getapprovals': (body: { page: number; pageSize: number }) => ({
        requests: Array.from(
          { length: Math.min(body.pageSize, total - (body.page - 1) * body.pageSize) },
          (_, i) => correction({ _id: `r${(body.page - 1) * body.pageSize + i}` }),
        ),
        total,
        page: body.page,
        pageSize: body.pageSize,
      }),
    });
    renderAt(<ApprovalsPage />);
    expect(await screen.findByText('5,932 requests waiting')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Approve the request/ })).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Page 297' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Approve the request/ })).toHaveLength(12),
    );
    expect(server.callsTo('/employee/getapprovals').at(-1)?.body).toMatchObject({
      view: 'inbox',
      page: 297,
      pageSize: 20,
    });
  });
});

describe('Approval History', () => {
  it('says whose each decided request was, and their department (issue 44)', async () => {
    fakeServer({
      '/employee/getapprovals': () => ({
        requests: [
          correction({
            status: 'approved',
            decided_at: '2026-11-22T04:00:00.000Z',
            can: { decide: false, override: false, cancel: false },
          }),
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderAt(<ApprovalHistoryPage />);
    expect(await screen.findByRole('heading', { name: 'Sanjay Yadav' })).toBeTruthy();
    expect(screen.getByText(/^Sales · /)).toBeTruthy();
  });
});

describe('a leave request as its approver sees it', () => {
  const leaveRequest = (leave: Partial<NonNullable<Approval['leave']>>) =>
    correction({
      kind: 'leave',
      correction: null,
      leave: {
        _id: 'l1',
        leave_type: 'Annual',
        reason: 'Wedding in Pokhara',
        start_date: '2026-12-07',
        end_date: '2026-12-09',
        days: 3,
        working_days: 3,
        start_part: 'full',
        end_part: 'full',
        start_time: null,
        end_time: null,
        balance: null,
        cover_shortfall: [],
        team_off: [],
        ...leave,
      },
    });

  it('names the balance’s leave year in a BS reader’s calendar, not the Gregorian 2026 (issue 44, item 5)', async () => {
    const balance = {
      leave_type: 'Annual',
      allowance: 18,
      used: 3,
      pending: 3,
      left: 15,
      requestable: true,
      unit: 'day' as const,
      allow_negative: false,
      year: 2026,
      from: '2026-01-01',
      to: '2026-12-31',
    };
    await applyLocale({ language: 'en', calendar: 'bs', digits: 'latin' });
    try {
      renderAt(<ApprovalCard request={leaveRequest({ balance })} onDecide={vi.fn()} deciding={false} />);
      expect(
        screen.getByText(
          'Annual balance 2082/83: 15 of 18 days left, 3 days pending (this request included)',
        ),
      ).toBeTruthy();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });

  it('names who else of the team is off then, with their dates (issue 44, item 3)', () => {
    const request = leaveRequest({
      team_off: [{ name: 'Anita Gurung', start_date: '2026-12-08', end_date: '2026-12-10' }],
    });
    renderAt(<ApprovalCard request={request} onDecide={vi.fn()} deciding={false} />);
    expect(screen.getByRole('note')).toHaveTextContent(/^Also off in the team: Anita Gurung \(.+\)$/);
  });
});
