/**
 * hr's projects and clients (issue 43): the list and its filters as the server is asked for them, a project added
 * with the hours and the manager hr chose, a refusal beside its field, clients added and archived, a project's
 * activities and members changed, and delete offered only for a project without time.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { type Answers, fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { localDate } from '../../../shared/calendar';
import { ProjectAdminPage } from './admin-page';
import { acme, globex, ids, intranet, listed, searchOf, website, websiteDetail } from './admin-test-data';

const hr = meOf('hr', ['manage:project:any', 'read:project:any', 'read:project:own']);
const base: Answers = {
  '/employee/me': hr,
  '/employee/getprojectclients': { clients: [acme] },
  '/employee/getprojects': { projects: [website], total: 1, page: 1, pageSize: 25 },
};

function open(answers: Answers, path = '/projects/manage') {
  saveSession({ token: 't', userId: 'u1' }, false);
  const server = fakeServer({ ...base, ...answers });
  const { router } = renderAt(<ProjectAdminPage />, path);
  return { server, router, user: userEvent.setup() };
}

describe('Projects → Projects and clients', () => {
  it('lists the active projects with their hours of the budget, and asks again by client and status', async () => {
    const { server, user } = open({
      '/employee/getprojects': (q) => ({
        projects: 'status' in q && q.status === 'archived' ? [intranet] : [website],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    });
    const row = (await screen.findByRole('link', { name: 'WEB-1 Website' })).closest('tr')!;
    expect(row).toHaveTextContent('Acme Traders');
    expect(row).toHaveTextContent('Anita Gurung');
    // 750 of 6,000 minutes.
    expect(within(row).getByText('12.5 of 100')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Archive Website' })).toBeInTheDocument();
    expect(server.callsTo('/employee/getprojects')[0]?.body).toEqual({
      status: 'active',
      page: 1,
      pageSize: 25,
    });

    await user.selectOptions(screen.getByLabelText('Client'), 'Acme Traders');
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    const archived = (await screen.findByRole('link', { name: 'INT Intranet' })).closest('tr')!;
    expect(within(archived).getByRole('button', { name: 'Restore Intranet' })).toBeInTheDocument();
    expect(server.callsTo('/employee/getprojects').at(-1)?.body).toEqual({
      status: 'archived',
      client_id: ids.acme,
      page: 1,
      pageSize: 25,
    });
  });

  it('says so when there are no projects yet, and when the filters match none', async () => {
    const { user } = open({ '/employee/getprojects': { projects: [], total: 0, page: 1, pageSize: 25 } });
    await user.selectOptions(await screen.findByLabelText('Status'), 'All');
    expect(await screen.findByText('No projects yet: add the first one.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'web');
    expect(await screen.findByText('No projects match these filters.')).toBeInTheDocument();
  });

  it('adds a project with its client, the manager found by typing, budgeted hours as minutes and not billable', async () => {
    const { server, user } = open({
      '/employee/searchemployees': searchOf(listed(ids.bikash, 'Bikash', 'Thapa')),
      '/employee/saveproject': (body) => ({
        message: 'Project saved.',
        project: websiteDetail({ ...body, _id: ids.website, client: null, manager: null }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await user.type(within(dialog).getByLabelText(/Code/), 'APP-2');
    await user.type(within(dialog).getByLabelText(/Project name/), 'Mobile app');
    await user.selectOptions(within(dialog).getByLabelText('Client'), 'Acme Traders');
    await user.type(within(dialog).getByRole('combobox', { name: 'Manager (search by name)' }), 'Bik');
    await user.click(await within(dialog).findByRole('option', { name: /Bikash Thapa/ }));
    expect(within(dialog).getByText('Manager: Bikash Thapa')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Budgeted hours'), '37.5');
    await user.click(within(dialog).getByRole('switch', { name: /Billable/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save project' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/employee/saveproject')[0]?.body).toEqual({
      code: 'APP-2',
      name: 'Mobile app',
      client_id: ids.acme,
      manager_id: ids.bikash,
      start_date: localDate(new Date(), 'Asia/Kathmandu'),
      end_date: null,
      budget_minutes: 2250,
      billable: false,
    });
  });

  it('edits a project from its values, and shows a code already taken beside the code', async () => {
    const { server, user } = open({
      '/employee/saveproject': () =>
        Response.json(
          { message: 'Another project already has this code', code: 'project_code_taken', field: 'code' },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Website' });
    expect(within(dialog).getByLabelText('Budgeted hours')).toHaveValue(100);
    expect(within(dialog).getByText('Manager: Anita Gurung')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save project' }));
    const code = within(dialog).getByLabelText(/Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription('Another project already has this code'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('/employee/saveproject')[0]?.body).toMatchObject({
      _id: ids.website,
      code: 'WEB-1',
      manager_id: null,
      end_date: '2026-12-31',
      budget_minutes: 6000,
    });
  });

  it('adds a client, and archives one, with archived clients shown on asking', async () => {
    let clients = [acme];
    const { server, user } = open(
      {
        '/employee/getprojectclients': (q) => ({
          clients: q?.include_archived ? [...clients, globex] : clients,
        }),
        '/employee/saveprojectclient': (body) => {
          const client = {
            _id: ids.initech,
            name: body.name,
            code: body.code,
            archived_at: null,
            projects: 0,
          };
          clients = [...clients, client];
          return { message: 'Client saved.', client };
        },
        '/employee/archiveprojectclient': { message: 'Client archived.' },
      },
      '/projects/manage?tab=clients',
    );
    expect(await screen.findByText('1 project')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    await user.type(within(dialog).getByLabelText(/Client name/), 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('Initech')).toBeInTheDocument();
    expect(server.callsTo('/employee/saveprojectclient')[0]?.body).toEqual({ name: 'Initech', code: null });

    await user.click(screen.getByRole('button', { name: 'Archive Acme Traders' }));
    await waitFor(() =>
      expect(server.callsTo('/employee/archiveprojectclient')[0]?.body).toEqual({
        _id: ids.acme,
        archived: true,
      }),
    );
    await user.click(screen.getByLabelText('Show archived clients'));
    const globexRow = (await screen.findByText('Globex')).closest('li')!;
    expect(within(globexRow).getByText('Archived')).toBeInTheDocument();
    expect(within(globexRow).getByRole('button', { name: 'Restore Globex' })).toBeInTheDocument();
  });
});

describe('a project’s page', () => {
  const detailAt = `/projects/manage?project=${ids.website}`;

  it('adds an activity billable as the project, adds a member found by typing and removes one', async () => {
    const { server, user } = open(
      {
        '/employee/getproject': { project: websiteDetail() },
        '/employee/searchemployees': searchOf(listed(ids.bikash, 'Bikash', 'Thapa')),
        '/employee/saveprojectactivity': (body) => ({
          message: 'Activity saved.',
          activity: { _id: ids.design, name: body.name, billable: body.billable, archived_at: null },
        }),
        '/employee/setprojectmembers': { message: 'Members saved.', members: [] },
      },
      detailAt,
    );
    expect(await screen.findByRole('heading', { name: 'WEB-1 Website' })).toBeInTheDocument();
    expect(
      screen.getByText('Time is logged on this project: it can be archived, not deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('As the project (billable)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New activity' });
    await user.type(within(dialog).getByLabelText(/Activity name/), 'Testing');
    await user.selectOptions(within(dialog).getByLabelText('Billable'), 'Not billable');
    await user.click(within(dialog).getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/employee/saveprojectactivity')[0]?.body).toEqual({
      project_id: ids.website,
      name: 'Testing',
      billable: false,
    });

    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getByText('Anita Gurung')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Add a member (search by name)' }), 'Bik');
    await user.click(await screen.findByRole('option', { name: /Bikash Thapa/ }));
    await user.click(within(members).getByRole('button', { name: 'Remove Anita Gurung' }));
    await waitFor(() => expect(server.callsTo('/employee/setprojectmembers')).toHaveLength(2));
    expect(server.callsTo('/employee/setprojectmembers').map((c) => c.body)).toEqual([
      { project_id: ids.website, add: [ids.bikash] },
      { project_id: ids.website, remove: [ids.anita] },
    ]);
  });

  it('deletes a project without time after asking, and goes back to the list', async () => {
    const { server, user } = open(
      {
        '/employee/getproject': {
          project: websiteDetail({ has_time: false, can: { manage: true, log: false, delete: true } }),
        },
        '/employee/deleteproject': { message: 'Project deleted.' },
      },
      detailAt,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(server.callsTo('/employee/deleteproject')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('link', { name: 'WEB-1 Website' })).toBeInTheDocument();
    expect(server.callsTo('/employee/deleteproject').map((c) => c.body)).toEqual([{ _id: ids.website }]);
  });

  it('says a delete that ends after hr has opened another project is done, and leaves them there', async () => {
    let answer = () => {};
    const { server, user } = open(
      {
        '/employee/getprojects': { projects: [website, intranet], total: 2, page: 1, pageSize: 25 },
        '/employee/getproject': ({ _id }) => ({
          project:
            _id === ids.website
              ? websiteDetail({ has_time: false, can: { manage: true, log: false, delete: true } })
              : websiteDetail({ ...intranet, can: { manage: true, log: false, delete: false } }),
        }),
        '/employee/deleteproject': () =>
          new Promise((resolve) => {
            answer = () => resolve({ message: 'Project deleted.' });
          }),
      },
      detailAt,
    );
    const said = vi.spyOn(toast, 'success');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('/employee/deleteproject')).toHaveLength(1));
    // The browser's Back while the dialog waits (the page behind it takes no clicks), then another project.
    fireEvent.click(screen.getByRole('link', { name: 'Back to projects', hidden: true }));
    await user.click(await screen.findByRole('link', { name: 'INT Intranet' }));
    expect(await screen.findByRole('heading', { name: 'INT Intranet' })).toBeInTheDocument();

    answer();
    await waitFor(() => expect(said).toHaveBeenCalledWith('Project deleted.'));
    expect(screen.getByRole('heading', { name: 'INT Intranet' })).toBeInTheDocument();
  });

  it('starts afresh on another project reached by Back or Forward: a dialog left open does not follow', async () => {
    const { router, user } = open(
      {
        '/employee/getproject': ({ _id }) => ({
          project:
            _id === ids.website
              ? websiteDetail()
              : websiteDetail({ ...intranet, can: { manage: true, log: false, delete: false } }),
        }),
      },
      detailAt,
    );
    expect(await screen.findByRole('heading', { name: 'WEB-1 Website' })).toBeInTheDocument();
    await act(() => router.navigate(`/projects/manage?project=${ids.intranet}`));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Intranet' })).toBeInTheDocument();

    // The browser's Back, the dialog still open: Website's page, as it is, without a dialog.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'WEB-1 Website' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the project is not found when the server says so', async () => {
    open(
      {
        '/employee/getproject': () =>
          Response.json({ message: 'Project not found', code: 'project_not_found' }, { status: 404 }),
      },
      detailAt,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Project not found');
    expect(screen.getByRole('link', { name: 'Back to projects' })).toBeInTheDocument();
  });
});
