import { bsMonthRange, fromBs } from '../../src/shared/bs';
import { accountMenu, DEMO, dayText, expect, expectAccessible, pickDate, signIn, test } from './fixtures';

test('hr opens a review cycle, the manager reviews Anita, and Anita sees it on her profile', async ({
  page,
}, testInfo) => {
  const cycle = `E2E cycle ${Date.now()}`;
  // Cycles may not overlap, and the demo has this year's: the first half (Shrawan to Poush) of a year of its own,
  // 2089/90 (another on a retry), within the BS calendar's known years.
  const year = 2089 - testInfo.retry;
  const starts = fromBs({ year, month: 4, day: 1 })!;
  const ends = bsMonthRange(year, 9)!.to;
  await signIn(page, DEMO.hr);
  await page.goto('/admin/performance');
  await page.getByLabel('Cycle name').fill(cycle);
  await pickDate(page, 'Starts', starts);
  await pickDate(page, 'Ends', ends);
  await page.getByRole('button', { name: 'Open cycle' }).click();
  await expect(page.getByText(`Review cycle ${cycle} opened`)).toBeVisible();
  await expect(page.getByLabel('Review cycle', { exact: true })).toContainText(cycle);
  await expectAccessible(page);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await signIn(page, DEMO.manager);
  await page.getByRole('main').getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await page
    .getByLabel('Review cycle', { exact: true })
    .selectOption({ label: `${cycle} (${dayText(starts)} to ${dayText(ends)})` });
  // The manager sees their direct reports only.
  await expect(page.getByText('Sita Sharma')).toHaveCount(0);
  await page.getByRole('button', { name: 'Review Anita Gurung' }).click();
  await page.getByLabel('Goal 1', { exact: true }).fill('Launch the mobile app');
  await page.getByLabel('Goal 1 achieved').check();
  await page.getByLabel('Rating').selectOption('4');
  await page.getByLabel('Comments').fill('Led the release with care.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Review saved successfully!')).toBeVisible();
  await expect(page.getByText('4/5 by Rajesh Shrestha').first()).toBeVisible();
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await signIn(page, DEMO.employee);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Performance' }).click();
  const card = page.getByText(cycle).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(card).toContainText('Rated 4/5 · Exceeds expectations · by Rajesh Shrestha');
  await expect(card).toContainText('Launch the mobile app');
  await expect(card).toContainText('Led the release with care.');
  await expectAccessible(page);
});
