/**
 * Attendance end to end: clocking in and out from the dashboard and the attendance page, the button's state
 * surviving a reload, the month detail showing the day just recorded, and Submit Attendance locking the month.
 * Only the demo people assigned to attendance clock in here (see DEMO in fixtures.ts).
 */
import { dayText, expect, expectAccessible, monthText, signIn, test, today } from './fixtures';

const people = {
  dashboard: 'nisha.rai@example.com',
  page: 'prakash.magar@example.com',
  submit: 'kabita.tamang@example.com',
  phone: 'suman.adhikari@example.com',
};

test('clock in and out from the dashboard; the button follows the server across reloads and tabs', async ({
  page,
  context,
}) => {
  await signIn(page, people.dashboard);
  const clockIn = page.getByRole('button', { name: 'Clock In' });
  await expect(clockIn).toBeEnabled();
  await expect(page.getByText('Attendance Summary')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Attendance rate' })).toBeVisible();
  await expectAccessible(page);

  // A second window still shows Clock In after the first one clocked in: the server says why it cannot.
  const stale = await context.newPage();
  await signIn(stale, people.dashboard);
  await expect(stale.getByRole('button', { name: 'Clock In' })).toBeEnabled();

  await clockIn.click();
  await expect(page.getByText('Checked in successfully. Attendance updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  await expect(page.getByText(/^Clocked in at \d\d:\d\d [AP]M\.$/)).toBeVisible();

  await stale.getByRole('button', { name: 'Clock In' }).click();
  await expect(stale.getByText('Already Check In. Try Again Tomorrow.')).toBeVisible();
  await expect(stale.getByRole('button', { name: 'Clock Out' })).toBeVisible();
  await stale.close();

  await page.reload();
  await page.getByRole('button', { name: 'Clock Out' }).click();
  await expect(page.getByText('Checked out successfully. Attendance updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clocked Out' })).toBeDisabled();
  await expect(page.getByText(/In \d\d:\d\d [AP]M · Out \d\d:\d\d [AP]M/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Clocked Out' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Clock (In|Out)$/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('the attendance page clocks in and out, and the month detail shows the day just recorded', async ({
  page,
}) => {
  await signIn(page, people.page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attendance' }).click();
  await expect(page).toHaveURL(/\/attendance$/);
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  for (const label of ['Present Days', 'Absent Days', 'Late Arrivals'])
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByText('Checked in successfully. Attendance updated.')).toBeVisible();

  // A month and a day as people read them (issue 44, items 5 and 6): 'November 2026', 'Nov 29, 2026'.
  const month = monthText(today());
  const day = dayText(today());
  await page.getByRole('button', { name: 'View/Edit Current Month Attendance' }).click();
  await expect(page.getByRole('heading', { name: `Attendance for ${month}` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(day) });
  await expect(row).toContainText(/\d\d:\d\d [AP]M/);
  await expect(row).toContainText('N/A');
  await expect(row).toContainText(/Present|Late/);
  // Sorted by date, ascending: today is the last row.
  await expect(page.getByRole('row').last()).toContainText(day);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clock Out' }).click();
  await expect(page.getByText('Checked out successfully. Attendance updated.')).toBeVisible();
  await expect(row).not.toContainText('N/A');

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: 'View/Edit Current Month Attendance' })).toBeVisible();

  await page.getByRole('tab', { name: 'Attendance History' }).click();
  for (const column of ['Month', 'Present Days', 'Absent Days', 'Late Arrivals', 'Action'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  // Three months of demo data, newest first.
  const months = page.getByRole('row');
  await expect(months.nth(1)).toContainText(month);
  expect(await months.count()).toBeGreaterThan(3);
  await expectAccessible(page);
  await page.getByRole('button', { name: `View Details of ${month}` }).click();
  await expect(page.getByRole('heading', { name: `Attendance for ${month}` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(day) })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Months' }).click();
  await expect(page.getByRole('columnheader', { name: 'Late Arrivals' })).toBeVisible();
});

test('Submit Attendance asks to confirm, then locks the month', async ({ page }) => {
  await signIn(page, people.submit);
  await page.goto('/attendance');
  const month = monthText(today());
  await page.getByRole('button', { name: 'View/Edit Current Month Attendance' }).click();
  await expect(page.getByRole('heading', { name: `Attendance for ${month}` })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Attendance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText(
    `Are you sure you want to submit your attendance for ${month}? This action cannot be undone.`,
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Submit Attendance' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Attendance' }).click();
  await dialog.getByRole('button', { name: 'Confirm Submission' }).click();
  await expect(page.getByText('Attendance submitted successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Submit Attendance' })).toHaveCount(0);
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();

  // The month is read-only now: the clock cannot change it, even after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeDisabled();
  await expect(page.getByText('This month’s attendance has been submitted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Attendance' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Attendance History' }).click();
  // The month's row in the history (not a day row of the month, which also names it).
  const history = page.getByRole('tabpanel', { name: 'Attendance History' });
  await expect(history.getByRole('row', { name: new RegExp(`${month}(?!-)`) })).toContainText('Submitted');
  await expectAccessible(page);
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the dashboard cards and the attendance screens fit and stay accessible', async ({ page }) => {
    await signIn(page, people.phone);
    await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();
    await expect(page.getByText('Attendance Summary')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Attendance' }).click();
    await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Attendance History' }).click();
    const oldest = page.getByRole('button', { name: /^View Details of / }).nth(2);
    await oldest.click();
    await expect(
      page
        .getByRole('cell', { name: 'Absent' })
        .or(page.getByRole('cell', { name: 'Present' }))
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    // Nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
