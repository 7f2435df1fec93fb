import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf, orgChoicesOf } from '../../../client/test/replies';
import { addDays, eachDay, localDate, weekday } from '../../../shared/calendar';
import type { RosterReply, ShiftType } from '../contract';
import { RosterPage } from './roster-page';

const today = localDate(new Date(), 'Asia/Kathmandu');
const sunday = addDays(today, -weekday(today));
const type = (id: string, name: string, start: string, end: string): ShiftType => ({
  _id: id,
  name,
  start_time: start,
  end_time: end,
  break_minutes: 0,
  late_grace_minutes: 0,
  early_grace_minutes: 0,
  full_day_minutes: 420,
  half_day_minutes: 210,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  archived: false,
  days: 0,
});
const morning = type('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Morning', '06:00', '14:00');
const night = type('2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Night', '22:00', '06:00');
const asha = '3b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const bikash = '4b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

/** Asha: Morning on Sunday, Night on Monday, off on Tuesday; Bikash: nothing rostered. */
const rosterOf = ({ from, to }: { from: string; to: string }): RosterReply => ({
  from,
  to,
  shift_types: [morning, night],
  people: [
    {
      employee: { _id: asha, name: 'Asha Rai', department: 'Care' },
      days: [
        { date: sunday, shift_type_id: morning._id },
        { date: addDays(sunday, 1), shift_type_id: night._id },
        { date: addDays(sunday, 2), shift_type_id: null },
      ].filter((d) => d.date >= from && d.date <= to),
    },
    { employee: { _id: bikash, name: 'Bikash Gurung', department: 'Care' }, days: [] },
  ],
});

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });

describe('The roster grid', () => {
  it('shows each person’s week, moves between cells by the arrow keys with one tab stop, and a manager only reads', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': meOf('manager', ['read:attendance:own', 'read:attendance:team']),
      '/employee/getroster': rosterOf,
      '/employee/getorgchoices': orgChoicesOf(),
    });
    renderAt(<RosterPage />);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(cell(/^Asha Rai, .*: Morning · 06:00 AM – 02:00 PM$/)).toBeInTheDocument();
    expect(cell(/^Asha Rai, .*: Night · 10:00 PM – 06:00 AM the next day$/)).toBeInTheDocument();
    // Tuesday: a rostered day off; Bikash's Sunday: the organisation's working day (Sunday to Friday).
    expect(within(grid).getAllByRole('gridcell', { name: /^Asha Rai, Tuesday.*: Off$/ })).toHaveLength(1);
    expect(cell(/^Bikash Gurung, Sunday.*: Working day · 09:00 AM – 05:00 PM$/)).toBeInTheDocument();
    expect(cell(/^Bikash Gurung, Saturday.*: Off$/)).toBeInTheDocument();

    // One tab stop: today's cell of the first row; the arrows, Home and End move it.
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    focusable[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Asha Rai, Sunday/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Asha Rai, Monday.*Night/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Bikash Gurung, Monday/));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Bikash Gurung, Saturday/));
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    // A manager reads the roster; assigning is hr's.
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign roster' })).not.toBeInTheDocument();
  });

  it('moves a week at a time and shows a month (of the reader’s calendar) in narrow cells with a legend', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': meOf('manager', ['read:attendance:team']),
      '/employee/getroster': rosterOf,
      '/employee/getorgchoices': orgChoicesOf(),
    });
    renderAt(<RosterPage />);
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(server.callsTo('/employee/getroster').at(-1)!.body).toEqual({
        from: addDays(sunday, 7),
        to: addDays(sunday, 13),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    // The month of the week shown (the view keeps its day).
    const month = addDays(today, 7).slice(0, 7);
    await waitFor(() =>
      expect(server.callsTo('/employee/getroster').at(-1)!.body).toMatchObject({ from: `${month}-01` }),
    );
    const grid = await screen.findByRole('grid');
    const last = server.callsTo('/employee/getroster').at(-1)!.body as { from: string; to: string };
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(eachDay(last.from, last.to).length + 1);
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(within(legend).getByText(/Morning · 06:00 AM – 02:00 PM/)).toBeInTheDocument();
    expect(within(legend).getByText('M')).toBeInTheDocument();
    expect(within(legend).getByText('N')).toBeInTheDocument();
  });

  it('says when nothing is rostered yet and offers hr to assign', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': meOf('hr', ['read:attendance:any', 'manage:shift:any']),
      '/employee/getroster': ({ from, to }) => ({
        ...rosterOf({ from, to }),
        people: rosterOf({ from, to }).people.map((p) => ({ ...p, days: [] })),
      }),
      '/employee/getorgchoices': orgChoicesOf({ department: ['Care'] }),
      '/employee/getshifttypes': { shift_types: [morning, night] },
    });
    renderAt(<RosterPage />);
    expect(await screen.findByText('No rosters yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Assign roster' })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeInTheDocument();
  });
});
