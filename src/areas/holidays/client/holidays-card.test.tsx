import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { HolidaysReply } from '../contract';
import { HolidayDialog } from './holiday-dialog';
import { HolidaysCard } from './holidays-card';

const year = new Date().getFullYear();
const reply: HolidaysReply = {
  year,
  holidays: [
    {
      _id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      date: `${year}-03-08`,
      name: "International Women's Day",
      name_ne: 'अन्तर्राष्ट्रिय नारी दिवस',
      tags: ['national', 'women_only'],
      gender: 'female',
      branches: [],
      confirmed: false,
      source: 'pack:np',
    },
    {
      _id: '2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      date: `${year}-06-10`,
      name: 'Lake festival',
      name_ne: null,
      tags: ['regional'],
      gender: null,
      branches: ['Pokhara'],
      confirmed: true,
      source: 'csv',
    },
  ],
  packs: [{ id: 'np', year: '2083', total: 9, stored: 1, confirmed: 0 }],
};

describe('Settings → Holidays', () => {
  it('lists the year’s holidays with their tags and whom they apply to, and confirms the shipped pack in one action', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getholidays': reply,
      '/employee/confirmholidaypack': { message: 'Holidays confirmed.' },
    });
    renderAt(<HolidaysCard />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText("International Women's Day")).toBeInTheDocument();
    expect(within(items[0]!).getByText('Women only')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Applies to: Women')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Not confirmed')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Applies to: Branches: Pokhara')).toBeInTheDocument();
    expect(screen.getByText('0 of 9 confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm these holidays' }));
    await waitFor(() => expect(server.callsTo('/employee/confirmholidaypack')).toHaveLength(1));
    expect(server.callsTo('/employee/confirmholidaypack')[0]!.body).toEqual({ pack: 'np' });
  });

  it('checks a file first, listing what it adds and skips, then imports it', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getholidays': { ...reply, holidays: [], packs: [] },
      '/employee/importholidays': (body) => ({
        committed: body.commit ?? false,
        added: [
          { date: `${year}-05-01`, name: 'Labour Day', tags: ['national'], gender: null, branches: [] },
        ],
        skipped: [
          { date: `${year}-01-01`, name: 'New Year', tags: [], gender: null, branches: [], reason: 'exists' },
        ],
      }),
    });
    renderAt(<HolidaysCard />);
    expect(await screen.findByText('No holidays in this year.')).toBeInTheDocument();
    const file = new File([`date,name\n${year}-05-01,Labour Day\n`], 'holidays.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('File'), file);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('1 holiday will be added')).toBeInTheDocument();
    expect(screen.getByText(/New Year: already there/)).toBeInTheDocument();
    expect(server.callsTo('/employee/importholidays')[0]!.body).toMatchObject({
      format: 'csv',
      commit: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(server.callsTo('/employee/importholidays')).toHaveLength(2));
    expect(server.callsTo('/employee/importholidays')[1]!.body).toMatchObject({ commit: true });
  });
});

describe('the holiday dialog', () => {
  it('offers the tags as boxes to tick, in words, and sends the ones ticked', async () => {
    const server = fakeServer({ '/employee/saveholiday': { message: 'Holiday saved.' } });
    renderAt(<HolidayDialog holiday="new" onClose={() => {}} />);
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: `${year}-08-27` } });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Teej');
    await user.click(screen.getByRole('checkbox', { name: 'Women only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Festival' }));
    await user.click(screen.getByRole('button', { name: 'Save holiday' }));
    await waitFor(() =>
      expect(server.calls.at(-1)?.body).toMatchObject({
        date: `${year}-08-27`,
        name: 'Teej',
        tags: ['women_only', 'festival'],
      }),
    );
  });
});
