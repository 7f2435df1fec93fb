import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf, orgChoicesOf } from '../../../client/test/replies';
import type { ShiftType } from '../contract';
import { AssignRosterDialog } from './assign-roster-dialog';
import { RosterPage } from './roster-page';

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
const evening = type('2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Evening', '14:00', '22:00');
const old = { ...type('5b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Old', '08:00', '16:00'), archived: true };
const asha = '3b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const bikash = '4b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
/** The dialog's line saying what it will write. */
const written = (dialog: HTMLElement) => within(dialog).getByText(/person-day|Choose whom/);
const hr = meOf('hr', ['read:attendance:any', 'manage:shift:any']);
const care = (from: string, to: string) => ({
  from,
  to,
  shift_types: [morning, evening],
  people: [
    { employee: { _id: asha, name: 'Asha Rai', department: 'Care' }, days: [] },
    { employee: { _id: bikash, name: 'Bikash Gurung', department: 'Care' }, days: [] },
  ],
});

describe('Assigning a roster', () => {
  it('assigns a weekly rotation to a department with weekly offs, saying how many person-days it writes', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': hr,
      '/employee/getorgchoices': orgChoicesOf({ department: ['Care'] }),
      '/employee/getshifttypes': { shift_types: [morning, evening, old] },
      '/employee/getroster': ({ from, to }) => care(from, to),
      '/employee/assignroster': { message: 'Roster saved.', people: 2, days: 28 },
    });
    let closed = false;
    renderAt(
      <AssignRosterDialog
        start={{ from: '2030-01-06', to: '2030-01-19' }}
        onClose={() => {
          closed = true;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign a roster' });
    expect(written(dialog)).toHaveTextContent('Choose whom and when');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A department' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Department/ }), 'Care');
    await waitFor(() =>
      expect(written(dialog)).toHaveTextContent('Writes 28 person-days (2 people × 14 days).'),
    );
    // Archived types are not offered.
    const first = within(dialog).getByRole('combobox', { name: 'Turn 1' });
    expect(within(first).queryByRole('option', { name: /Old/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(first, morning._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a turn' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Turn 2' }), evening._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a turn' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove turn 3' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save roster' }));
    await waitFor(() => expect(server.callsTo('/employee/assignroster')).toHaveLength(1));
    expect(server.callsTo('/employee/assignroster')[0]!.body).toEqual({
      people: { department: 'Care' },
      from: '2030-01-06',
      to: '2030-01-19',
      rotation: [morning._id, evening._id],
      every: 'week',
      weekly_offs: [
        { employee_id: asha, weekdays: [6] },
        { employee_id: bikash, weekdays: [6] },
      ],
    });
    await waitFor(() => expect(closed).toBe(true));
  }, 20_000);

  it('shows a refusal by its catalogue sentence and keeps the dialog open', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': hr,
      '/employee/getorgchoices': orgChoicesOf({ department: ['Care'] }),
      '/employee/getshifttypes': { shift_types: [morning] },
      '/employee/getroster': ({ from, to }) => care(from, to),
      '/employee/assignroster': () =>
        Response.json(
          {
            message: 'too big',
            code: 'roster_too_big',
            params: { max: 50000, people: 200, days: 366 },
            field: 'people',
            requestId: 'x',
          },
          { status: 400 },
        ),
    });
    renderAt(
      <AssignRosterDialog
        start={{ people: [{ _id: asha, name: 'Asha Rai' }], from: '2030-01-06', to: '2030-01-06' }}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign a roster' });
    expect(within(dialog).getByRole('list', { name: 'People chosen' })).toHaveTextContent('Asha Rai');
    expect(written(dialog)).toHaveTextContent('Writes 1 person-day (1 people × 1 days).');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roster' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A roster writes at most 50000 person-days at once (200 people × 366 days asked)',
    );
    expect(screen.getByRole('dialog', { name: 'Assign a roster' })).toBeInTheDocument();
  });

  it('clears the days of the people named instead, back to the working day', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({
      '/employee/me': hr,
      '/employee/getorgchoices': orgChoicesOf({ department: ['Care'] }),
      '/employee/getshifttypes': { shift_types: [morning] },
      '/employee/clearroster': { message: 'Roster cleared.', people: 1, days: 3 },
    });
    let closed = false;
    renderAt(
      <AssignRosterDialog
        start={{ people: [{ _id: asha, name: 'Asha Rai' }], from: '2030-01-06', to: '2030-01-08' }}
        onClose={() => {
          closed = true;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign a roster' });
    const section = within(dialog).getByRole('region', { name: 'Or clear these days' });
    fireEvent.click(within(section).getByRole('button', { name: 'Clear roster' }));
    await waitFor(() => expect(server.callsTo('/employee/clearroster')).toHaveLength(1));
    expect(server.callsTo('/employee/clearroster')[0]!.body).toEqual({
      people: { employee_ids: [asha] },
      from: '2030-01-06',
      to: '2030-01-08',
    });
    expect(server.callsTo('/employee/assignroster')).toHaveLength(0);
    await waitFor(() => expect(closed).toBe(true));
  });

  it('opens on the person and day of the grid’s cell by Enter (hr)', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': hr,
      '/employee/getorgchoices': orgChoicesOf({ department: ['Care'] }),
      '/employee/getshifttypes': { shift_types: [morning] },
      '/employee/getroster': ({ from, to }) => care(from, to),
    });
    renderAt(<RosterPage />);
    const grid = await screen.findByRole('grid');
    const start = within(grid)
      .getAllByRole('gridcell')
      .find((c) => c.tabIndex === 0)!;
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Bikash Gurung/));
    const date = document.activeElement!.getAttribute('data-date')!;
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Assign a roster' });
    expect(within(dialog).getByRole('list', { name: 'People chosen' })).toHaveTextContent('Bikash Gurung');
    expect(written(dialog)).toHaveTextContent('Writes 1 person-day');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
