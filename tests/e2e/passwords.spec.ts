import { accountMenu, expect, expectAccessible, signIn, test } from './fixtures';

// Changes the password of a demo person no other spec signs in as.
const GITA = 'gita.chaudhary@example.com';

test('forgot password answers the same message and the reset page refuses a bad link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email address').last().fill('someone@example.com');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If that email is registered, a reset link has been sent.')).toBeVisible();

  await page.goto('/reset-password?token=made-up-token-that-is-long');
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-1');
  await page.getByLabel('Confirm new password').fill('Another-pass-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  await expectAccessible(page);
});

test('an employee changes their password from the profile and signs in with the new one', async ({
  page,
}) => {
  await signIn(page, GITA);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill('wrong');
  await page.getByLabel('New password', { exact: true }).fill('Gita-new-pass-1');
  await page.getByLabel('Confirm new password').fill('Gita-new-pass-1');
  await page.getByRole('button', { name: 'Change password' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');
  await expectAccessible(page);

  await page.getByLabel('Current password').fill('Demo123!');
  await page.getByRole('button', { name: 'Change password' }).last().click();
  await expect(
    page.getByText('Your password has been changed. Your other sessions have been signed out.'),
  ).toBeVisible();
  // This session carries on with its new token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gita Chaudhary' })).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, GITA, 'Gita-new-pass-1');
});

test('hr sends an employee a password reset link from their profile', async ({ page }) => {
  await signIn(page, 'hr@example.com');
  await page.goto('/admin/employee/view-all-employee');
  await page.getByLabel('Search').fill('Thakuri');
  await page.getByRole('link', { name: 'View Laxmi Thakuri' }).click();
  await expect(page.getByRole('heading', { name: 'Laxmi Thakuri' })).toBeVisible();
  await page.getByRole('button', { name: 'Send password reset link' }).click();
  await expect(page.getByText('A reset link has been sent to laxmi.thakuri@example.com.')).toBeVisible();
  await expectAccessible(page);
});
