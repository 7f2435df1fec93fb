import type { Page } from '@playwright/test';
import type { AnalyticsReply } from '../../src/areas/analytics/contract';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';

const charts = [
  'Attendance, last 30 days',
  'Headcount by department',
  'Average salary by department',
  'Leave requests by month',
] as const;

async function analytics(page: Page) {
  const login = await page.request.post('/api/employee/login', {
    data: { email: DEMO.hr, password: DEMO_PASSWORD },
  });
  const { accessToken } = await login.json();
  const res = await page.request.post('/api/employee/getanalytics', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as AnalyticsReply;
}

/** A chart's card: its heading's closest card. */
const card = (page: Page, title: string) =>
  page.locator('div.rounded-xl', { has: page.getByRole('heading', { name: title, exact: true }) });

test('each chart draws the demo organisation’s data, with a summary and the figures as a table', async ({
  page,
}) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const data = await analytics(page);

  for (const title of charts) {
    const chart = card(page, title);
    await expect(chart.locator('div[role="img"]')).toHaveAttribute('aria-label', /\S/);
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart.getByText('No data yet.')).toHaveCount(0);
  }
  await expect(card(page, 'Attendance, last 30 days').locator('div[role="img"]')).toHaveAttribute(
    'aria-label',
    /^Attendance rate and late arrivals on \d+ working days from .+: overall rate \d+(\.\d)?%/,
  );
  await expect(card(page, 'Attendance, last 30 days').locator('.recharts-line-curve')).toBeVisible();
  await expect(
    card(page, 'Leave requests by month').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expectAccessible(page);

  // Headcount: every department the server counts, with its number, in the table.
  const headcount = card(page, 'Headcount by department');
  await headcount.getByText('Show as table').click();
  const table = headcount.getByRole('table', { name: 'Headcount by department' });
  await expect(table.getByRole('row')).toHaveCount(data.departments.length + 1);
  const engineering = data.departments.find((d) => d.department === 'Engineering')!;
  await expect(table.getByRole('row', { name: `Engineering ${engineering.headcount}` })).toBeVisible();

  // Average salary, 1 decimal, in the organisation's currency.
  const salary = card(page, 'Average salary by department');
  await salary.getByText('Show as table').click();
  await expect(salary.getByRole('cell', { name: /^NPR [\d,]+\.\d$/ }).first()).toBeVisible();

  // Attendance: one row per working day; demo attendance covers the whole window.
  const attendance = card(page, 'Attendance, last 30 days');
  await attendance.getByText('Show as table').click();
  const days = attendance.getByRole('table', { name: 'Attendance per working day' }).getByRole('row');
  await expect(days).toHaveCount(data.attendance.days.length + 1);
  expect(data.attendance.days.length).toBeGreaterThan(15);

  // Leave: twelve months and the three ahead (requests planned for later), and the demo's requests counted.
  const leave = card(page, 'Leave requests by month');
  await leave.getByText('Show as table').click();
  await expect(leave.getByRole('table').getByRole('row')).toHaveCount(16);
  const requests = data.leave.months.reduce(
    (sum, m) => sum + m.pending + m.approved + m.rejected + m.cancelled,
    0,
  );
  expect(requests).toBeGreaterThan(0);
  await expectAccessible(page);
});

test.describe('on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the charts fit and stay accessible', async ({ page }) => {
    await signIn(page, DEMO.hr);
    await page.goto('/admin/analytics');
    for (const title of charts)
      await expect(card(page, title).locator('svg.recharts-surface').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
