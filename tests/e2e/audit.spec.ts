import { readFileSync } from 'node:fs';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

test('hr finds a reveal of personal numbers in the audit log, filters by actor and exports CSV', async ({
  page,
}) => {
  await signIn(page, DEMO.hr);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Payroll' }).click();
  await page.getByRole('button', { name: 'Show SSF number' }).click();
  await expect(page.getByText(/^22\d{8}$/)).toBeVisible();

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('Entity').selectOption('employee');
  const row = page.getByRole('row').filter({ hasText: 'reveal' }).first();
  await expect(row).toContainText('Sita Sharma');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Sita Sharma' }).click();
  await expect(page.getByRole('button', { name: 'Stop filtering by Sita Sharma' })).toBeVisible();
  await row.getByText('Before and after').click();
  await expect(row.locator('pre')).toContainText('"fields"');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFTime,Actor,Action,Entity,Entity ID,Before,After,Request ID');
  expect(csv).toContain('Sita Sharma,reveal,employee');
  // The export never carries the numbers themselves.
  expect(csv).not.toMatch(/\b22\d{8}\b/);
});
