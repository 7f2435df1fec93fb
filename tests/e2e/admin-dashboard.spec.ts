import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';

/** This spec clocks in Nabin Joshi (no other spec uses him). */
const CLOCKS_IN = 'nabin.joshi@example.com';

const count = async (page: Page, label: string) => {
  const value = page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return Number((await value.textContent())?.replaceAll(',', ''));
};

async function apiSignIn(page: Page, email: string) {
  const res = await page.request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return { headers: { authorization: `Bearer ${body.accessToken}` }, id: body.user._id as string };
}

test('hr sees the organisation’s counts; present today grows when someone clocks in', async ({ page }) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Overview for /)).toBeVisible();

  const hr = await apiSignIn(page, DEMO.hr);
  const stats = await (
    await page.request.post('/api/employee/getdashboardstats', { headers: hr.headers })
  ).json();
  expect(await count(page, 'Total employees')).toBe(stats.total);
  expect(stats.total).toBeGreaterThanOrEqual(25);
  expect(await count(page, 'Active \\(incl. on leave\\)')).toBe(stats.active);
  expect(await count(page, 'On leave today')).toBe(stats.onLeaveToday);
  expect(await count(page, 'Terminated')).toBe(stats.terminated);
  // On leave is a part of Active, so Active and Terminated make the total.
  expect(stats.active + stats.terminated).toBe(stats.total);
  expect(await count(page, 'Pending leave requests')).toBe(stats.pendingLeave);
  expect(stats.pendingLeave).toBeGreaterThan(0);
  const present = await count(page, 'Present today');
  const late = await count(page, 'Late today');
  await expectAccessible(page);

  const nabin = await apiSignIn(page, CLOCKS_IN);
  const clock = await page.request.post('/api/employee/check_in', {
    headers: nabin.headers,
    data: { employee_id: nabin.id },
  });
  expect(clock.status()).toBe(200);
  const wasLate = (await clock.json()).attendance.status === 'Late';

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => count(page, 'Present today')).toBe(present + 1);
  expect(await count(page, 'Late today')).toBe(late + (wasLate ? 1 : 0));
});

test('quick actions lead to the admin screens', async ({ page }) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin/dashboard');
  const actions = page.getByRole('region', { name: 'Quick actions' });
  for (const [name, path] of [
    ['Add Employee', '/admin/employee/create-new-employee'],
    ['Review Leave', '/admin/leave'],
    ['View Employees', '/admin/employee/view-all-employee'],
    ['Attendance', '/admin/attendance'],
  ] as const) {
    await expect(actions.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await actions.getByRole('link', { name: 'Review Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/leave$/);
});

test.describe('on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the counts are readable and accessible', async ({ page }) => {
    await signIn(page, DEMO.hr);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Headcount' })).toBeVisible();
    expect(await count(page, 'Total employees')).toBeGreaterThanOrEqual(25);
    await expectAccessible(page);
  });
});
