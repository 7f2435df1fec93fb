import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { AttendanceRecord } from '../schemas';
import { ClockToggle } from './clock-toggle';

/** The signed-in person: ids are UUIDs, as the server checks. */
const me = '00000000-0000-4000-8000-0000000000e1';
const record: AttendanceRecord = {
  _id: 'r1',
  date: '2026-11-25',
  check_in_time: '2026-11-25T03:15:00.000Z',
  check_out_time: null,
  status: 'Present',
};

describe('Clock In', () => {
  beforeEach(() => saveSession({ token: 't', userId: me }, false));

  it('sends one request however fast it is clicked twice', async () => {
    const server = fakeServer({
      '/employee/gettodayattendance': {
        date: '2026-11-25',
        submitted: false,
        on_leave: false,
        attendance: null,
        ask_location: false,
      },
      '/employee/check_in': () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ message: 'Checked in', attendance: record }), 20),
        ),
    });
    renderAt(<ClockToggle where="dashboard" />);
    const button = await screen.findByRole('button', { name: /Clock In/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(server.callsTo('/employee/check_in')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.callsTo('/employee/check_in')).toHaveLength(1);
  });
});
