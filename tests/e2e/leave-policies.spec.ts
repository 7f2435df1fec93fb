/**
 * Leave policies end to end (rules §14): an employee applies for an afternoon of annual leave (the demo's
 * annual leave is taken in half days), the balance holds half a day as pending, the manager approves, and the
 * balance's why view lists the half day taken. Roshan Bhattarai has no leave next year in the demo.
 */
import { dayText, expect, expectAccessible, pickDate, signIn, test } from './fixtures';
import { annualNextYear, card, myLeave, nextYear, signOut, weekOf } from './leave-steps';

test('an afternoon off holds half a day, and after approval the why view lists it', async ({
  page,
}, testInfo) => {
  // Three sign-ins and their screens: more than one default timeout on a busy machine.
  test.slow();
  // A Sunday in Ashwin of the next leave year.
  const day = weekOf(6, testInfo.retry);
  const reason = `Parent-teacher meeting ${testInfo.retry}`;

  await signIn(page, 'roshan.bhattarai@example.com');
  await page.goto('/leave');
  await pickDate(page, 'Start Date', day);
  await pickDate(page, 'End Date', day);
  await page.getByLabel('Part of the day').selectOption({ label: 'Afternoon' });
  await expect(page.getByText('Takes 0.5 working days.')).toBeVisible();
  await expect(page.getByText(/Annual left on .*: 18 days after pending requests\./)).toBeVisible();
  await page.getByLabel('Leave Reason').fill(reason);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Leave Request' }).click();
  await expect(page.getByText('Leave request submitted successfully.')).toBeVisible();
  await expect(myLeave(page, reason)).toContainText(`${dayText(day)} (afternoon)`);
  await expect(myLeave(page, reason)).toContainText('0.5 working days');
  const pending = await annualNextYear(page);
  await expect(pending).toContainText('18 of 18 days left');
  await expect(pending).toContainText('0.5 days pending');
  await signOut(page);

  await signIn(page, 'manisha.lama@example.com');
  await page.goto('/approval');
  const request = card(page, reason);
  await expect(request).toContainText('(afternoon)');
  await request.getByRole('button', { name: 'Approve leave for Roshan Bhattarai' }).click();
  await expect(page.getByText('Leave approved successfully!')).toBeVisible();
  await signOut(page);

  await signIn(page, 'roshan.bhattarai@example.com');
  await page.goto('/leave');
  const after = await annualNextYear(page);
  await expect(after).toContainText('17.5 of 18 days left');
  const why = after.getByRole('button', { name: 'Why? Annual' });
  await why.click();
  const dialog = page.getByRole('dialog', { name: `Annual ${nextYear}` });
  const rows = dialog.getByRole('row');
  await expect(rows.filter({ hasText: 'Yearly allowance' })).toContainText('+18');
  const taken = rows.filter({ hasText: 'Leave taken' });
  await expect(taken).toContainText(dayText(day));
  await expect(taken).toContainText('−0.5');
  await expect(taken).toContainText('17.5');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(why).toBeFocused();
});
