/**
 * Notifications end to end (rules §11): two people at once, each in their own tab (a session lives in its tab):
 * the employee applies and the manager's bell counts it without a reload; the manager approves and the
 * employee's bell tells them. Kiran Maharjan and his manager Srijana Pandey are used by no other spec.
 */

import type { Locator } from '@playwright/test';
import { addDays } from 'date-fns';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { applyFor, card, monday, nextYear } from './leave-steps';

/** The unread count a bell's name says ("Notifications, 3 unread"; none when it says only "Notifications"). */
async function unreadOf(bell: Locator) {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(name.match(/(\d+) unread/)?.[1] ?? 0);
}

test('the manager’s bell counts a new request live, and the employee’s bell tells the decision', async ({
  page,
  context,
}, testInfo) => {
  const start = monday(`${nextYear}-07-01`, testInfo.retry);
  const reason = `Cousin's wedding in Pokhara ${testInfo.retry}`;

  const manager = page;
  await signIn(manager, 'srijana.pandey@example.com');
  const bell = manager.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const before = await unreadOf(bell);

  const employee = await context.newPage();
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
  await expect(manager).toHaveURL(/\/approval$/);
  await expect(bell).toHaveAttribute(
    'aria-label',
    before ? `Notifications, ${before} unread` : 'Notifications',
  );
  await card(manager, reason).getByRole('button', { name: 'Approve leave for Kiran Maharjan' }).click();
  await expect(manager.getByText('Leave approved successfully!')).toBeVisible();

  const employeeBell = employee.getByRole('button', { name: /^Notifications/ });
  await expect(employeeBell).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
  await employeeBell.click();
  await expect(employee.getByRole('dialog', { name: 'Notifications' })).toContainText(
    'Your leave request was approved.',
  );
  await employee.getByRole('button', { name: 'Mark all read' }).click();
  await expect(employeeBell).toHaveAttribute('aria-label', 'Notifications');
});
