import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

test('the welcome card opens the profile, whose tabs show the signed-in user’s data', async ({ page }) => {
  await signIn(page, DEMO.employee);
  await page.getByRole('link', { name: /Welcome back, Anita!/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Anita Gurung' })).toBeVisible();
  await expect(page.getByText('Software Engineer')).toBeVisible();
  await expect(page.getByText('employee@example.com')).toBeVisible();
  await expect(page.getByText('EMP-005')).toBeVisible();
  await expect(page.getByText('Engineering', { exact: true })).toBeVisible();
  // Her reporting line: the demo manager, and nobody reports to her.
  await expect(page.getByText(/^Rajesh Shrestha/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Payroll' }).click();
  await expect(page.getByText('NPR 120,000.00')).toBeVisible();
  // Personal numbers are masked until asked for.
  const ssf = page.getByText(/^22\d{8}$/);
  await expect(ssf).toHaveCount(0);
  await page.getByRole('button', { name: 'Show SSF number' }).click();
  await expect(ssf).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Documents' }).click();
  for (const name of ['Photo', 'Government ID', 'Educational Certificates', 'Employment Contracts']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Emergency Contact' }).click();
  await expect(page.getByText('Relationship')).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the mobile menu reaches the profile, in dark mode', async ({ page }) => {
    await signIn(page, DEMO.manager);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Rajesh Shrestha' })).toBeVisible();
    await expectAccessible(page);
  });
});
