/**
 * Leave end to end: apply, decide as the manager and as hr, cancel. Requests are for dates in the next leave
 * year (2083/84, from 1 Shrawan) (the demo keeps these people free then, and attendance tests clock people in today); a retry moves a
 * week on, so it never collides with what the first attempt stored.
 */

import { addDays } from '../../src/shared/calendar';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';
import { annualNextYear, applyFor, card, myLeave, nextYear, rangeText, signOut, weekOf } from './leave-steps';

test('an employee applies, the manager approves from /approval, and the employee sees it approved', async ({
  page,
}, testInfo) => {
  // Three sign-ins and their screens: more than one default timeout on a busy machine.
  test.slow();
  // Sunday to Tuesday in Jestha: three working days.
  const start = weekOf(2, testInfo.retry);
  const end = addDays(start, 2);
  const reason = `Sister's wedding ${testInfo.retry}`;

  await signIn(page, DEMO.employee);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Leave Management' })).toBeVisible();
  // A submit with nothing filled in says what is wrong and sends nothing.
  await page.getByRole('button', { name: 'Submit Leave Request' }).click();
  await expect(page.getByText('All fields are required.')).toBeVisible();
  await expectAccessible(page);

  await applyFor(page, start, end, reason);
  // The form clears and the list shows the request as pending.
  await expect(page.getByLabel('Leave Reason')).toHaveValue('');
  await expect(page.getByLabel('Start Date')).toHaveText('Pick a date');
  await expect(myLeave(page, reason).getByText('Pending', { exact: true })).toBeVisible();
  const before = await annualNextYear(page);
  await expect(before).toContainText('18 of 18 days left');
  await expect(before).toContainText('3 days pending');
  await expectAccessible(page);
  await signOut(page);

  await signIn(page, DEMO.manager);
  await page.getByRole('button', { name: /Approvals/ }).click();
  await page.getByRole('menuitem', { name: 'Approvals' }).click();
  await expect(page).toHaveURL(/\/approval$/);
  const request = card(page, reason);
  await expect(request.getByText('Anita Gurung')).toBeVisible();
  await expect(request).toContainText(rangeText(start, end));
  await expect(request).toContainText('3 days');
  await expect(request).toContainText(`Annual balance ${nextYear}: 18 of 18 days left`);
  await expectAccessible(page);
  await request.getByRole('button', { name: 'Approve leave for Anita Gurung' }).click();
  await expect(page.getByText('Leave approved successfully!')).toBeVisible();
  await expect(request).toHaveCount(0);

  // The history says who decided.
  await page.goto('/approvals/history');
  await expect(card(page, reason)).toContainText('Approved by Rajesh Shrestha on');
  await expectAccessible(page);
  await signOut(page);

  await signIn(page, DEMO.employee);
  await page.goto('/leave');
  const badge = myLeave(page, reason).getByText('Approved', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveClass(/green/);
  const after = await annualNextYear(page);
  await expect(after).toContainText('15 of 18 days left');
  await expect(after).toContainText('3 days used');
  // The dashboard's Leave Summary shows real balances, not the old placeholder.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Leave Summary' })).toBeVisible();
  await expect(page.getByText('No leave data available')).toHaveCount(0);
  await expect(page.getByText(/of 18 days left/)).toBeVisible();
});

test('hr rejects a request from /admin/leave and it moves to the Rejected tab', async ({
  page,
}, testInfo) => {
  // Three sign-ins and their screens: more than one default timeout on a busy machine.
  test.slow();
  const start = weekOf(3, testInfo.retry);
  const reason = `Cousin's graduation ${testInfo.retry}`;
  await signIn(page, 'aashish.poudel@example.com');
  await applyFor(page, start, addDays(start, 1), reason);
  await signOut(page);

  await signIn(page, DEMO.hr);
  await page.goto('/admin/leave');
  await expect(page.getByRole('heading', { name: 'Leave Approval Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  const pending = card(page, reason);
  await expect(pending).toContainText('Aashish Poudel');
  await expect(pending).toContainText('2 days');
  await expectAccessible(page);
  // A note goes with the decision; the field takes the focus when it opens.
  await pending.getByRole('button', { name: 'Add a note' }).click();
  const note = pending.getByLabel('Note to Aashish Poudel (optional)');
  await expect(note).toBeFocused();
  await note.fill('Quarter-end close that week; please pick other dates.');
  await expectAccessible(page);
  await pending.getByRole('button', { name: 'Reject leave for Aashish Poudel' }).click();
  await expect(page.getByText('Leave rejected successfully!')).toBeVisible();
  await expect(pending).toHaveCount(0);

  await page.getByRole('tab', { name: 'Rejected' }).click();
  const rejected = card(page, reason);
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(rejected).toContainText('Rejected by Sita Sharma on');
  await expect(rejected).toContainText('Note: Quarter-end close that week; please pick other dates.');
  await expect(rejected.getByRole('button', { name: /Approve|Reject|note/ })).toHaveCount(0);
  await expectAccessible(page);
  await signOut(page);

  // The employee reads why.
  await signIn(page, 'aashish.poudel@example.com');
  await page.goto('/leave');
  await expect(myLeave(page, reason)).toContainText(
    'Note: Quarter-end close that week; please pick other dates.',
  );
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('an employee cancels a pending request', async ({ page }, testInfo) => {
    const start = weekOf(5, testInfo.retry);
    const reason = `Bank errands ${testInfo.retry}`;
    await signIn(page, 'pratima.ghimire@example.com');
    await applyFor(page, start, start, reason);
    await expectAccessible(page);
    await myLeave(page, reason)
      .getByRole('button', { name: `Cancel request for ${reason}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByText('Leave request cancelled.')).toBeVisible();
    await expect(myLeave(page, reason).getByText('Cancelled', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test('an employee is kept out of the approval screens', async ({ page }) => {
  await signIn(page, 'roshan.bhattarai@example.com');
  await page.goto('/approval');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /Approvals/ })).toHaveCount(0);
});
