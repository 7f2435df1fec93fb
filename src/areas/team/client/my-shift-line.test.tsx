/** The calendar day's own shift (issue 42): the rostered shift with its times, a rostered day off, or nothing. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import type { ShiftDay } from '../../shifts/contract';
import { MyShiftLine } from './my-shift-line';

const night = {
  _id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  name: 'Night',
  start_time: '22:00',
  end_time: '06:00',
};
const answer = (source: ShiftDay['source'], shift: ShiftDay['shift']) => ({
  employee_id: 'u1',
  days: [{ date: '2030-01-06', source, shift }],
});

describe('my shift on a calendar day', () => {
  it('says the rostered shift and its times, a night ending the next day', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': meOf('employee'), '/employee/getmyshifts': answer('roster', night) });
    renderAt(<MyShiftLine date="2030-01-06" />);
    expect(
      await screen.findByText('Your shift: Night · 10:00 PM – 06:00 AM the next day'),
    ).toBeInTheDocument();
  });

  it('says a rostered day off, and nothing on a day without a roster', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': meOf('employee'), '/employee/getmyshifts': answer('roster', null) });
    renderAt(<MyShiftLine date="2030-01-06" />);
    expect(await screen.findByText('Your rostered day off')).toBeInTheDocument();
  });

  it('stays away on the working day', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': meOf('employee'),
      '/employee/getmyshifts': answer('default', { ...night, _id: null, name: null }),
    });
    const { container } = renderAt(<MyShiftLine date="2030-01-06" />);
    await vi.waitFor(() => expect(server.callsTo('/employee/getmyshifts')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
