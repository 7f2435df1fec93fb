import { accountMenu, DEMO, expect, expectAccessible, now, signIn, test } from './fixtures';

test.describe('sign-in and the route guard', () => {
  test('the sign-in screen is accessible in light and dark, and a wrong password says so', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to HRIS' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);

    await page.getByLabel('Email address').fill(DEMO.employee);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    // A new attempt clears the old message while it runs.
    await page.getByLabel('Password', { exact: true }).fill('Demo123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The theme chosen on the sign-in screen is the dashboard's too.
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('signed-out visitors are sent to /login, and /login sends signed-in users to the dashboard', async ({
    page,
  }) => {
    for (const path of ['/dashboard', '/profile', '/admin/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await signIn(page, DEMO.employee);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an employee is kept out of hr and manager routes', async ({ page }) => {
    await signIn(page, DEMO.employee);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back, Anita!')).toBeVisible();
  });

  test('logout ends the session on the server and clears the browser', async ({ page }) => {
    await signIn(page, DEMO.employee);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')]),
    ).toEqual([null, null]);
    const me = await page.request.post('/api/employee/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('remember me keeps the token in localStorage; a revoked token signs the user out with a message', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(DEMO.manager);
    await page.getByLabel('Password', { exact: true }).fill('Demo123!');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // Leave the app first: a dashboard still loading would meet the revoked token itself and take the message.
    await page.goto('about:blank');
    await page.request.post('/api/employee/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});

test.describe('what each role sees', () => {
  const cases = [
    { email: DEMO.employee, name: 'Anita', approvals: false, hr: false },
    { email: DEMO.manager, name: 'Rajesh', approvals: true, hr: false },
    { email: DEMO.hr, name: 'Sita', approvals: true, hr: true },
  ];
  for (const c of cases) {
    test(`${c.email} sees their dashboard and the actions of their role`, async ({ page }) => {
      await signIn(page, c.email);
      await expect(page.getByText(`Welcome back, ${c.name}!`)).toBeVisible();
      // The quick actions of the welcome card (the top bar has links of the same names).
      const actions = page.getByRole('main');
      await expect(actions.getByRole('link', { name: 'Attendance', exact: true })).toBeVisible();
      await expect(actions.getByRole('link', { name: 'Leave', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approvals' })).toHaveCount(c.approvals ? 1 : 0);
      await expect(page.getByRole('link', { name: 'HR Dashboard' })).toHaveCount(c.hr ? 1 : 0);
      await expect(page.getByText(`© ${now().getFullYear()} Acme Corporation`)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the manager opens the Approvals menu', async ({ page }) => {
    await signIn(page, DEMO.manager);
    await page.getByRole('button', { name: 'Approvals' }).click();
    await expect(page.getByRole('menuitem', { name: 'Approvals' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Approval History' })).toBeVisible();
  });
});
