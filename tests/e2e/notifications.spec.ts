/**
 * Notifications end to end (rules §11): two people at once, each in a browser of their own:
 * the employee applies and the manager's bell counts it without a reload; the manager approves and the
 * employee's bell tells them. Kiran Maharjan and his manager Srijana Pandey apply and decide here only (the
 * calendar spec signs them in too, and its request may be in her bell: the count goes on from what the server says).
 */

import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../../src/shared/calendar';
import { DEMO_PASSWORD, expect, expectAccessible, openSettings, signIn, test } from './fixtures';
import { applyFor, card, weekOf } from './leave-steps';

/** The bell's name for `unread` notifications. */
const labelOf = (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

/** How many notifications `email` has unread, asked of the server in a session of its own. */
async function serverUnread(request: APIRequestContext, email: string) {
  const login = await request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const reply = await request.post('/api/employee/getnotifications', { headers, data: {} });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).unread as number;
}

test('the manager’s bell counts a new request live, and the employee’s bell tells the decision', async ({
  page,
  otherPage,
}, testInfo) => {
  const start = weekOf(3, testInfo.retry);
  const reason = `Cousin's wedding in Pokhara ${testInfo.retry}`;

  const manager = page;
  await signIn(manager, 'srijana.pandey@example.com');
  const bell = manager.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // What she has unread already (the demo's requests and other specs' notices), as the server counts it; the bell
  // shows it once its stream's first count has come, which is when counting on from it is fair.
  const before = await serverUnread(manager.request, 'srijana.pandey@example.com');
  await expect(bell).toHaveAttribute('aria-label', labelOf(before));

  const employee = otherPage;
  await signIn(employee, 'kiran.maharjan@example.com');
  await applyFor(employee, start, addDays(start, 1), reason);

  // No reload: the count comes over the stream.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await bell.click();
  const panel = manager.getByRole('dialog', { name: 'Notifications' });
  const note = panel.getByRole('link', { name: /Kiran Maharjan asks for your decision on a leave request/ });
  await expect(note.first()).toBeVisible();
  await expectAccessible(manager);
  await note.first().click();
  // It opens that request's card, focused (issue 44, item 2).
  await expect(manager).toHaveURL(/\/approval\?request=[0-9a-f-]{36}$/);
  await expect(card(manager, reason)).toBeFocused();
  await expect(bell).toHaveAttribute('aria-label', labelOf(before));
  await card(manager, reason).getByRole('button', { name: 'Approve leave for Kiran Maharjan' }).click();
  await expect(manager.getByText('Leave approved successfully!')).toBeVisible();
  // The notice no longer says it waits: read, and saying it was decided.
  await bell.click();
  await expect(
    manager
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', {
        name: /Kiran Maharjan asked for your decision on a leave request .* — already decided/,
      })
      .first(),
  ).toBeVisible();
  await manager.keyboard.press('Escape');

  const employeeBell = employee.getByRole('button', { name: /^Notifications/ });
  await expect(employeeBell).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
  await employeeBell.click();
  await expect(employee.getByRole('dialog', { name: 'Notifications' })).toContainText(
    'Your leave request was approved.',
  );
  await employee.getByRole('button', { name: 'Mark all read' }).click();
  await expect(employeeBell).toHaveAttribute('aria-label', 'Notifications');
});

test('a person chooses how they hear of each event, and turns notifications off and on', async ({ page }) => {
  await signIn(page, 'bishal.dahal@example.com');
  await page.goto('/settings');
  const decided = page.getByLabel('My request is decided');
  await expect(decided).toHaveValue('email');
  // An employee is not asked about approvers' events.
  await expect(page.getByLabel('A request waits for my decision')).toHaveCount(0);
  await decided.selectOption('app');
  await expect(decided).toBeEnabled();
  await expectAccessible(page);

  const master = page.getByRole('switch', { name: /^Notifications/ });
  await master.click();
  await expect(page.getByText('Notifications are off: only security notices reach you.')).toBeVisible();
  await expect(decided).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Notifications are off: only security notices reach you.')).toBeVisible();
  await page.getByRole('switch', { name: /^Notifications/ }).click();
  await expect(page.getByLabel('My request is decided')).toHaveValue('app');
  await page.getByLabel('My request is decided').selectOption('email');
  await expect(page.getByLabel('My request is decided')).toBeEnabled();
});

test('hr sees the background jobs, and what failed', async ({ page }) => {
  await signIn(page, 'hr@example.com');
  await openSettings(page, 'system');
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
