/**
 * A punch made offline on a phone (rules §15): it waits on the device, the app reloads from the service worker
 * while still offline, and back online the punch arrives once, with the device's time and the time it arrived,
 * flagged for hr when they differ by more than the organisation allows. Only this person clocks in here.
 */
import type { Page } from '@playwright/test';
import { changeSettings, DEMO, DEMO_PASSWORD, expect, expectAccessible, now, signIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const person = { email: 'laxmi.thakuri@example.com', name: 'Laxmi Thakuri' };

async function apiSignIn(page: Page, email: string) {
  const res = await page.request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

type Punch = { employee: { name: string }; device_time: string; received_at: string; action: string };

test('offline, a punch is queued; the app reloads from the service worker; back online it arrives once with both times', async ({
  page,
  context,
}) => {
  // Two sign-ins, a service worker's install, two reloads and hr's review: longer than one screen's test.
  test.setTimeout(120_000);
  const hr = await apiSignIn(page, DEMO.hr);
  // Any gap over a minute is flagged, so hr's list shows this punch with both of its times.
  const restore = await changeSettings(page.request, hr, { clockGapMinutes: 1 });
  try {
    await signIn(page, person.email);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole('button', { name: 'Clock In' })).toBeEnabled();

    await context.setOffline(true);
    // The phone's clock: three minutes behind the server's.
    const pressedAt = now().getTime() - 3 * 60_000;
    await page.clock.setSystemTime(pressedAt);
    await page.getByRole('button', { name: 'Clock In' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Queued, will send when online' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/offline-punch-queued.png' });

    // Still offline, the app reloads from the service worker; the punch is still waiting on the device, and
    // clocking out later (still offline) waits behind it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    // Which punch waits, and when (issue 44, item 10).
    const waiting = page.getByRole('status').getByRole('listitem');
    await expect(waiting).toHaveText([/^Clock In at \d\d:\d\d [AP]M waiting to be sent$/]);
    await expect(page.getByRole('button', { name: 'Clock In' })).toBeDisabled();
    await page.clock.setSystemTime(pressedAt + 60_000);
    await page.getByRole('button', { name: 'Clock Out' }).click();
    await expect(waiting).toHaveText([
      /^Clock In at \d\d:\d\d [AP]M waiting to be sent$/,
      /^Clock Out at \d\d:\d\d [AP]M waiting to be sent$/,
    ]);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/offline-punch-cold-start.png' });

    await context.setOffline(false);
    await expect(page.getByText('2 queued punches sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clocked Out' })).toBeDisabled();
    await expect(page.getByText('Queued, will send when online')).toHaveCount(0);

    const list = await page.request.post('/api/employee/getflaggedpunches', { headers: hr, data: {} });
    const mine = ((await list.json()).punches as Punch[]).filter((p) => p.employee.name === person.name);
    // Each punch once, in the order made, with the device's time and the time it arrived.
    expect(mine.map((p) => p.action).sort()).toEqual(['in', 'out']);
    const punchIn = mine.find((p) => p.action === 'in')!;
    const punchOut = mine.find((p) => p.action === 'out')!;
    expect(Math.abs(Date.parse(punchIn.device_time) - pressedAt)).toBeLessThan(5_000);
    expect(Math.abs(Date.parse(punchOut.device_time) - (pressedAt + 60_000))).toBeLessThan(5_000);
    expect(Date.parse(punchIn.received_at) - Date.parse(punchIn.device_time)).toBeGreaterThan(2 * 60_000);

    // hr sees it on the attendance page, with why, and marks it reviewed.
    // A tab of its own: the session is kept per tab (sessionStorage) unless "Remember me" is ticked.
    const hrPage = await context.newPage();
    await signIn(hrPage, DEMO.hr);
    await hrPage.goto('/admin/attendance');
    const card = hrPage.getByRole('list', { name: 'Punches to review' });
    const item = card.getByRole('listitem').filter({ hasText: person.name }).filter({ hasText: 'Clock In' });
    await expect(item).toContainText('Clock gap');
    await expect(item).toContainText('On the device:');
    await expect(item).toContainText('Received:');
    await expectAccessible(hrPage);
    await hrPage.screenshot({ path: 'test-results/offline-punch-hr.png', fullPage: true });
    await item.getByRole('button', { name: `Mark reviewed (${person.name})` }).click();
    await expect(hrPage.getByText('Punch marked as reviewed.')).toBeVisible();
    await expect(item).toHaveCount(0);
  } finally {
    await restore();
  }
});
