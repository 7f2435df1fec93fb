/**
 * hr's attendance management end to end: the day view with filters, a correction with a reason (also in a
 * submitted month), the CSV export, and the loading, empty and error states. Only the records of Ramesh Basnet
 * and Sunita Koirala (Finance) are changed here; nobody is clocked in.
 */
import { readFileSync } from 'node:fs';
import { periodsOf } from '../../src/shared/periods';
import {
  DEMO,
  dayText,
  expect,
  expectAccessible,
  isoText,
  pickDate,
  pickedText,
  signIn,
  test,
  today,
} from './fixtures';

const ramesh = 'Ramesh Basnet';
const sunita = 'Sunita Koirala';

const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The first working day on or before `date` (the demo works Sunday to Friday: Saturday is the day off). */
const workingDayOnOrBefore = (date: string) => {
  let d = date;
  while (new Date(`${d}T00:00:00Z`).getUTCDay() === 6) d = shift(d, -1);
  return d;
};
const lastWorkingDay = () => workingDayOnOrBefore(shift(today(), -1));
/** A working day in the middle of last month (a BS month, the demo's): the demo submitted that month. */
const lastMonthDay = () => {
  const periods = periodsOf('bs');
  const { first } = periods.rangeOf(periods.monthOf(today()))!;
  const lastMonth = periods.rangeOf(periods.monthOf(shift(first, -1)))!;
  return workingDayOnOrBefore(shift(lastMonth.first, 14));
};

const rowOf = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('hr filters a day, corrects a record with a reason, and exports it as CSV', async ({ page }) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Attendance' }).click();
  await expect(page).toHaveURL(/\/admin\/attendance$/);
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveText(pickedText(today()));
  await expect(page.getByRole('columnheader', { name: 'Check In' })).toBeVisible();
  await expectAccessible(page);

  const day = lastWorkingDay();
  await pickDate(page, 'Date', day);
  await page.getByLabel('Department').selectOption('Finance');
  // Only the header row has no Finance cell once the filtered day has arrived.
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasNot: page.getByRole('cell', { name: 'Finance', exact: true }) })).toHaveCount(
    1,
  );
  await expect(rowOf(page, ramesh)).toBeVisible();
  await expect(rowOf(page, sunita)).toBeVisible();
  await expectAccessible(page);

  // A reason is required.
  await rowOf(page, ramesh)
    .getByRole('button', { name: `Correct ${ramesh}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Correct attendance' });
  // The day as people read it (issue 44, item 6): 'Falgun 18, 2082'.
  await expect(dialog).toContainText(`${ramesh} · ${dayText(day)}`);
  await dialog.getByLabel('Status').selectOption('Late');
  await dialog.getByLabel('Check In').fill('09:47');
  await dialog.getByLabel('Check Out').fill('17:15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Reason is required');
  await expectAccessible(page);
  await dialog.getByLabel('Reason').fill('Stuck in traffic; confirmed by the CEO');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Attendance corrected successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const corrected = rowOf(page, ramesh);
  await expect(corrected).toContainText('09:47 AM');
  await expect(corrected).toContainText('05:15 PM');
  await expect(corrected).toContainText('Late');
  await expect(corrected).toContainText('Stuck in traffic; confirmed by the CEO');

  await page.getByLabel('Status', { exact: true }).selectOption('Late');
  await expect(rows.filter({ hasNot: page.getByText('Late', { exact: true }) })).toHaveCount(1);
  await expect(rowOf(page, ramesh)).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  // Named, as its rows write it, in the reader's calendar.
  expect(file.suggestedFilename()).toBe(`attendance-${isoText(day)}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    '\uFEFFDate,Employee ID,Name,Department,Designation,Check In,Check Out,Status,Submitted,Correction Reason',
  );
  // Its days as the reader's calendar writes them: `2082-11-19`.
  expect(csv).toContainEqual(
    expect.stringMatching(new RegExp(`^${isoText(day)},EMP-\\d+,${ramesh},Finance,`)),
  );
  expect(csv.find((line) => line.includes(ramesh))).toContain(',09:47,17:15,Late,');
  expect(csv.find((line) => line.includes(ramesh))).toMatch(/,No,Stuck in traffic; confirmed by the CEO$/);
});

test('a submitted month is marked, and hr may still correct it', async ({ page }) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin/attendance');
  const day = lastMonthDay();
  await pickDate(page, 'Date', day);
  await page.getByLabel('Department').selectOption('Finance');
  const row = rowOf(page, sunita);
  await expect(row).toContainText('Submitted');
  await row.getByRole('button', { name: `Correct ${sunita}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct attendance' });
  await expect(dialog).toContainText(`${sunita} has submitted this month.`);
  await dialog.getByLabel('Status').selectOption('Absent');
  await expect(dialog.getByLabel('Check In')).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Was at a client site without leave');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Attendance corrected successfully.')).toBeVisible();
  await expect(row).toContainText('Absent');
  await expect(row).toContainText('Was at a client site without leave');
  await expect(row).toContainText('Submitted');

  await page.getByLabel('Status', { exact: true }).selectOption('Absent');
  await expect(
    page.getByRole('row').filter({ hasNot: page.getByText('Absent', { exact: true }) }),
  ).toHaveCount(1);
  await expect(row).toBeVisible();
});

test('loading, empty and error states', async ({ page }) => {
  await signIn(page, DEMO.hr);
  // The first load waits, then fails: the page says so in place of the table.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/employee/getattendance', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { message: 'Internal server error' } });
  });
  await page.goto('/admin/attendance');
  await expect(page.getByRole('status')).toHaveText('Loading attendance...');
  await expectAccessible(page);
  release();
  await expect(page.getByRole('alert')).toHaveText('Error: Internal server error');
  await expectAccessible(page);

  await page.unroute('**/api/employee/getattendance');
  await page.reload();
  // Nobody can be absent on a day that has not happened yet.
  const tomorrow = shift(today(), 1);
  await pickDate(page, 'Date', tomorrow);
  await page.getByLabel('Status', { exact: true }).selectOption('Absent');
  await expect(page.getByText(`No employees match these filters on ${dayText(tomorrow)}.`)).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the day view and the correction dialog fit and stay accessible', async ({ page }) => {
    await signIn(page, DEMO.hr);
    await page.goto('/admin/attendance');
    await page.getByLabel('Department').selectOption('Finance');
    await expect(rowOf(page, sunita)).toBeVisible();
    await expectAccessible(page);
    await rowOf(page, sunita)
      .getByRole('button', { name: `Correct ${sunita}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Correct attendance' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
