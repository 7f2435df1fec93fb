/**
 * axe with menus, popovers and dialogs open, where the page behind them is hidden from assistive technology:
 * the account menu and the mobile menu at 390 px, the date picker, the forgot-password dialog.
 */
import { accountMenu, DEMO, expect, expectAccessible, signIn, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the account menu, the mobile menu and the date picker stay accessible when open', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager);
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Approvals' })).toBeVisible();
    await expectAccessible(page);
    // Escape closes it and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.goto('/leave');
    await page.getByLabel('Start Date').click();
    await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the forgot-password dialog is accessible, and sending a link does not sign in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(DEMO.employee);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(dialog.getByLabel('Email address')).toHaveValue(DEMO.employee);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
});
