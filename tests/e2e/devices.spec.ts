/**
 * Attendance devices (issue 42): hr registers a device, the device pushes a punch of a PIN nobody has over the
 * push protocol, and Settings → Devices shows the device working and the punch waiting for a mapping; axe clean at
 * 1280 px and at 390 px.
 */
import type { Page } from '@playwright/test';
import { localDateTime } from '../../src/shared/calendar';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, now, openSettings, signIn, test } from './fixtures';

async function apiSignIn(page: Page, email: string) {
  const res = await page.request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

test('a device pushes a punch, and hr sees the device working and the punch waiting', async ({ page }) => {
  test.setTimeout(90_000);
  const hr = await apiSignIn(page, DEMO.hr);
  const serial = `E2E${Date.now().toString(36).toUpperCase()}`;
  const saved = await page.request.post('/api/employee/savedevice', {
    headers: hr,
    data: { serial, name: 'Gate (e2e)', time_zone: 'Asia/Kathmandu' },
  });
  expect(saved.ok()).toBe(true);
  const hello = await page.request.get(`/iclock/cdata?SN=${serial}&options=all`);
  expect(await hello.text()).toContain(`GET OPTION FROM: ${serial}`);
  const local = localDateTime(new Date(now().getTime() - 60_000), 'Asia/Kathmandu');
  const hhmm = `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`;
  const pushed = await page.request.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=1`, {
    headers: { 'content-type': 'text/plain' },
    data: `98765\t${local.date} ${hhmm}:00\t255\t1\t0\t0\n`,
  });
  expect(await pushed.text()).toBe('OK: 1');

  await signIn(page, DEMO.hr);
  await openSettings(page, 'attendance');
  await expect(page.getByRole('heading', { name: 'Attendance devices' })).toBeVisible();
  const device = page.getByRole('listitem').filter({ hasText: 'Gate (e2e)' });
  await expect(device.getByText('Working')).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Punches waiting for a mapping' });
  await waiting.getByRole('button', { name: 'Map 98765' }).click();
  await expect(page.getByLabel('Device user id (PIN)')).toBeFocused();
  await expectAccessible(page);

  // hr asks the device for the last week's punches again; the device is told when it polls, and answers.
  const commands = device.getByRole('button', { name: 'Commands for Gate (e2e)' });
  await commands.click();
  const dialog = page.getByRole('dialog', { name: 'Commands for Gate (e2e)' });
  await expect(dialog.getByText('No commands yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to device' }).click();
  await expect(page.getByText('1 command waits for the device.')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Waiting' })).toBeVisible();
  const told = await (await page.request.get(`/iclock/getrequest?SN=${serial}`)).text();
  expect(told).toMatch(/^C:\d+:DATA QUERY ATTLOG StartTime=\S+ 00:00:00\tEndTime=\S+ 23:59:59$/);
  const answered = await page.request.post(`/iclock/devicecmd?SN=${serial}`, {
    headers: { 'content-type': 'text/plain' },
    data: `ID=${/^C:(\d+):/.exec(told)![1]}&Return=0&CMD=DATA\n`,
  });
  expect(await answered.text()).toBe('OK');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(commands).toBeFocused();
  await commands.click();
  await expect(dialog.getByRole('row').filter({ hasText: 'Done' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(waiting.getByRole('button', { name: 'Map 98765' })).toBeVisible();
  await expectAccessible(page);
});
