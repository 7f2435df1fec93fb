/**
 * Work sites and the location rule (rules §15), with Playwright's geolocation emulation: under "block", a punch
 * inside the person's site is recorded and one outside is refused with the message saying which site; hr's
 * Settings → Work sites lists the site. Only these two people clock in here.
 */
import type { Page } from '@playwright/test';
import {
  changeSettings,
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openSettings,
  signIn,
  test,
} from './fixtures';

const inside = { email: 'hari.neupane@example.com' };
const outside = { email: 'ramesh.basnet@example.com' };
const site = { name: 'Head office (e2e)', latitude: 27.7172, longitude: 85.324, radius: 100 };

async function apiSignIn(page: Page, email: string) {
  const res = await page.request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

test('under "block", a punch inside the site is recorded and one outside is refused with the message', async ({
  page,
  context,
  otherPage,
}) => {
  test.setTimeout(90_000);
  const hr = await apiSignIn(page, DEMO.hr);
  const post = (name: string, data: object = {}) =>
    page.request.post(`/api/employee/${name}`, { headers: hr, data });
  expect((await post('savesite', site)).ok()).toBe(true);
  const { sites } = await (await post('getsites')).json();
  const siteId = sites.find((s: { name: string }) => s.name === site.name)._id;
  const people = (await (await post('getallemployee')).json()) as { _id: string; email: string }[];
  for (const person of [inside, outside]) {
    const id = people.find((p) => p.email === person.email)!._id;
    expect((await post('assignsites', { employee_id: id, site_ids: [siteId] })).ok()).toBe(true);
  }
  const restore = await changeSettings(page.request, hr, { locationRule: 'block' });
  try {
    await context.grantPermissions(['geolocation']);
    // 40 m from the site's centre.
    await context.setGeolocation({
      latitude: site.latitude + 0.00036,
      longitude: site.longitude,
      accuracy: 10,
    });
    await signIn(page, inside.email);
    await page.getByRole('button', { name: 'Clock In' }).click();
    await expect(page.getByText('Checked in successfully. Attendance updated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
    await expectAccessible(page);

    // About 2 km away: refused, saying which site.
    await context.setGeolocation({
      latitude: site.latitude + 0.018,
      longitude: site.longitude,
      accuracy: 10,
    });
    const away = await context.newPage();
    await signIn(away, outside.email);
    await away.getByRole('button', { name: 'Clock In' }).click();
    await expect(
      away.getByText(
        `You are outside your work site (${site.name}): clocking in or out is allowed only there.`,
      ),
    ).toBeVisible();
    await expect(away.getByRole('button', { name: 'Clock In' })).toBeEnabled();
    await expectAccessible(away);
    await away.screenshot({ path: 'test-results/work-site-refused.png' });

    // hr sees the site and the rule in the settings.
    await signIn(otherPage, DEMO.hr);
    await openSettings(otherPage, 'attendance');
    await expect(otherPage.getByRole('heading', { name: 'Work sites' })).toBeVisible();
    await expect(otherPage.getByText(site.name)).toBeVisible();
    await expect(otherPage.getByLabel('Location rule (geofence)')).toHaveValue('block');
    await expectAccessible(otherPage);
  } finally {
    await restore();
    await post('deletesite', { _id: siteId });
  }
});
