import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { ReviewRow } from '../schemas';
import { ReviewDialog } from './review-dialog';

const row = {
  employee: { _id: '11111111-1111-4111-8111-111111111111', name: 'Anita Gurung', designation: 'Engineer' },
  review: null,
} as unknown as ReviewRow;
const cycleId = '22222222-2222-4222-8222-222222222222';

describe('the review dialog (a kit form with a list of goals)', () => {
  beforeEach(() => saveSession({ token: 't', userId: 'm1' }, false));

  it('starts unrated and refuses to send without a rating', async () => {
    const server = fakeServer({});
    renderAt(<ReviewDialog cycleId={cycleId} row={row} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'Steady' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Rating is required')).toBeTruthy();
    expect(server.callsTo('/employee/savereview')).toHaveLength(0);
  });

  it('sends the goals that have a title, and the rating as a number', async () => {
    const server = fakeServer({ '/employee/savereview': { message: 'Review saved successfully!' } });
    const onClose = vi.fn();
    renderAt(<ReviewDialog cycleId={cycleId} row={row} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Goal 1'), { target: { value: 'Ship the app' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add goal' }));
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('/employee/savereview')[0]?.body).toEqual({
      cycle_id: cycleId,
      employee_id: row.employee._id,
      goals: [{ title: 'Ship the app', achieved: false }],
      rating: 4,
      comments: '',
    });
  });
});
