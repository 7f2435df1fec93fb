/**
 * Overtime end to end (issue 42, decision 035): the demo employee asks in advance for overtime today from the
 * Attendance page, her manager approves it in the inbox, and she sees it approved. No other spec claims overtime.
 */

import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';
import { signOut } from './leave-steps';

test('overtime asked for on the Attendance page is approved by the manager and shows approved', async ({
  page,
}, testInfo) => {
  // Three sign-ins: more than one default timeout on a busy machine.
  test.slow();
  const reason = `Inventory recount ${testInfo.retry}`;

  await signIn(page, DEMO.employee);
  await page.goto('/attendance');
  await page.getByRole('button', { name: 'Claim overtime' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim overtime' });
  await dialog.getByLabel('Ask in advance: not worked yet').check();
  await dialog.getByLabel('Day').click();
  await page
    .getByRole('dialog', { name: 'Choose a date' })
    .getByRole('button', { name: /, today/ })
    .click();
  await dialog.getByLabel('Overtime (minutes)').fill('90');
  await dialog.getByLabel('What was the work?').fill(reason);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(page.getByText('Overtime sent for approval.')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: reason });
  await expect(mine).toContainText('90 minutes, to be paid');
  await expect(mine).toContainText('Waiting for a decision');
  await signOut(page);

  await signIn(page, DEMO.manager);
  await page.goto('/approval');
  const request = page.getByRole('listitem').filter({ hasText: reason });
  await expect(request).toContainText('Anita Gurung');
  await expect(request).toContainText('Asked in advance');
  await request.getByRole('button', { name: 'Approve the request of Anita Gurung' }).click();
  await expect(page.getByText('Request of Anita Gurung approved.')).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO.employee);
  await page.goto('/attendance');
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toContainText('Approved');
});
