import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { ShiftType, ShiftTypesReply } from '../contract';
import { ShiftTypeDialog } from './shift-type-dialog';
import { ShiftTypesCard } from './shift-types-card';

const night: ShiftType = {
  _id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  name: 'Night',
  start_time: '22:00',
  end_time: '06:00',
  break_minutes: 30,
  late_grace_minutes: 10,
  early_grace_minutes: 5,
  full_day_minutes: 420,
  half_day_minutes: 210,
  weekdays: [0, 1, 2, 3, 4, 5],
  archived: false,
  days: 40,
};
const unused: ShiftType = {
  ...night,
  _id: '2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  name: 'Morning',
  start_time: '06:00',
  end_time: '14:00',
  days: 0,
};
const reply: ShiftTypesReply = { shift_types: [night, unused] };

describe('Settings → Shift types', () => {
  it('lists each shift with its times, a night shift ending the next day, and archives one in use', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getshifttypes': reply,
      '/employee/deleteshifttype': {
        message: 'Shift type archived: rosters use it, so it is kept for the days it judges.',
      },
    });
    renderAt(<ShiftTypesCard />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('10:00 PM – 06:00 AM the next day')).toBeInTheDocument();
    expect(
      within(items[0]!).getByText('Break 30 min · late after 10 min · early exit 5 min'),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText('06:00 AM – 02:00 PM')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Night' }));
    const ask = await screen.findByRole('dialog', { name: 'Archive this shift type?' });
    expect(within(ask).getByText(/it is kept for the days it already judges/)).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(server.callsTo('/employee/deleteshifttype')).toHaveLength(1));
    expect(server.callsTo('/employee/deleteshifttype')[0]!.body).toEqual({ _id: night._id });
  });

  it('shows a BS reader the times in Nepali digits', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      saveSession({ token: 't', userId: 'hr' }, false);
      fakeServer({ '/employee/getshifttypes': reply });
      renderAt(<ShiftTypesCard />);
      expect(await screen.findByText('२२:०० – भोलिपल्ट ०६:००')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'सिफ्टको प्रकार थप्नुहोस्' })).toBeInTheDocument();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});

describe('the shift type dialog', () => {
  it('sends the times, minutes as numbers and the days ticked, and shows a refusal beside its field', async () => {
    const server = fakeServer({ '/employee/saveshifttype': { message: 'Shift type saved.' } });
    renderAt(<ShiftTypeDialog shift="new" onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Evening');
    await user.type(screen.getByLabelText(/^Start time/), '14:00');
    await user.type(screen.getByLabelText(/^End time/), '22:00');
    await user.type(screen.getByRole('spinbutton', { name: 'Full day from (minutes worked)' }), '200');
    await user.type(screen.getByRole('spinbutton', { name: 'Half day from (minutes worked)' }), '300');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Save shift type' }));
    expect(
      await screen.findByText('Half day minutes must not be more than full day minutes'),
    ).toBeInTheDocument();
    expect(server.callsTo('/employee/saveshifttype')).toHaveLength(0);

    const half = screen.getByRole('spinbutton', { name: 'Half day from (minutes worked)' });
    await user.clear(half);
    await user.type(half, '100');
    await user.click(screen.getByRole('button', { name: 'Save shift type' }));
    await waitFor(() => expect(server.callsTo('/employee/saveshifttype')).toHaveLength(1));
    expect(server.callsTo('/employee/saveshifttype')[0]!.body).toEqual({
      name: 'Evening',
      start_time: '14:00',
      end_time: '22:00',
      break_minutes: 0,
      late_grace_minutes: 0,
      early_grace_minutes: 0,
      full_day_minutes: 200,
      half_day_minutes: 100,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
  });
});
