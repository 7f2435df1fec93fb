import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { addDays, localDate } from '../../../shared/calendar';
import type { ShiftDay } from '../contract';
import { MyShiftsCard } from './my-shifts-card';

const today = localDate(new Date(), 'Asia/Kathmandu');
const night = {
  _id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  name: 'Night',
  start_time: '22:00',
  end_time: '06:00',
};
const workingDay = { _id: null, name: null, start_time: '09:00', end_time: '17:00' };
const week = (shifts: { source: ShiftDay['source']; shift: ShiftDay['shift'] }[]) => ({
  employee_id: 'u1',
  days: shifts.map((s, i) => ({ date: addDays(today, i), ...s })),
});

describe('My shifts on the dashboard', () => {
  it('lists the next seven days: the rostered shift, a day off, and the working day where nothing is rostered', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': meOf('employee'),
      '/employee/getmyshifts': week([
        { source: 'roster', shift: night },
        { source: 'roster', shift: null },
        ...Array.from({ length: 5 }, () => ({ source: 'default' as const, shift: workingDay })),
      ]),
    });
    renderAt(<MyShiftsCard />);
    expect(await screen.findByRole('heading', { name: 'My shifts' })).toBeInTheDocument();
    const days = screen.getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(within(days[0]!).getByText('Today')).toBeInTheDocument();
    expect(within(days[0]!).getByText('Night · 10:00 PM – 06:00 AM the next day')).toBeInTheDocument();
    expect(within(days[1]!).getByText('Day off')).toBeInTheDocument();
    expect(within(days[2]!).getByText('Working day · 09:00 AM – 05:00 PM')).toBeInTheDocument();
  });

  it('stays away from someone with no roster in those days', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': meOf('employee'),
      '/employee/getmyshifts': week(
        Array.from({ length: 7 }, () => ({ source: 'default' as const, shift: workingDay })),
      ),
    });
    const { container } = renderAt(<MyShiftsCard />);
    await vi.waitFor(() => expect(server.callsTo('/employee/getmyshifts')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
