/**
 * At 390 px the screens with tables fit: no sideways page scroll, and the columns needed to act (Status,
 * Actions) are on screen without scrolling the table.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function expectOnScreen(target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x, 'starts on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends on screen').toBeLessThanOrEqual(390);
}

test('hr’s employee and attendance screens fit a phone', async ({ page }) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin/employee');
  await expect(page.getByRole('heading', { name: 'Recent employees' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/employee/view-all-employee');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('columnheader', { name: 'Status' }));
  await expectOnScreen(page.getByRole('columnheader', { name: 'Actions' }));
  await expectOnScreen(
    page
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^Edit / }),
  );

  await page.goto('/admin/attendance');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('columnheader', { name: 'Status' }));
  await expectOnScreen(
    page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Correct / }),
  );
});

test('an employee’s month detail shows every status whole on a phone', async ({ page }) => {
  await signIn(page, DEMO.employee);
  await page.goto('/attendance');
  await page.getByRole('button', { name: /View\/Edit Current Month Attendance/ }).click();
  const rows = page.getByRole('region', { name: /^Days of / }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('columnheader', { name: 'Status' }));
  await expectOnScreen(rows.nth(1).getByRole('cell').last());
});
