import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { type Answers, fakeServer, renderAt } from '../../../client/test/render';
import { DevicesCard } from './devices-card';

const gate = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  serial: 'CQZ7232260123',
  name: 'Main gate',
  site_id: '00000000-0000-4000-8000-0000000000f1',
  time_zone: 'Asia/Kathmandu',
  enabled: true,
  last_seen_at: '2030-01-07T03:15:00Z',
  last_address: '192.0.2.10',
  last_stamp: '4711',
  punches_received: 1204,
  lines_skipped: 2,
  clock_skew_seconds: -600,
  healthy: true,
};
const store = {
  ...gate,
  _id: '00000000-0000-4000-8000-0000000000d2',
  serial: 'BKY9',
  name: 'Store room',
  site_id: null,
  enabled: false,
  last_seen_at: null,
  punches_received: 0,
  lines_skipped: 0,
  clock_skew_seconds: null,
  healthy: false,
};
const anita = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'Anita',
  lastName: 'Gurung',
  email: 'anita@example.com',
  contactNumber: '',
  status: 'Active' as const,
  role: 'employee' as const,
  employmentDetails: {
    designation: 'Accountant',
    employeeId: 'EMP-7',
    department: 'Finance',
    dateOfJoining: '2020-01-01',
  },
  payrollInfo: { salary: 120_000 },
};
const answers: Answers = {
  '/employee/getdevices': { devices: [gate, store] },
  '/employee/getsites': {
    sites: [
      {
        _id: gate.site_id,
        name: 'Head office',
        latitude: null,
        longitude: null,
        radius: null,
        networks: ['192.0.2.0/24'],
        people: 3,
      },
    ],
    assignments: [],
  },
  '/employee/getdevicepins': { pins: [] },
  '/employee/getunmatchedpunches': {
    unmatched: [
      {
        device_id: gate._id,
        device_name: 'Main gate',
        pin: '1042',
        punches: 2,
        first_at: '2030-01-07T03:05:00Z',
        last_at: '2030-01-07T11:40:00Z',
      },
    ],
  },
  '/employee/searchemployees': {
    employees: [anita],
    total: 1,
    totalCapped: false,
    page: 1,
    pageSize: 20,
    designations: [],
  },
};

describe('Settings → Devices', () => {
  it('shows each device heard from or not, its clock, and maps a waiting PIN to a person', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      ...answers,
      '/employee/mapdevicepin': { message: 'Device user mapped.', applied: 2 },
    });
    renderAt(<DevicesCard />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Main gate');
    expect(within(items[0]!).getByText('Working')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Head office · Asia/Kathmandu');
    expect(items[0]).toHaveTextContent('1,204 punches received · 2 lines skipped as malformed');
    expect(items[0]).toHaveTextContent('Its clock is 10 min ahead');
    expect(within(items[1]!).getByText('Disabled')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Never heard from');

    const user = userEvent.setup();
    const waiting = await screen.findByRole('region', { name: 'Punches waiting for a mapping' });
    await user.click(within(waiting).getByRole('button', { name: 'Map 1042' }));
    const pin = screen.getByLabelText('Device user id (PIN)');
    expect(pin).toHaveValue('1042');
    expect(pin).toHaveFocus();
    expect(screen.getByLabelText('Device')).toHaveValue(gate._id);
    const map = screen.getByRole('button', { name: 'Map' });
    expect(map).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Employee' }), 'Anita');
    await user.click(await screen.findByRole('option', { name: /Anita Gurung/ }));
    const said = vi.spyOn(toast, 'success');
    await user.click(map);
    await vi.waitFor(() => expect(said).toHaveBeenCalledWith('Mapped: 2 waiting punches applied.'));
    expect(pin).toHaveValue('');
    expect(server.callsTo('/employee/mapdevicepin').at(-1)?.body).toEqual({
      device_id: gate._id,
      pin: '1042',
      employee_id: anita._id,
    });
  });

  it('registers a device in the organisation’s zone, enabled, and says a refusal beside its field', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      ...answers,
      '/employee/savedevice': () =>
        Response.json(
          {
            message: 'Another device already has this serial number',
            code: 'device_serial_taken',
            field: 'serial',
          },
          { status: 409 },
        ),
    });
    renderAt(<DevicesCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: 'New attendance device' });
    await user.type(within(dialog).getByLabelText(/^Serial number/), 'CQZ7232260123');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Back door');
    await user.click(within(dialog).getByRole('button', { name: 'Save device' }));
    expect(
      await within(dialog).findByText('Another device already has this serial number'),
    ).toBeInTheDocument();
    expect(server.callsTo('/employee/savedevice').at(-1)?.body).toEqual({
      serial: 'CQZ7232260123',
      name: 'Back door',
      site_id: null,
      time_zone: expect.any(String),
      enabled: true,
    });
  });

  it("sends a device a command, and lists its commands with the device's answers", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      ...answers,
      '/employee/getdevicecommands': {
        commands: [
          {
            _id: '00000000-0000-4000-8000-0000000000c2',
            kind: 'send_name',
            from: null,
            to: null,
            pin: '1042',
            state: 'failed',
            attempts: 1,
            created_at: '2030-01-07T03:00:00Z',
            sent_at: '2030-01-07T03:00:30Z',
            ended_at: '2030-01-07T03:01:00Z',
            return_code: -1002,
          },
          {
            _id: '00000000-0000-4000-8000-0000000000c1',
            kind: 'resend_punches',
            from: '2030-01-01',
            to: '2030-01-03',
            pin: null,
            state: 'done',
            attempts: 1,
            created_at: '2030-01-06T03:00:00Z',
            sent_at: '2030-01-06T03:00:30Z',
            ended_at: '2030-01-06T03:01:00Z',
            return_code: 0,
          },
        ],
      },
      '/employee/senddevicecommand': { message: 'Sent to the device when it next asks.', queued: 3 },
    });
    renderAt(<DevicesCard />);
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Commands for Main gate' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Commands for Main gate' });
    const list = await within(dialog).findByRole('region', { name: 'Recent commands' });
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Name of 1042');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('device error -1002');
    expect(rows[2]).toHaveTextContent(/Punches of Jan 1.*3, 2030/);
    expect(rows[2]).toHaveTextContent('Done');

    await user.selectOptions(within(dialog).getByLabelText('Command'), 'send_names');
    expect(within(dialog).queryByLabelText(/^From/)).not.toBeInTheDocument();
    const said = vi.spyOn(toast, 'success');
    await user.click(within(dialog).getByRole('button', { name: 'Send to device' }));
    await vi.waitFor(() => expect(said).toHaveBeenCalledWith('3 commands wait for the device.'));
    expect(server.callsTo('/employee/senddevicecommand').at(-1)?.body).toEqual({
      device_id: gate._id,
      kind: 'send_names',
    });
    // A dialog shown while some state holds gives the focus back to the button that opened it.
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(open).toHaveFocus());
  });

  it('reads in Nepali', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      saveSession({ token: 't', userId: 'hr' }, false);
      fakeServer(answers);
      renderAt(<DevicesCard />);
      expect(await screen.findByText('हाजिरी यन्त्रहरू')).toBeInTheDocument();
      expect(await screen.findByText('चलिरहेको')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'यन्त्र थप्नुहोस्' })).toBeInTheDocument();
      expect(screen.getByText('यसको घडी १० मिनेट अगाडि छ')).toBeInTheDocument();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
