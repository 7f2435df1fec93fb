/**
 * Project reports (issue 43): the period and grouping asked of the server, approved hours with budget used or
 * utilisation and the totals, a wrong period said before asking, the files downloaded with the same filters, and a
 * project's weeks as a chart with its table.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { type Answers, fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { addDays, localDate } from '../../../shared/calendar';
import type { ProjectReport, ReportRow } from '../contract';
import { acme, ids, website } from './admin-test-data';
import { ProjectReportsPage } from './report-page';

const today = localDate(new Date(), 'Asia/Kathmandu');
const row = (over: Partial<ReportRow> & Pick<ReportRow, 'key' | 'label'>): ReportRow => ({
  code: null,
  minutes: 0,
  billable_minutes: 0,
  budget_minutes: null,
  used_percent: null,
  available_minutes: null,
  utilisation_percent: null,
  ...over,
});
const byProject: ProjectReport = {
  from: addDays(today, -29),
  to: today,
  group_by: 'project',
  rows: [
    row({
      key: ids.website,
      label: 'Website',
      code: 'WEB-1',
      minutes: 750,
      billable_minutes: 600,
      budget_minutes: 6000,
      used_percent: 12.5,
    }),
  ],
  totals: { minutes: 750, billable_minutes: 600 },
};
const byPerson: ProjectReport = {
  ...byProject,
  group_by: 'person',
  rows: [
    row({
      key: ids.anita,
      label: 'Anita Gurung',
      code: 'EMP-7',
      minutes: 450,
      billable_minutes: 450,
      available_minutes: 9600,
      utilisation_percent: 4.7,
    }),
    row({
      key: ids.bikash,
      label: 'Bikash Thapa',
      code: 'EMP-9',
      minutes: 300,
      billable_minutes: 150,
      available_minutes: 9600,
      utilisation_percent: 1.6,
    }),
  ],
};
const chart = {
  project: { _id: ids.website, code: 'WEB-1', name: 'Website', budget_minutes: 6000 },
  bucket: 'week' as const,
  points: [
    { start: '2026-11-16', minutes: 0, billable_minutes: 0 },
    { start: '2026-11-23', minutes: 750, billable_minutes: 600 },
  ],
};

function open(permissions: Parameters<typeof meOf>[1], answers: Answers = {}) {
  const server = fakeServer({
    '/employee/me': meOf('hr', permissions),
    '/employee/getprojects': { projects: [website], total: 1, page: 1, pageSize: 200 },
    '/employee/getprojectclients': { clients: [acme] },
    '/employee/getprojectreport': (q) => (q.group_by === 'person' ? byPerson : byProject),
    '/employee/getprojectchart': chart,
    ...answers,
  });
  renderAt(<ProjectReportsPage />, '/projects/reports');
  return { server, user: userEvent.setup() };
}

describe('Projects → Reports', () => {
  beforeEach(() => saveSession({ token: 't', userId: 'u1' }, false));
  afterEach(() => vi.useRealTimers());

  it('counts the last 30 days by the organisation’s calendar, not the browser’s', async () => {
    // 01:45 on 30 November in Kathmandu, still the 29th where the browser runs (UTC here).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T20:00:00Z') });
    const { server } = open(['read:project:any']);
    await screen.findByRole('region', { name: 'Hours by project' });
    expect(server.callsTo('/employee/getprojectreport').map((c) => c.body)).toEqual([
      { from: '2026-11-01', to: '2026-11-30', group_by: 'project' },
    ]);
  });

  it('shows the last 30 days’ approved hours by project with the budget used, then by person with utilisation', async () => {
    const { server, user } = open(['read:project:any', 'manage:project:any']);
    const table = await screen.findByRole('region', { name: 'Hours by project' });
    expect(within(table).getByRole('row', { name: 'Website WEB-1 12.5 10 100 12.5%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Total 12.5 10/ })).toBeInTheDocument();
    expect(server.callsTo('/employee/getprojectreport')[0]?.body).toEqual({
      from: addDays(today, -29),
      to: today,
      group_by: 'project',
    });

    await user.selectOptions(screen.getByLabelText('Group by'), 'Person');
    const people = await screen.findByRole('region', { name: 'Hours by person' });
    expect(
      within(people).getByRole('row', { name: 'Anita Gurung EMP-7 7.5 7.5 160 4.7%' }),
    ).toBeInTheDocument();
    expect(
      within(people).getByRole('row', { name: 'Bikash Thapa EMP-9 5 2.5 160 1.6%' }),
    ).toBeInTheDocument();
    expect(
      within(people)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Person', 'Code', 'Hours', 'Billable hours', 'Available hours', 'Utilisation']);
  });

  it('narrows the report to a project and a client, and downloads the same report as CSV and XLSX', async () => {
    URL.createObjectURL = () => 'blob:file';
    const { server, user } = open(['read:project:any'], {
      '/employee/exportprojectreport': () => new Response(new Blob(['Name,Hours']), { status: 200 }),
    });
    await screen.findByRole('region', { name: 'Hours by project' });
    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'web');
    await user.click(await screen.findByRole('option', { name: /^WEB-1 · Website/ }));
    await user.selectOptions(screen.getByLabelText('Client'), 'Acme Traders');
    await waitFor(() =>
      expect(server.callsTo('/employee/getprojectreport').at(-1)?.body).toMatchObject({
        project_id: ids.website,
        client_id: ids.acme,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(server.callsTo('/employee/exportprojectreport')).toHaveLength(2));
    expect(server.callsTo('/employee/exportprojectreport').map((c) => c.body)).toEqual(
      ['csv', 'xlsx'].map((format) => ({
        from: addDays(today, -29),
        to: today,
        group_by: 'project',
        project_id: ids.website,
        client_id: ids.acme,
        format,
      })),
    );
  });

  it('finds any project by typing, one past the first 200 too, and narrows the report and the chart to it', async () => {
    // 250 projects: the server answers the words typed, 10 matches at most.
    const many = Array.from({ length: 250 }, (_, i) => ({
      ...website,
      _id: `20000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      code: `P-${String(i + 1).padStart(3, '0')}`,
      name: `Project ${i + 1}`,
      client: null,
    }));
    const { server, user } = open(['read:project:any'], {
      '/employee/getprojects': (q) => {
        const words = ('q' in q && q.q?.toLowerCase()) || '';
        const found = many.filter((p) => `${p.code} ${p.name}`.toLowerCase().includes(words));
        return { projects: found.slice(0, q.pageSize), total: found.length, page: 1, pageSize: 10 };
      },
    });
    await screen.findByRole('region', { name: 'Hours by project' });
    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'P-241');
    await user.click(await screen.findByRole('option', { name: 'P-241 · Project 241' }));
    const chosen = many[240]!._id;
    await waitFor(() =>
      expect(server.callsTo('/employee/getprojectreport').at(-1)?.body).toMatchObject({ project_id: chosen }),
    );
    await waitFor(() =>
      expect(server.callsTo('/employee/getprojectchart').at(-1)?.body).toMatchObject({ project_id: chosen }),
    );
    expect(server.callsTo('/employee/getprojects').map((c) => c.body)).toContainEqual({
      q: 'P-241',
      page: 1,
      pageSize: 10,
    });

    // Let go, the report is of every project again.
    await user.click(
      screen.getByRole('button', { name: 'Show every project, not only P-241 · Project 241' }),
    );
    await waitFor(() =>
      expect(server.callsTo('/employee/getprojectreport').at(-1)?.body).not.toHaveProperty('project_id'),
    );
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('');
  });

  it('says a period ending before it starts beside the end, without asking the server', async () => {
    const { server } = open(['read:project:own'], {
      '/employee/getprojectreport': { ...byProject, rows: [], totals: { minutes: 0, billable_minutes: 0 } },
    });
    expect(await screen.findByText('No approved time in this period.')).toBeInTheDocument();
    // Someone who sees only their own time is offered no person to choose.
    expect(screen.queryByRole('combobox', { name: 'Person' })).toBeNull();
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: addDays(today, -40) } });
    // The table and the chart say so alike.
    expect(await screen.findAllByText('Choose a period to see the report.')).toHaveLength(2);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(
      server.callsTo('/employee/getprojectreport').every((c) => (c.body as { to: string }).to === today),
    ).toBe(true);
  });

  it('draws a project’s approved hours per week, with the figures as a table', async () => {
    const { server } = open(['read:project:any']);
    const card = (await screen.findByRole('heading', { name: 'Hours per week' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    expect(await within(card).findByRole('img')).toHaveAccessibleName(
      /^Approved hours of Website in 2 weeks from .+ to .+: 12\.5 hours in all\.$/,
    );
    const rows = within(card).getByRole('table', { name: 'Hours per week' }).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent)).toEqual(['Nov 16, 202600', 'Nov 23, 202612.510']);
    expect(server.callsTo('/employee/getprojectchart')[0]?.body).toEqual({
      project_id: ids.website,
      from: addDays(today, -29),
      to: today,
      bucket: 'week',
    });
  });

  it('says "no approved time" of the chart only once its figures are in: not while loading, nor when they failed', async () => {
    // The chart's figures hang until released, then fail (the read is tried twice).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    open(['read:project:any'], {
      '/employee/getprojectchart': async () => {
        await released;
        return Response.json({ message: 'The server failed' }, { status: 500 });
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Hours per week' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    expect(await within(card).findByText(/^Loading/)).toBeInTheDocument();
    expect(within(card).queryByText('No approved time in this period.')).toBeNull();
    release();
    expect(await within(card).findByText(/The server failed/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(card).queryByText('No approved time in this period.')).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
  });
});
