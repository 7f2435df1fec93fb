import { DEMO, expect, expectAccessible, now, openSettings, pickDate, signIn, test } from './fixtures';

/**
 * A holiday of hr's own, on a day the demo's holidays (Nepal's shipped ones, Christmas Day among them) leave free:
 * 20 November 2026, Mangsir 4, 2083.
 */
const holiday = { date: '2026-11-20', name: 'Company Foundation Day' };

test('hr saves the company name in Settings and the footer shows it; preferences apply at once', async ({
  page,
}) => {
  await signIn(page, DEMO.hr);
  await openSettings(page);
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }),
  ).toHaveClass(/bg-primary/);
  await expectAccessible(page);

  const name = page.getByLabel('Company name');
  await expect(name).not.toHaveValue('');
  const before = await name.inputValue();
  await name.fill('Himalaya Traders');
  try {
    await page.getByRole('button', { name: 'Save organisation details' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await expect(page.getByText(/© \d{4} Himalaya Traders/)).toBeVisible();
    // A holiday is the Holidays card's, saved on its own (issue 40).
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'New holiday' });
    await pickDate(page, 'Date', holiday.date, dialog);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(holiday.name);
    await dialog.getByRole('button', { name: 'Save holiday' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Himalaya Traders');
    await expect(page.getByText(holiday.name)).toBeVisible();
  } finally {
    // Settings belong to the whole demo organisation: put them back for the other specs.
    await page.getByLabel('Company name').fill(before);
    await page.getByRole('button', { name: 'Save organisation details' }).click();
    await expect(page.getByText(`© ${now().getFullYear()} ${before}`)).toBeVisible();
    const remove = page.getByRole('button', { name: `Delete ${holiday.name}` });
    if (await remove.count()) {
      await remove.click();
      await page
        .getByRole('dialog', { name: 'Delete this holiday?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText(holiday.name)).toHaveCount(0);
    }
  }

  await page.getByLabel('Dark mode', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});

test('a bad value is refused with the shared rule’s message and nothing is saved', async ({ page }) => {
  await signIn(page, DEMO.hr);
  await openSettings(page);
  const days = page.getByLabel('Remind approvers after (days)');
  const before = await days.inputValue();
  await days.fill('95');
  await page.getByRole('button', { name: 'Save organisation details' }).click();
  // Once, beside the field it is about.
  const reason = 'Request reminder days must be between 1 and 30 days';
  await expect(page.getByText(reason)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText(reason);
  await page.reload();
  await expect(page.getByLabel('Remind approvers after (days)')).toHaveValue(before);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the admin menu button opens the sidebar', async ({ page }) => {
    await signIn(page, DEMO.hr);
    await openSettings(page);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
