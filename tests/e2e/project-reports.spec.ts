/**
 * Project administration and reports end to end (issue 43): hr creates a client, a project for it with an
 * activity and a member; the member's week is logged, submitted and approved by the project's manager through the
 * API; the report shows the approved hours and downloads them as CSV. The screens are checked by axe at 1280 and
 * 390 px, light and dark, English and Nepali.
 * People here log no other spec's time: Prakash Magar logs today's hours, Bikash Thapa (the CEO) manages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { weekStartOf } from '../../src/areas/projects/contract';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, signIn, test, today } from './fixtures';

const member = { email: 'prakash.magar@example.com', name: 'Prakash Magar' };
const manager = { email: 'bikash.thapa@example.com', name: 'Bikash Thapa' };

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

/** Chooses `name` in the employee combobox labelled `label`. */
async function choosePerson(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).fill(name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test('hr sets up a project; its approved hours show in the report and download as CSV', async ({ page }) => {
  test.slow();
  const tag = String(Date.now()).slice(-5);
  const client = `E2E client ${tag}`;
  const code = `REP-${tag}`;
  await signIn(page, DEMO.hr);
  await page.goto('/projects/manage?tab=clients');
  await expect(page.getByRole('heading', { name: 'Projects and clients', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add client' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'New client' });
  await clientDialog.getByLabel(/Client name/).fill(client);
  await clientDialog.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByText(client)).toBeVisible();

  await page.getByRole('tab', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'Add project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel(/^Code/).fill(code);
  await dialog.getByLabel(/Project name/).fill('Report check');
  await dialog.getByLabel('Client', { exact: true }).selectOption({ label: client });
  await choosePerson(page, 'Manager (search by name)', manager.name);
  await expect(dialog.getByText(`Manager: ${manager.name}`)).toBeVisible();
  await dialog.getByLabel('Budgeted hours').fill('30');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save project' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: `${code} Report check` }).click();
  await page.getByRole('button', { name: 'Add activity' }).click();
  const activityDialog = page.getByRole('dialog', { name: 'New activity' });
  await activityDialog.getByLabel(/Activity name/).fill('Analysis');
  await activityDialog.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText('Analysis', { exact: true })).toBeVisible();
  await choosePerson(page, 'Add a member (search by name)', member.name);
  await expect(page.getByRole('list', { name: 'Members' }).getByText(member.name)).toBeVisible();
  await expectAccessible(page);

  // The member's day, submitted and approved by the manager (the timesheet's own screens are projects.spec.ts').
  const hr = await tokenOf(page.request, DEMO.hr);
  const { projects } = await (
    await page.request.post('/api/employee/getprojects', { headers: hr, data: { q: code } })
  ).json();
  const { project } = await (
    await page.request.post('/api/employee/getproject', { headers: hr, data: { _id: projects[0]._id } })
  ).json();
  const prakash = await tokenOf(page.request, member.email);
  // The demo organisation works Sunday to Friday: its weeks start on Sunday.
  const week = { week_start: weekStartOf(today(), [0, 1, 2, 3, 4, 5]) };
  const rows = [
    {
      project_id: project._id,
      activity_id: project.activities[0]._id,
      cells: [{ date: today(), minutes: 450 }],
    },
  ];
  const save = await page.request.post('/api/employee/savetimesheet', {
    headers: prakash,
    data: { week_start: week.week_start, rows },
  });
  expect(save.ok(), await save.text()).toBe(true);
  const submit = await page.request.post('/api/employee/submittimesheet', {
    headers: prakash,
    data: { week_start: week.week_start },
  });
  expect(submit.ok(), await submit.text()).toBe(true);
  const bikash = await tokenOf(page.request, manager.email);
  const inbox = await (
    await page.request.post('/api/employee/getapprovals', { headers: bikash, data: {} })
  ).json();
  const request = inbox.requests.find(
    (r: { employee?: { name?: string }; kind: string }) => r.kind === 'timesheet',
  );
  expect(request).toBeTruthy();
  const decide = await page.request.post('/api/employee/decide', {
    headers: bikash,
    data: { _id: request._id, status: 'approved' },
  });
  expect(decide.ok(), await decide.text()).toBe(true);

  // The report: the last 30 days by project, then by person.
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Project reports', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Project', exact: true }).fill(code);
  await page.getByRole('option', { name: `${code} · Report check` }).click();
  const table = page.getByRole('region', { name: 'Hours by project' });
  // 7.5 hours of 30 budgeted: 25 %.
  await expect(table.getByRole('row', { name: `Report check ${code} 7.5 7.5 30 25.0%` })).toBeVisible();
  await page.getByLabel('Group by').selectOption('person');
  await expect(
    page
      .getByRole('region', { name: 'Hours by person' })
      .getByRole('row', { name: new RegExp(`^${member.name} `) }),
  ).toContainText('7.5');
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^project-report-person-.*\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain(member.name);
  await page.screenshot({ path: test.info().outputPath('report-1280-light.png'), fullPage: true });
});

test.describe('at 390 px in the dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the projects, a project and the reports are accessible, in English and in Nepali', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, DEMO.hr);
    const hr = await tokenOf(page.request, DEMO.hr);
    const me = await (await page.request.post('/api/employee/me', { headers: hr })).json();
    const look = async (name: string) => {
      await page.goto('/projects/manage');
      await expect(page.locator('main h1')).toBeVisible();
      await expect(
        page
          .getByRole('table')
          .or(page.getByText(/No projects|कुनै परियोजना/))
          .first(),
      ).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`manage-390-dark-${name}.png`), fullPage: true });
      await page.goto('/projects/reports');
      await expect(page.locator('main h1')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`reports-390-dark-${name}.png`), fullPage: true });
    };
    await look('en');
    const prefs = (language: string | null) =>
      page.request.post('/api/employee/updatepreferences', {
        headers: hr,
        data: { ...me.preferences, language },
      });
    expect((await prefs('ne')).ok()).toBe(true);
    try {
      await page.goto('/projects/reports');
      await expect(page.getByRole('heading', { name: 'परियोजना प्रतिवेदन', level: 1 })).toBeVisible();
      await look('ne');
    } finally {
      expect((await prefs(me.preferences.language)).ok()).toBe(true);
    }
  });
});
