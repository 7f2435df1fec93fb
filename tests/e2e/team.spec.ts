/**
 * The team screens (rules §13): the directory finds a colleague and shows nothing private; the org chart opens
 * two levels below the top; a manager sees their team today. Bishal Dahal and Srijana Pandey only read here.
 */
import { expect, expectAccessible, signIn, test } from './fixtures';

test('a colleague is found in the directory, and the org chart opens level by level', async ({ page }) => {
  await signIn(page, 'bishal.dahal@example.com');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByLabel('Search colleagues').fill('Kiran Maharjan');
  const card = page.getByRole('listitem').filter({ hasText: 'Kiran Maharjan' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'kiran.maharjan@example.com' })).toBeVisible();
  await expect(page.getByText('1 colleague', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Org chart' }).click();
  const managers = page.getByRole('list', { name: 'Reports to, up to the top' });
  await expect(managers.getByText('Bikash Thapa')).toBeVisible();
  await managers.getByRole('button', { name: 'Centre the chart on Bikash Thapa' }).click();
  await expect(page.locator('[aria-current="true"]')).toContainText('Bikash Thapa');
  const open = page.getByRole('button', { name: 'Show the team of Sita Sharma' });
  await open.click();
  await expect(page.getByRole('button', { name: 'Hide the team of Sita Sharma' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText('Dipesh Khadka')).toBeVisible();
  await expectAccessible(page);
});

test('a manager sees their team today', async ({ page }) => {
  await signIn(page, 'srijana.pandey@example.com');
  await page.goto('/team');
  await page.getByRole('tab', { name: 'My team today' }).click();
  await expect(page.getByText('Kiran Maharjan')).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the team and the calendar read well and pass axe', async ({ page }) => {
    await signIn(page, 'srijana.pandey@example.com');
    await page.goto('/team');
    await expect(page.getByText('Kiran Maharjan').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Org chart' }).click();
    await expect(page.locator('[aria-current="true"]')).toContainText('Srijana Pandey');
    await expectAccessible(page);
    await page.goto('/calendar');
    // The month is an agenda here; the grid is for wider screens.
    await expect(page.getByRole('grid')).toBeHidden();
    await expect(
      page
        .getByRole('list', { name: 'Days with someone off' })
        .or(page.getByText('Nobody is off and there are no holidays in these days.')),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
