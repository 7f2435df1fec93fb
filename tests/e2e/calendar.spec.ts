/**
 * The team calendar (rules §13): Asmita Shakya asks for leave; her manager Srijana Pandey sees it pending on the
 * calendar, opens it and approves it; a colleague, Kiran Maharjan, then sees only that Asmita is off.
 */
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { applyFor, card, monday, signOut } from './leave-steps';

/** The week view, moved on until it shows `day`; returns that day's cell. */
async function weekOf(page: Page, day: Date) {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Week' }).click();
  const cell = page.getByRole('gridcell', { name: new RegExp(`^${format(day, 'EEEE, MMMM d, yyyy')}`) });
  for (let i = 0; i < 8 && !(await cell.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.waitForTimeout(200);
  }
  await expect(cell).toBeVisible();
  return cell;
}

test('a manager sees a report’s pending leave and opens it; a colleague sees only “Off”', async ({
  page,
  otherPage,
}, testInfo) => {
  const today = format(new Date(), 'yyyy-MM-dd');
  const start = monday(format(addDays(new Date(today), 14), 'yyyy-MM-dd'), testInfo.retry);
  const reason = `Calendar trip ${testInfo.retry}`;
  await signIn(page, 'asmita.shakya@example.com');
  await applyFor(page, start, addDays(start, 1), reason);

  const manager = otherPage;
  await signIn(manager, 'srijana.pandey@example.com');
  const cell = await weekOf(manager, start);
  await expect(cell).toHaveAccessibleName(/1 person off/);
  await cell.click();
  const details = manager.getByRole('region', { name: format(start, 'EEEE, MMMM d, yyyy') });
  await expect(details).toContainText('Asmita Shakya · Annual · Pending');
  await expectAccessible(manager);
  // The arrow keys move between days.
  await cell.press('ArrowRight');
  await expect(
    manager.getByRole('gridcell', {
      name: new RegExp(`^${format(addDays(start, 1), 'EEEE, MMMM d, yyyy')}`),
    }),
  ).toBeFocused();
  await manager
    .getByRole('gridcell', { name: new RegExp(`^${format(start, 'EEEE, MMMM d, yyyy')}`) })
    .click();
  await details.getByRole('link', { name: 'Open the request of Asmita Shakya' }).click();
  await expect(manager).toHaveURL(/\/approval$/);
  await card(manager, reason).getByRole('button', { name: 'Approve leave for Asmita Shakya' }).click();
  await expect(manager.getByText('Leave approved successfully!')).toBeVisible();

  await signOut(page);
  await signIn(page, 'kiran.maharjan@example.com');
  const seen = await weekOf(page, start);
  await seen.click();
  const colleague = page.getByRole('region', { name: format(start, 'EEEE, MMMM d, yyyy') });
  await expect(colleague).toContainText('Asmita Shakya · Off');
  await expect(colleague).not.toContainText('Annual');
  await expect(colleague.getByRole('link')).toHaveCount(0);
  await expectAccessible(page);
});
