import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { RequestDetails } from '../../../client/components/requests/request-details';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { type Answers, fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import type { Approval } from '../../approvals/contract';
import type { Timer } from '../contract';
import { TimesheetPage } from './timesheet-page';
import { devRow, ids, weekOf } from './timesheet-test-data';
import { TimerCard } from './timesheet-timer';

function answer(answers: Answers) {
  saveSession({ token: 't', userId: ids.anita }, false);
  return fakeServer({ '/employee/me': meOf('employee'), ...answers });
}

/** A timer started 65 minutes ago. */
const running = (): Timer => ({
  project: { _id: ids.web, code: 'WEB', name: 'Booking website' },
  activity: { _id: ids.dev, name: 'Development' },
  started_at: new Date(Date.now() - 65 * 60_000).toISOString(),
});

describe('the dashboard’s timer (issue 43)', () => {
  it('is not shown to someone on no project with no timer', async () => {
    const server = answer({
      '/employee/gettimer': { timer: null },
      '/employee/gettimesheet': ({ week_start }) => ({ timesheet: weekOf(week_start, { projects: [] }) }),
    });
    const { container } = renderAt(<TimerCard />);
    await waitFor(() => expect(server.callsTo('/employee/gettimer')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('/employee/gettimesheet')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });

  it('says why no timer starts while the week waits for approval, and once it is approved', async () => {
    let status: 'submitted' | 'approved' = 'submitted';
    answer({
      '/employee/gettimer': { timer: null },
      // A week closed to changes offers no projects to log time on.
      '/employee/gettimesheet': ({ week_start }) => ({
        timesheet: weekOf(week_start, {
          status,
          projects: [],
          rows: [devRow(week_start, 480)],
          can: { edit: false, submit: false, correct: false, withdraw: status === 'submitted' },
        }),
      }),
    });
    const { unmount } = renderAt(<TimerCard />);
    expect(
      await screen.findByText('This week’s timesheet is waiting for approval: withdraw it to log more time.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Timer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the timesheet' })).toHaveAttribute('href', '/projects');
    unmount();

    status = 'approved';
    renderAt(<TimerCard />);
    expect(
      await screen.findByText('This week’s timesheet is approved: the week is locked.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('starts on a project’s activity, runs, and stopping puts its time into today’s cell', async () => {
    let timer: Timer | null = null;
    const server = answer({
      '/employee/gettimer': () => ({ timer }),
      '/employee/gettimesheet': ({ week_start }) => ({ timesheet: weekOf(week_start) }),
      '/employee/starttimer': () => {
        timer = running();
        return { message: 'Timer started.', timer };
      },
      '/employee/stoptimer': () => {
        timer = null;
        return { message: 'Timer stopped.', date: '2026-03-04', minutes: 65, not_recorded: null };
      },
    });
    const said = vi.spyOn(toast, 'success');
    renderAt(<TimerCard />);
    const project = await screen.findByLabelText(/^Project/);
    fireEvent.change(project, { target: { value: ids.web } });
    fireEvent.change(screen.getByLabelText(/^Activity/), { target: { value: ids.dev } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Running on WEB · Booking website · Development')).toBeInTheDocument();
    expect(server.callsTo('/employee/starttimer')[0]!.body).toEqual({
      project_id: ids.web,
      activity_id: ids.dev,
    });
    expect(screen.getByText(/^1:05:\d\d$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(said).toHaveBeenCalledWith('1 h 5 min added to today’s timesheet.'));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('says why a stopped timer’s time was not kept (its project archived meanwhile)', async () => {
    let timer: Timer | null = running();
    answer({
      '/employee/gettimer': () => ({ timer }),
      '/employee/gettimesheet': ({ week_start }) => ({ timesheet: weekOf(week_start) }),
      '/employee/stoptimer': () => {
        timer = null;
        return {
          message: 'Timer stopped; its time could not be recorded.',
          date: '2026-03-04',
          minutes: 0,
          not_recorded: { code: 'project_archived', params: { project: 'WEB' } },
        };
      },
    });
    const warned = vi.spyOn(toast, 'error');
    renderAt(<TimerCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(warned).toHaveBeenCalledWith(
        expect.stringMatching(/^Timer stopped; its time was not recorded: .*WEB/),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});

const person = (_id: string, name: string) => ({ _id, name });
const request = (scope: 'all' | 'yours' = 'all'): Approval => ({
  _id: ids.request,
  kind: 'timesheet',
  status: 'pending',
  created_at: '2026-03-06T04:00:00.000Z',
  decided_at: null,
  employee: { ...person(ids.anita, 'Anita Gurung'), department: 'Engineering' },
  rule: null,
  current_step: 1,
  steps: [
    {
      position: 1,
      mode: 'any',
      status: 'pending',
      approvers: [person(ids.suman, 'Rajesh Shrestha')],
      hr: false,
      skip_reason: null,
      decisions: [],
    },
  ],
  leave: null,
  correction: null,
  profile: null,
  timesheet: { week_start: '2026-03-01', minutes: 1710, scope },
  overtime: null,
  can: { decide: true, override: false, cancel: false },
});

describe('a timesheet request in the approvals inbox', () => {
  it('shows the week, its hours in all and per project (none of a project without hours), and links to the week', async () => {
    const server = answer({
      '/employee/gettimesheet': ({ week_start }) => ({
        timesheet: weekOf(week_start, {
          rows: [
            devRow(week_start, 480, 450),
            { ...devRow(week_start, 60), activity: { _id: ids.design, name: 'Design', billable: true } },
            {
              project: { _id: ids.int, code: 'INT', name: 'Internal tools', status: 'active' },
              activity: { _id: ids.support, name: 'Support', billable: false },
              cells: [{ date: week_start, minutes: 720, note: null }],
            },
            // A row kept with its hours cleared: nothing of that project is asked.
            {
              project: {
                _id: 'a0000000-0000-4000-8000-000000000009',
                code: 'CLINIC',
                name: 'Clinic app',
                status: 'active',
              },
              activity: { _id: ids.support, name: 'Support', billable: false },
              cells: [],
            },
          ],
        }),
      }),
    });
    renderAt(<RequestDetails request={request()} />);
    expect(screen.getByText('Week of Mar 1, 2026 - Mar 7, 2026')).toBeInTheDocument();
    expect(screen.getByText('28 h 30 min in all')).toBeInTheDocument();
    const list = (await screen.findByText('WEB · Booking website')).closest('dl') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['WEB · Booking website', 'INT · Internal tools']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['16 h 30 min', '12 h']);
    expect(server.callsTo('/employee/gettimesheet')[0]!.body).toEqual({
      week_start: '2026-03-01',
      employee_id: ids.anita,
    });
    expect(screen.getByRole('link', { name: 'Open the week' })).toHaveAttribute(
      'href',
      `/projects?week=2026-03-01&employee=${ids.anita}`,
    );
  });

  it('says so when the week’s hours per project cannot be read, beside what the request itself says', async () => {
    answer({
      '/employee/gettimesheet': () => Response.json({ message: 'The server failed' }, { status: 500 }),
    });
    renderAt(<RequestDetails request={request()} />);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('The server failed');
    expect(screen.getByText('28 h 30 min in all')).toBeInTheDocument();
  });

  it('tells a project’s manager the hours are those on their projects, not the week’s, in either language', async () => {
    const week = ({ week_start }: { week_start: string }) => ({
      timesheet: weekOf(week_start, { rows: [devRow(week_start, 480, 450)] }),
    });
    answer({ '/employee/gettimesheet': week });
    const { unmount } = renderAt(<RequestDetails request={request('yours')} />);
    expect(screen.getByText('28 h 30 min on the projects you approve')).toBeInTheDocument();
    expect(screen.queryByText(/in all/)).toBeNull();
    unmount();

    await applyLocale({ language: 'ne', calendar: 'gregorian', digits: 'devanagari' });
    renderAt(<RequestDetails request={request('yours')} />);
    expect(screen.getByText(/^तपाईंले स्वीकृत गर्ने परियोजनामा २८/)).toBeInTheDocument();
    expect(screen.queryByText(/^जम्मा/)).toBeNull();
  });
});

describe('whose week a project’s manager opens', () => {
  it('offers every member the server names, however many projects they manage, and opens their week', async () => {
    // Members of the 1st and the 201st of their projects, and of a project whose manager they stand in for.
    const people = ['Bishnu Thapa', 'Asha Rai', 'Chandra Magar'].map((name, i) => ({
      _id: `00000000-0000-4000-8000-00000000010${i}`,
      name,
    }));
    const server = answer({
      '/employee/gettimesheet': ({ week_start }) => ({ timesheet: weekOf(week_start) }),
      '/employee/gettimesheetpeople': { people },
    });
    renderAt(<TimesheetPage />, '/projects?week=2026-03-01');
    const whose = await screen.findByRole('combobox', { name: 'Whose timesheet' });
    expect(
      within(whose)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['My timesheet', 'Asha Rai', 'Bishnu Thapa', 'Chandra Magar']);
    await userEvent.setup().selectOptions(whose, 'Chandra Magar');
    await waitFor(() =>
      expect(server.callsTo('/employee/gettimesheet').at(-1)!.body).toEqual({
        week_start: '2026-03-01',
        employee_id: people[2]!._id,
      }),
    );
  });
});
