/**
 * Stand-ins on the approvals page: a manager's own beside their inbox (not on the profile), named with the app's
 * date picker; hr's list of the organisation's, ending one, on a laptop and a phone.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, now, signIn, test } from './fixtures';

/** The manager names someone who decides requests to stand in for them, through the API as the approvals page's card would. */
async function nameStandIn(request: APIRequestContext) {
  const login = await request.post('/api/employee/login', {
    data: { email: DEMO.manager, password: DEMO_PASSWORD },
  });
  const token = (await login.json()).accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  const mine = await (await request.post('/api/employee/getdelegations', { headers, data: {} })).json();
  const hr = mine.candidates[0] as { name: string; _id: string };
  // Two days ahead: never before the organisation's today, whatever its time zone.
  const day = new Date(now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  const saved = await request.post('/api/employee/savedelegation', {
    headers,
    data: { delegate_id: hr._id, start_date: day, end_date: day },
  });
  expect(saved.status()).toBe(200);
  return { delegate: hr.name as string };
}

for (const { name, viewport, colorScheme } of [
  { name: 'on a laptop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
  { name: 'on a phone in dark mode', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
]) {
  test.describe(name, () => {
    test.use({ viewport, colorScheme });
    test('hr ends a manager’s stand-in from the approvals page', async ({ page }) => {
      const { delegate } = await nameStandIn(page.request);
      await signIn(page, DEMO.hr);
      await page.goto('/approval');
      const list = page.getByRole('heading', { name: 'Everyone’s stand-ins' });
      await expect(list).toBeVisible();
      const end = page.getByRole('button', { name: new RegExp(`^End ${delegate} standing in for `) });
      await expect(end).toBeVisible();
      await expectAccessible(page);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await end.click();
      const dialog = page.getByRole('dialog', { name: 'End this stand-in?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'End' }).click();
      await expect(page.getByText('Stand-in ended.')).toBeVisible();
      await expect(end).toHaveCount(0);
    });
  });
}

test('a manager names a stand-in beside the inbox, with the app’s date picker; the profile no longer has it', async ({
  page,
}) => {
  await signIn(page, DEMO.manager);
  await page.goto('/approval');
  const card = page.locator('form#stand-in');
  await expect(page.getByRole('heading', { name: 'Stand-ins', exact: true }).first()).toBeVisible();
  // The picker's button, not the browser's mm/dd/yyyy box.
  await expect(card.locator('input[type="date"]')).toHaveCount(0);
  await card.getByRole('button', { name: /Start Date/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByRole('button', { name: 'Add stand-in' })).toHaveCount(0);
});
