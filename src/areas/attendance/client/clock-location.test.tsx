/**
 * The clock asks for the location only when the location rule applies to the person (rules §15): it says why
 * first, then reads the device's position and sends it with the punch; otherwise it never touches geolocation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const today = (ask_location: boolean) => ({
  date: '2026-11-25',
  submitted: false,
  on_leave: false,
  attendance: null,
  ask_location,
});

const getCurrentPosition = vi.fn((ok: PositionCallback) =>
  ok({ coords: { latitude: 27.7172, longitude: 85.324, accuracy: 12.4 } } as GeolocationPosition),
);

describe('Clock In and the location rule', () => {
  beforeEach(() => {
    saveSession({ token: 't', userId: me }, false);
    getCurrentPosition.mockClear();
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });

  it('explains why, then sends the device’s location with the punch', async () => {
    const server = fakeServer({
      '/employee/gettodayattendance': today(true),
      '/employee/check_in': { message: 'Checked in', attendance: record },
    });
    renderAt(<ClockToggle where="dashboard" />);
    fireEvent.click(await screen.findByRole('button', { name: /Clock In/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your location for this punch' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.callsTo('/employee/check_in')).toHaveLength(1));
    expect(server.callsTo('/employee/check_in')[0]!.body).toMatchObject({
      latitude: 27.7172,
      longitude: 85.324,
      accuracy: 12,
    });
  });

  it('never asks a person the rule does not apply to', async () => {
    const server = fakeServer({
      '/employee/gettodayattendance': today(false),
      '/employee/check_in': { message: 'Checked in', attendance: record },
    });
    renderAt(<ClockToggle where="dashboard" />);
    fireEvent.click(await screen.findByRole('button', { name: /Clock In/ }));
    await waitFor(() => expect(server.callsTo('/employee/check_in')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(server.callsTo('/employee/check_in')[0]!.body).not.toHaveProperty('latitude');
  });
});
