/**
 * Languages and calendars (rules §9) as a person meets them: every screen in Nepali with no English catalogue
 * text left, back to the specification's English, and Bikram Sambat dates: a leave picked in the BS grid is
 * stored on the right Gregorian days, and the attendance month detail runs on a BS month.
 * Signs in as demo people no other spec uses; organisation settings it changes are put back.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { bsMonthNames, bsMonthRange, fromBs, toBs } from '../../src/shared/bs';
import { addDays, weekday } from '../../src/shared/calendar';
import { en } from '../../src/shared/i18n/en';
import { changeSettings, DEMO_PASSWORD, expect, expectAccessible, test, today } from './fixtures';

const HR = 'rekha.bhandari@example.com';
const EMPLOYEE = 'sunita.koirala@example.com';

/** Texts of the English catalogue (their fixed words), as a Nepali screen must not show them. */
function englishTexts(): string[] {
  const out = new Set<string>();
  const walk = (node: object) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'errors') continue;
      if (typeof value !== 'string') walk(value);
      else
        for (const part of value.split(/\{\{\s*\w+\s*\}\}/)) {
          const text = part.trim().replace(/^[^A-Za-z]+|[^A-Za-z.!?]+$/g, '');
          // Several words, or one the demo data never holds (its names, departments and designations are English).
          if (/[A-Za-z]{3}/.test(text) && (text.includes(' ') || SINGLE_WORDS.has(text))) out.add(text);
        }
    }
  };
  walk(en);
  for (const data of DATA) out.delete(data);
  return [...out];
}
const SINGLE_WORDS = new Set([
  'Dashboard',
  'Approvals',
  'Payroll',
  'Analytics',
  'Settings',
  'Logout',
  'Refresh',
]);
/** Catalogue texts that are also the demo organisation's own data. */
const DATA = ['Software Engineer', 'HRIS Admin'];
const ENGLISH = englishTexts();

async function englishOn(page: Page): Promise<string[]> {
  const text = (await page.locator('body').textContent()) ?? '';
  return ENGLISH.filter((phrase) =>
    new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text),
  );
}

/**
 * Calls to the API the page has made and not had answered yet. The notifications' event stream is left out: it
 * stays open for as long as the page does.
 */
function unansweredCalls(page: Page) {
  const waiting = new Set<Request>();
  const answered = (request: Request) => waiting.delete(request);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.endsWith('/notificationstream')) waiting.add(request);
  });
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return () => waiting.size;
}

/**
 * Waits until a screen shows what its data makes of it: its heading, no loading status, and every call to the API
 * answered, found so on two reads in a row (a read may start when another comes back). English arriving with the
 * data is on the page by then.
 */
async function loaded(page: Page, unanswered: () => number, path: string) {
  const heading = page.locator('main h1').first();
  const loading = page.getByRole('status').filter({ has: page.locator('.animate-spin') });
  let quietBefore = false;
  await expect
    .poll(
      async () => {
        const quiet = unanswered() === 0 && (await heading.isVisible()) && (await loading.count()) === 0;
        const settled = quiet && quietBefore;
        quietBefore = quiet;
        return settled;
      },
      // A page drawing its heading once its data came (Settings) may take a while on a busy machine.
      { message: `${path} still loading`, timeout: 30_000 },
    )
    .toBe(true);
}

/** Every screen a role can open; hr can open them all. */
const screens = [
  ['dashboard', '/dashboard'],
  ['attendance', '/attendance'],
  ['attendance-history', '/attendance?tab=history'],
  ['leave', '/leave'],
  ['profile', '/profile'],
  ['my-settings', '/settings'],
  ['approvals', '/approval'],
  ['approval-history', '/approvals/history'],
  ['reviews', '/reviews'],
  ['timesheet', '/projects'],
  ['projects', '/projects/manage'],
  ['project-reports', '/projects/reports'],
  ['admin-dashboard', '/admin/dashboard'],
  ['employees', '/admin/employee'],
  ['all-employees', '/admin/employee/view-all-employee'],
  ['add-employee', '/admin/employee/create-new-employee'],
  ['admin-leave', '/admin/leave'],
  ['admin-attendance', '/admin/attendance'],
  ['performance', '/admin/performance'],
  ['payroll', '/admin/payroll'],
  ['analytics', '/admin/analytics'],
  ['audit', '/admin/audit'],
  ['settings', '/admin/settings'],
] as const;

