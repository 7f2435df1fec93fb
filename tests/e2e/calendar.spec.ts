/**
 * The team calendar (rules §13): Asmita Shakya asks for leave; her manager Srijana Pandey sees it pending on the
 * calendar, opens it and approves it; a colleague, Kiran Maharjan, then sees only that Asmita is off.
 */
import type { Page } from '@playwright/test';
import { addDays, dayNumber, weekday } from '../../src/shared/calendar';
import { expect, expectAccessible, longDayText, signIn, test, today } from './fixtures';
import { applyFor, card, signOut, sunday } from './leave-steps';

/** The Sunday a week (Sunday to Saturday) starts on. */
const weekStart = (day: string) => addDays(day, -weekday(day));

/** The week view, moved on to the week of `day`; returns that day's cell. */
async function weekOf(page: Page, day: string) {
  await page.goto('/calendar');
  const week = page.getByRole('button', { name: 'Week', exact: true });
  await week.click();
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  // The week view opens on today's week (the browser's clock is the server's): step on, each step once the
  // week before it is shown (its title names it), so that no click lands on a view about to change.
  const title = page.locator('#calendar-title');
  for (let weeks = (dayNumber(weekStart(day)) - dayNumber(weekStart(today()))) / 7; weeks > 0; weeks--) {
    const shown = (await title.textContent())!;
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(title).not.toHaveText(shown);
  }
  const cell = page.getByRole('gridcell', { name: new RegExp(`^${longDayText(day)}`) });
  await expect(cell).toBeVisible();
  return cell;
}

test('a manager sees a report’s pending leave and opens it; a colleague sees only “Off”', async ({
  page,
  otherPage,
}, testInfo) => {
  // Three sign-ins and their screens: more than one default timeout on a busy machine.
  test.slow();
  const start = sunday(addDays(today(), 14), testInfo.retry);
  const reason = `Calendar trip ${testInfo.retry}`;
  await signIn(page, 'asmita.shakya@example.com');
  await applyFor(page, start, addDays(start, 1), reason);

  const manager = otherPage;
  await signIn(manager, 'srijana.pandey@example.com');
  const cell = await weekOf(manager, start);
  await expect(cell).toHaveAccessibleName(/1 person off/);
  await cell.click();
  const details = manager.getByRole('region', { name: longDayText(start) });
  await expect(details).toContainText('Asmita Shakya · Annual · Pending');
  await expectAccessible(manager);
  // The arrow keys move between days.
  await cell.press('ArrowRight');
  await expect(
    manager.getByRole('gridcell', {
      name: new RegExp(`^${longDayText(addDays(start, 1))}`),
    }),
  ).toBeFocused();
  await manager.getByRole('gridcell', { name: new RegExp(`^${longDayText(start)}`) }).click();
  await details.getByRole('link', { name: 'Open the request of Asmita Shakya' }).click();
  await expect(manager).toHaveURL(/\/approval$/);
  await card(manager, reason).getByRole('button', { name: 'Approve leave for Asmita Shakya' }).click();
  await expect(manager.getByText('Leave approved successfully!')).toBeVisible();

  await signOut(page);
  await signIn(page, 'kiran.maharjan@example.com');
  const seen = await weekOf(page, start);
  await seen.click();
  const colleague = page.getByRole('region', { name: longDayText(start) });
  await expect(colleague).toContainText('Asmita Shakya · Off');
  await expect(colleague).not.toContainText('Annual');
  await expect(colleague.getByRole('link')).toHaveCount(0);
  await expectAccessible(page);
});
