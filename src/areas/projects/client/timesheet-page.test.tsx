import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { type Answers, fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { addDays, weekday } from '../../../shared/calendar';
import { type DayStatus, dayStatuses } from '../../attendance/contract';
import type { Timesheet } from '../contract';
import { TimesheetPage } from './timesheet-page';
import { devRow, ids, savedOf, weekOf } from './timesheet-test-data';

const sunday = '2026-03-01';

/** The page for Anita, whose weeks are `week(week_start)`; `answers` add or replace calls. */
function open(
  week: (week_start: string) => Timesheet = (w) => weekOf(w),
  answers: Answers = {},
  path = `/projects?week=${sunday}`,
) {
  saveSession({ token: 't', userId: ids.anita }, false);
  const server = fakeServer({
    '/employee/me': {
      ...meOf('employee', ['read:timesheet:own', 'update:timesheet:own', 'read:project:own']),
      user: { ...meOf('employee').user, _id: ids.anita },
    },
    '/employee/gettimesheet': ({ week_start }) => ({ timesheet: week(week_start) }),
    '/employee/gettimesheetpeople': { people: [] },
    ...answers,
  });
  renderAt(<TimesheetPage />, path);
  const said = vi.spyOn(toast, 'success');
  const toasted = (text: string) => waitFor(() => expect(said).toHaveBeenCalledWith(text));
  return { ...server, toasted };
}

const cell = (row: string, day: string) => screen.getByRole('textbox', { name: `${row}, ${day}: hours` });
const WEB_DEV = 'WEB · Booking website · Development';

describe('the timesheet (issue 43)', () => {
  it('opens on this week, starting on the organisation’s week start, and moves a week at a time', async () => {
    const server = open(undefined, {}, '/projects');
    await screen.findByRole('heading', { name: /^Week of / });
    const [first] = server.callsTo('/employee/gettimesheet');
    const start = (first!.body as { week_start: string }).week_start;
    // Sunday to Friday work: weeks start on Sunday.
    expect(weekday(start)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(server.callsTo('/employee/gettimesheet').at(-1)!.body).toEqual({
        week_start: addDays(start, -7),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(server.callsTo('/employee/gettimesheet').at(-1)!.body).toEqual({
        week_start: addDays(start, 7),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('button', { name: 'This week' })).toBeDisabled();
  });

  it('takes 7.5 and 7:30 alike, totals the row and the day, and saves the whole week in one call', async () => {
    const server = open((w) => weekOf(w, { rows: [devRow(w, 240)] }), {
      '/employee/savetimesheet': (body) => ({
        message: 'Timesheet saved.',
        timesheet: savedOf(
          weekOf(sunday, {
            rows: body.rows.map((r) => ({
              ...devRow(sunday),
              cells: r.cells.map((c) => ({ date: c.date, minutes: c.minutes, note: c.note })),
            })),
          }),
        ),
      }),
    });
    const user = userEvent.setup();
    await screen.findByDisplayValue('4:00');
    const sun = cell(WEB_DEV, 'Sunday, Mar 1');
    await user.clear(sun);
    await user.type(sun, '7.5');
    await user.type(cell(WEB_DEV, 'Monday, Mar 2'), '7:30');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /^WEB · Booking website/ });
    expect(within(row).getByText('15:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await server.toasted('Timesheet saved.');
    const saves = server.callsTo('/employee/savetimesheet');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({
      week_start: sunday,
      rows: [
        {
          project_id: ids.web,
          activity_id: ids.dev,
          cells: [
            { date: '2026-03-01', minutes: 450, note: null },
            { date: '2026-03-02', minutes: 450, note: null },
          ],
        },
      ],
    });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses what is not hours before sending, and says so', async () => {
    const server = open((w) => weekOf(w, { rows: [devRow(w)] }));
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /^WEB · Booking website/ });
    const sun = cell(WEB_DEV, 'Sunday, Mar 1');
    await user.type(sun, '25');
    expect(sun).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the hours marked before saving.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.clear(sun);
    await user.type(sun, '8');
    expect(sun).not.toHaveAttribute('aria-invalid');
    expect(server.callsTo('/employee/savetimesheet')).toHaveLength(0);
  });

  it('moves between cells with the arrow keys', async () => {
    open((w) =>
      weekOf(w, {
        rows: [
          devRow(w, 60),
          { ...devRow(w, 30), activity: { _id: ids.design, name: 'Design', billable: true } },
        ],
      }),
    );
    const user = userEvent.setup();
    await screen.findByDisplayValue('1:00');
    const sun = cell(WEB_DEV, 'Sunday, Mar 1');
    sun.focus();
    await user.keyboard('{ArrowDown}');
    expect(cell('WEB · Booking website · Design', 'Sunday, Mar 1')).toHaveFocus();
    // The whole text is selected on arriving: right goes on at once.
    await user.keyboard('{End}{ArrowRight}');
    expect(cell('WEB · Booking website · Design', 'Monday, Mar 2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell(WEB_DEV, 'Monday, Mar 2')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(sun).toHaveFocus();
  });

  it('adds a row by its project and then its activity, and the new row’s first cell takes the focus', async () => {
    open();
    const user = userEvent.setup();
    expect(await screen.findByText(/No time on this week yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a row' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Nothing chosen: both fields say so.
    expect((await within(dialog).findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      'Choose a project',
      'Choose an activity',
    ]);
    await user.selectOptions(within(dialog).getByLabelText(/^Project/), 'INT · Internal tools');
    await user.selectOptions(within(dialog).getByLabelText(/^Activity/), 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(cell('INT · Internal tools · Support', 'Sunday, Mar 1')).toHaveFocus());
  });

  it('copies last week’s rows beside what is typed and not saved', async () => {
    const server = open((w) => weekOf(w, { rows: [devRow(w)], last_week_rows: 1 }), {
      '/employee/copytimesheet': {
        message: 'Last week’s rows copied.',
        timesheet: weekOf(sunday, {
          rows: [
            devRow(sunday),
            {
              project: { _id: ids.int, code: 'INT', name: 'Internal tools', status: 'active' },
              activity: { _id: ids.support, name: 'Support', billable: false },
              cells: [],
            },
          ],
        }),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /^WEB · Booking website/ });
    await user.type(cell(WEB_DEV, 'Sunday, Mar 1'), '6');
    await user.click(screen.getByRole('button', { name: 'Copy last week' }));
    await server.toasted('Last week’s rows are copied; fill in their hours.');
    expect(server.callsTo('/employee/copytimesheet')[0]!.body).toEqual({ week_start: sunday });
    expect(cell(WEB_DEV, 'Sunday, Mar 1')).toHaveValue('6');
    expect(cell('INT · Internal tools · Support', 'Sunday, Mar 1')).toHaveValue('');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('submits: what is unsaved is saved first, then the week goes for approval and is read only', async () => {
    const submitted = weekOf(sunday, {
      rows: [devRow(sunday, 480)],
      status: 'submitted',
      submitted_at: '2026-03-06T10:00:00.000Z',
      can: { edit: false, submit: false, correct: false, withdraw: true },
      request: { _id: ids.request, status: 'pending', current_step: 1, steps: [] },
    });
    const server = open((w) => weekOf(w, { rows: [devRow(w)] }), {
      '/employee/savetimesheet': {
        message: 'Timesheet saved.',
        timesheet: savedOf(weekOf(sunday, { rows: [devRow(sunday, 480)] })),
      },
      '/employee/submittimesheet': { message: 'Timesheet submitted for approval.', timesheet: submitted },
    });
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /^WEB · Booking website/ });
    await user.type(cell(WEB_DEV, 'Sunday, Mar 1'), '8');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await server.toasted('Timesheet submitted for approval.');
    expect(server.calls.map((c) => c.path).filter((p) => p.endsWith('timesheet'))).toEqual([
      '/employee/gettimesheet',
      '/employee/savetimesheet',
      '/employee/submittimesheet',
    ]);
    expect(screen.getByText(/^Waiting for approval since/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('tells the approver reading a waiting or rejected week when, not to withdraw or change it', async () => {
    const suman = { _id: ids.suman, name: 'Suman Adhikari' };
    const decided = {
      employee: suman,
      rows: [devRow(sunday, 480)],
      submitted_at: '2026-03-06T10:00:00.000Z',
      can: { edit: false, submit: false, correct: false, withdraw: false },
    };
    let status: 'submitted' | 'rejected' = 'submitted';
    open(
      (w) =>
        weekOf(w, { ...decided, status, decided_at: status === 'rejected' ? decided.submitted_at : null }),
      {
        '/employee/me': meOf('manager', ['read:timesheet:own', 'read:timesheet:team']),
      },
      `/projects?week=${sunday}&employee=${ids.suman}`,
    );
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/^Waiting for approval since .*\.$/);
    expect(note).not.toHaveTextContent(/withdraw/i);
    status = 'rejected';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent(/^Rejected on [^.]*\.$/));
  });

  it('shows a rejected week with the approver’s note, editable again', async () => {
    open((w) =>
      weekOf(w, {
        rows: [devRow(w, 480)],
        status: 'rejected',
        note: 'Put the design hours under Design',
        submitted_at: '2026-03-06T10:00:00.000Z',
        decided_at: '2026-03-07T10:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText('The approver’s note: Put the design hours under Design'),
    ).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(cell(WEB_DEV, 'Sunday, Mar 1')).toHaveValue('8:00');
  });

  it('marks holidays, leave and days off, and a day logged beyond its attendance', async () => {
    open((w) => {
      const week = weekOf(w, { rows: [devRow(w, 600, 240)] });
      week.days[1] = {
        ...week.days[1]!,
        holiday: 'Fagu Purnima',
        expected_minutes: 0,
        attended_minutes: null,
      };
      week.days[2] = {
        ...week.days[2]!,
        leave: { type: 'Sick', part: 'morning', start_time: null, end_time: null },
      };
      return week;
    });
    expect(await screen.findByText('Holiday: Fagu Purnima')).toBeInTheDocument();
    expect(screen.getByText('Leave (morning): Sick')).toBeInTheDocument();
    expect(screen.getAllByText('Day off')).toHaveLength(1);
    // 10 hours logged on Sunday, 8 attended.
    expect(screen.getByText('More time is logged than attended on Sunday, Mar 1.')).toBeInTheDocument();
    expect(screen.getByText('14 h logged of 48 h expected')).toBeInTheDocument();
  });

  it('to a Nepali reader, hours in Devanagari digits, typed either way', async () => {
    await applyLocale({ language: 'ne', calendar: 'gregorian', digits: 'devanagari' });
    const server = open((w) => weekOf(w, { rows: [devRow(w, 450)] }), {
      '/employee/savetimesheet': {
        message: 'Timesheet saved.',
        timesheet: savedOf(weekOf(sunday, { rows: [devRow(sunday, 450, 480)] })),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('७:३०')).toBeInTheDocument();
    // An activity has one Nepali name on every screen: the reports and hr's project pages say गतिविधि too.
    expect(screen.getByRole('columnheader', { name: 'परियोजना र गतिविधि' })).toBeInTheDocument();
    const monday = screen.getAllByRole('textbox')[1]!;
    await user.type(monday, '८');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    await waitFor(() => expect(server.callsTo('/employee/savetimesheet')).toHaveLength(1));
    expect(
      (server.callsTo('/employee/savetimesheet')[0]!.body as { rows: { cells: unknown[] }[] }).rows[0]!.cells,
    ).toEqual([
      { date: '2026-03-01', minutes: 450, note: null },
      { date: '2026-03-02', minutes: 480, note: null },
    ]);
  });

  it('lets hr correct an approved week of someone else, with a reason', async () => {
    const approved = (w: string) =>
      weekOf(w, {
        rows: [devRow(w, 480)],
        status: 'approved',
        decided_at: '2026-03-07T10:00:00.000Z',
        can: { edit: false, submit: false, correct: true, withdraw: false },
      });
    const server = open(
      approved,
      {
        '/employee/me': meOf('hr', ['read:timesheet:any', 'update:timesheet:any']),
        '/employee/savetimesheet': { message: 'Timesheet corrected.', timesheet: savedOf(approved(sunday)) },
      },
      `/projects?week=${sunday}&employee=${ids.anita}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct this week' }));
    const sun = cell(WEB_DEV, 'Sunday, Mar 1');
    await user.clear(sun);
    await user.type(sun, '7');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct an approved week' });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give the reason for the correction.');
    await user.type(within(dialog).getByLabelText(/^Reason for the correction/), 'Sunday was 7 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await server.toasted('Timesheet corrected.');
    expect(server.callsTo('/employee/savetimesheet')[0]!.body).toEqual({
      week_start: sunday,
      employee_id: ids.anita,
      reason: 'Sunday was 7 hours',
      rows: [
        { project_id: ids.web, activity_id: ids.dev, cells: [{ date: sunday, minutes: 420, note: null }] },
      ],
    });
    expect(screen.queryByRole('textbox', { name: /: hours$/ })).toBeNull();
  });

  it('a line manager opens their team’s weeks from the picker', async () => {
    const server = open(undefined, {
      '/employee/me': meOf('manager', ['read:timesheet:own', 'read:timesheet:team']),
      '/employee/getteamtoday': {
        date: sunday,
        today: sunday,
        departments: [],
        counts: Object.fromEntries(dayStatuses.map((s) => [s, 0])) as Record<DayStatus, number>,
        attendance: [
          {
            employee: {
              _id: ids.suman,
              name: 'Suman Adhikari',
              employeeId: 'EMP-006',
              department: null,
              designation: null,
            },
            _id: null,
            date: sunday,
            check_in_time: null,
            check_out_time: null,
            status: 'Not checked in',
            submitted: false,
            correction: null,
          },
        ],
      },
    });
    const user = userEvent.setup();
    const whose = await screen.findByRole('combobox', { name: 'Whose timesheet' });
    await user.selectOptions(whose, 'Suman Adhikari');
    await waitFor(() =>
      expect(server.callsTo('/employee/gettimesheet').at(-1)!.body).toEqual({
        week_start: sunday,
        employee_id: ids.suman,
      }),
    );
    await user.selectOptions(whose, 'My timesheet');
    await waitFor(() =>
      expect(server.callsTo('/employee/gettimesheet').at(-1)!.body).toEqual({ week_start: sunday }),
    );
  });
});
