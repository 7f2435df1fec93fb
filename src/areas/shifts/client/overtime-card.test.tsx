import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { localDate } from '../../../shared/calendar';
import type { OvertimeDayReply } from '../contract';
import { OvertimeCard } from './overtime-card';

const today = localDate(new Date(), 'Asia/Kathmandu');
const dayReply: OvertimeDayReply = {
  date: today,
  rest_day: false,
  worked_minutes: 570,
  overtime_minutes: 90,
  claimed_day: 0,
  claimed_week: 60,
  week_start: today,
  daily_cap_minutes: 240,
  weekly_cap_minutes: 1440,
  pre_approval: false,
  rest_day_work: 'overtime',
};

function answer(
  claim: Response | { message: string; request_id: string } = { message: 'ok', request_id: 'r1' },
) {
  saveSession({ token: 't', userId: '00000000-0000-4000-8000-000000000001' }, false);
  return fakeServer({
    '/employee/me': meOf('employee', ['create:overtime:own']),
    '/employee/getmyrequests': { requests: [] },
    '/employee/getovertimeday': dayReply,
    '/employee/claimovertime': claim,
  });
}

/** Opens the dialog and picks today with the app's date picker. */
async function openAndPickToday() {
  fireEvent.click(await screen.findByRole('button', { name: 'Claim overtime' }));
  const dialog = await screen.findByRole('dialog', { name: 'Claim overtime' });
  fireEvent.click(within(dialog).getByLabelText(/^Day/));
  const picker = await screen.findByRole('dialog', { name: 'Choose a date' });
  const label = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today}T00:00:00Z`));
  fireEvent.click(within(picker).getByRole('button', { name: new RegExp(`^${label}`) }));
  return dialog;
}

describe('claiming overtime (Attendance)', () => {
  it('prefills the minutes attendance shows, says what is claimed already, and sends the claim as leave', async () => {
    const server = answer();
    renderAt(<OvertimeCard />);
    expect(await screen.findByText('No overtime claims yet.')).toBeInTheDocument();
    const dialog = await openAndPickToday();
    expect(
      await within(dialog).findByText('Your attendance shows 90 minutes of overtime on this day.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Already claimed: 0 of 240 minutes this day, 60 of 1,440 this week.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Overtime \(minutes\)/)).toHaveValue(90));
    // Only hr is offered to pass the caps.
    expect(within(dialog).queryByLabelText(/Reason for passing the caps/)).toBeNull();
    // Substitute leave is not credited yet: a claim is paid, and no choice is offered.
    expect(within(dialog).queryByLabelText(/^Take it as/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^What was the work\?/), {
      target: { value: 'Month-end close' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(server.callsTo('/employee/claimovertime')).toHaveLength(1));
    expect(server.callsTo('/employee/claimovertime')[0]!.body).toEqual({
      date: today,
      minutes: 90,
      reason: 'Month-end close',
      take: 'pay',
      advance: false,
    });
  });

  it('shows the cap the server refused beside the minutes, and asks in advance without a choice of leave', async () => {
    const refusal = new Response(
      JSON.stringify({
        message: 'Overtime is capped at 240 minutes a day',
        code: 'overtime_day_cap',
        params: { cap: 240, claimed: 180, asked: 90, over: 30 },
        field: 'minutes',
        requestId: 'x',
      }),
      { status: 409, headers: { 'content-type': 'application/json' } },
    );
    answer(refusal);
    renderAt(<OvertimeCard />);
    const dialog = await openAndPickToday();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Overtime \(minutes\)/)).toHaveValue(90));
    fireEvent.change(within(dialog).getByLabelText(/^What was the work\?/), {
      target: { value: 'Stock count' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    expect(
      await within(dialog).findByText(
        'Overtime is capped at 240 minutes a day: 180 are already claimed for this day, so 90 more would pass it by 30',
      ),
    ).toBeInTheDocument();

    fireEvent.click(within(dialog).getByLabelText('Ask in advance: not worked yet'));
    expect(within(dialog).queryByLabelText(/^Take it as/)).toBeNull();
  });
});