async function tokenOf(request: APIRequestContext, email: string) {
  const reply = await request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await reply.json()).accessToken}` };
}

test('Nepali from the sign-in page on: every screen of every role, then back to the specification’s English', async ({
  page,
}, testInfo) => {
  // Twenty-three screens, each read once its data has come: minutes on a busy machine.
  test.setTimeout(300_000);
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ne');
  await expect(page.getByRole('heading', { name: 'HRIS मा साइन इन गर्नुहोस्' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  expect(await englishOn(page)).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('ne-sign-in.png'), fullPage: true });

  await page.getByLabel('इमेल ठेगाना').fill(HR);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'साइन इन' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Saved on the server: the choice follows the person to any browser.
  await page.goto('/settings');
  await page.getByLabel('भाषा').selectOption('ne');
  await expect(page.getByLabel('भाषा')).toBeEnabled();

  const unanswered = unansweredCalls(page);
  for (const [name, path] of screens) {
    await page.goto(path);
    await loaded(page, unanswered, path);
    expect(await englishOn(page), `English left on ${path}`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`ne-${name}.png`), fullPage: true });
  }
  await page.goto('/leave');
  await expectAccessible(page);

  // Back to English, without a reload: the specification's texts exactly.
  await page.goto('/settings');
  await page.getByLabel('भाषा').selectOption('en');
  await expect(page.getByRole('heading', { name: 'My settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Leave', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leave Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Leave Request' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // And back to the organisation's default (English) for the next run: the sign-in page's choice is forgotten too.
  await page.goto('/settings');
  await page.getByLabel('Language').selectOption('');
  await expect(page.getByLabel('Language')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'My settings' })).toBeVisible();
});

/** Opens the date picker labelled `label` and picks the BS date `bs`, jumping by its year and month selects. */
async function pickBs(page: Page, label: string, bs: { year: number; month: number; day: number }) {
  await page.getByLabel(label).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  const caption = `${bsMonthNames.en[bs.month - 1]} ${bs.year}`;
  await dialog.getByRole('combobox', { name: 'Year' }).selectOption(String(bs.year));
  await dialog.getByRole('combobox', { name: 'Month' }).selectOption(String(bs.month));
  await dialog.getByRole('button', { name: new RegExp(`^${bs.day} ${caption},`) }).click();
  await expect(page.getByLabel(label)).toContainText(
    `${bsMonthNames.en[bs.month - 1]} ${bs.day}, ${bs.year}`,
  );
}

test('a leave picked in the Bikram Sambat grid is stored on the right Gregorian days, and attendance runs on BS months', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hr = await tokenOf(request, HR);
  let restore = async () => {};
  try {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(EMPLOYEE);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    await page.getByLabel('Calendar', { exact: true }).selectOption('bs');
    await expect(page.getByLabel('Calendar', { exact: true })).toBeEnabled();

    // Two BS months on, the first Wednesday: a working day nobody else's test touches.
    const now = toBs(today())!;
    const later =
      now.month > 10
        ? { year: now.year + 1, month: now.month - 10 }
        : { year: now.year, month: now.month + 2 };
    let day = fromBs({ ...later, day: 1 })!;
    while (weekday(day) !== 3) day = addDays(day, 1);
    const bs = toBs(day)!;

    await page.goto('/leave');
    await pickBs(page, 'Start Date', bs);
    await pickBs(page, 'End Date', bs);
    const reason = `BS picker ${Date.now()}`;
    await page.getByLabel('Leave Reason').fill(reason);
    await page.getByRole('button', { name: 'Submit Leave Request' }).click();
    await expect(page.getByText('Leave request submitted successfully.')).toBeVisible();
    const mine = page
      .getByRole('region', { name: 'My leave requests' })
      .getByRole('listitem')
      .filter({ hasText: reason });
    await expect(mine).toContainText(`${bsMonthNames.en[bs.month - 1]} ${bs.day}, ${bs.year}`);

    // Stored Gregorian: the same request read in the Gregorian calendar is on `day`.
    await page.goto('/settings');
    await page.getByLabel('Calendar', { exact: true }).selectOption('gregorian');
    await page.goto('/leave');
    const gregorian = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(mine).toContainText(gregorian);
    await mine.getByRole('button', { name: /Cancel request/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByText('Leave request cancelled.')).toBeVisible();

    // The organisation counts attendance in BS months: this month is the BS one, its days only.
    restore = await changeSettings(request, hr, { periodCalendar: 'bs' });
    const caption = `${bsMonthNames.en[now.month - 1]} ${now.year}`;
    const range = bsMonthRange(now.year, now.month)!;
    await page.goto('/attendance');
    await expect(page.getByRole('heading', { name: `Monthly Overview (${caption})` })).toBeVisible();
    await page.getByRole('button', { name: 'View/Edit Current Month Attendance' }).click();
    await expect(page.getByRole('heading', { name: `Attendance for ${caption}` })).toBeVisible();
    const rows = page.getByRole('region', { name: `Days of ${caption}` }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const dates = await rows.locator('td:first-child').allInnerTexts();
    // Shown in the Gregorian calendar the person chose again: every day lies within the BS month.
    await page.goto('/settings');
    expect(dates.length).toBeGreaterThan(0);
    for (const text of dates) {
      // 'Nov 2, 2026 Mon' (issue 44, item 6): read back as the day it names.
      const [, name, date, year] = /([A-Z][a-z]{2}) (\d{1,2}), (\d{4})/.exec(text) ?? [];
      const shown = new Date(`${name} ${date}, ${year} UTC`).toISOString().slice(0, 10);
      expect(shown >= range.from && shown <= range.to, `${text} in ${caption}`).toBe(true);
    }
  } finally {
    await restore();
  }
});
