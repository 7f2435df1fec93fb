import { addDays } from '../../src/shared/calendar';
import { periodsOf } from '../../src/shared/periods';
import { DEMO, expect, expectAccessible, monthOfDay, monthText, signIn, test, today } from './fixtures';

/** The organisation's months (BS, the demo's): a day of the month before the one `day` is in. */
const dayOfMonthBefore = (day: string) => {
  const bs = periodsOf('bs');
  return addDays(bs.rangeOf(bs.monthOf(day))!.first, -1);
};

test("hr picks an employee and a salary; the run's own engine gives the month (issue 41)", async ({
  page,
}) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin/payroll');
  await expect(page.getByRole('heading', { name: 'Payroll Calculator' })).toBeVisible();
  // No flat percentages of the page's own: one engine.
  await expect(page.getByLabel('Tax (%)')).toHaveCount(0);

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an employee and enter their salary.');
  await expectAccessible(page);

  // Chosen with the keyboard from the server's search.
  const employee = page.getByRole('combobox', { name: 'Employee' });
  await employee.fill('Anita');
  // The matches of what was typed, not those of an earlier keystroke.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: /Anita Gurung/ })).toBeVisible();
  await expectAccessible(page);
  await employee.press('ArrowDown');
  await employee.press('Enter');
  await expect(employee).toHaveValue('Anita Gurung');
  const salary = page.getByLabel('Monthly basic salary (NPR)');
  await expect(salary).toHaveValue('120000');

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('How this month’s income tax was worked out')).toBeVisible();
  const netOf = async () =>
    (await page
      .locator('dl', { has: page.getByText('Net pay', { exact: true }) })
      .getByRole('definition')
      .textContent()) ?? '';
  const first = await netOf();
  expect(first).toMatch(/^NPR [\d,]+\.\d\d$/);
  await expectAccessible(page);

  // Another salary: the old figures go until asked again; then more pay, more net.
  await salary.fill('150000');
  await expect(page.getByText('Net pay', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Net pay', { exact: true })).toBeVisible();
  const second = await netOf();
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(amount(second)).toBeGreaterThan(amount(first));
  await salary.fill('');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an employee and enter their salary.');
});

test.describe('on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the calculator works and stays accessible', async ({ page }) => {
    await signIn(page, DEMO.hr);
    await page.goto('/admin/payroll');
    const employee = page.getByRole('combobox', { name: 'Employee' });
    await employee.fill('Gurung');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: /Anita Gurung/ }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('How this month’s income tax was worked out')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test("a run's table keeps each person's net pay on screen (issue 44, item 12)", async ({ page }) => {
    await signIn(page, DEMO.hr);
    await page.goto('/admin/payroll');
    // The month before the clock's (a BS month, as the demo runs payroll): its own run, apart from the one the
    // test below creates. Chosen by its name, as a person reads it: `Magh 2082`.
    const before = monthText(dayOfMonthBefore(today()));
    await page.getByRole('combobox', { name: 'Month', exact: true }).selectOption({ label: before });
    await page.getByRole('button', { name: 'Create run' }).click();
    const lines = page.getByRole('region', { name: 'Everyone’s pay this month' });
    const anita = lines.getByRole('row', { name: /Anita Gurung/ });
    await expect(anita).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'Tax' })).toBeHidden();
    await expect(
      anita.getByText(/^Deductions NPR [\d,.]+ · Tax NPR [\d,.]+ · Employer NPR [\d,.]+$/),
    ).toBeVisible();
    // Net pay and the fix button end inside the screen's 390 px, with nothing to scroll sideways.
    for (const shown of [
      lines.getByRole('columnheader', { name: 'Net' }),
      anita.getByRole('button', { name: 'Fix the inputs of Anita Gurung' }),
    ]) {
      const box = await shown.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/payroll-run-phone.png', fullPage: true });
  });
});

test("hr runs a month's payroll: finds a person, locks it, has every payslip made and downloads them", async ({
  page,
}) => {
  await signIn(page, DEMO.hr);
  await page.goto('/admin/payroll');
  // This BS month, by its name (`Falgun 2082`); the run's files are named by its key, `2082-11`.
  const month = monthOfDay(today());
  await page
    .getByRole('combobox', { name: 'Month', exact: true })
    .selectOption({ label: monthText(today()) });
  await page.getByRole('button', { name: 'Create run' }).click();
  const table = page.getByRole('table').last();
  await expect(table.getByRole('row', { name: /Anita Gurung/ })).toBeVisible();
  await page.getByLabel('Find a person by name or employee ID').fill('Rajesh');
  await expect(table.getByRole('row', { name: /Rajesh Shrestha/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Anita Gurung/ })).toHaveCount(0);
  await page.getByLabel('Find a person by name or employee ID').fill('nobody at all');
  await expect(page.getByText('No one in this run matches.')).toBeVisible();

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  const zip = page.getByRole('button', { name: 'All payslips (zip)' });
  await zip.click();
  // The PDFs are made by the server's jobs; the button waits for them, then downloads the zip. A job's time on
  // a busy machine (two browsers and two servers on two cores), as the import spec allows its job.
  await expect(page.getByText('All payslips are made: download them with the button.')).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await zip.click();
  expect((await download).suggestedFilename()).toBe(`payslips-${month}.zip`);
});
