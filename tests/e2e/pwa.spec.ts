/**
 * The installable app (decision 014): the manifest and service worker a browser needs to install it, the app
 * opening offline from the service worker (never the API), and the update prompt when a new version is
 * deployed. On a phone's width; the service worker is allowed here only (fixtures.ts blocks it elsewhere).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const person = 'dipesh.khadka@example.com';

/** Waits until the service worker has installed (precached the app) and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the manifest and service worker make the app installable', async ({ page }) => {
  await signIn(page, person);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  // What Lighthouse's installability audit asks of a manifest.
  expect(manifest).toMatchObject({
    name: 'HRIS',
    short_name: 'HRIS',
    display: 'standalone',
    start_url: '/dashboard',
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  await controlled(page);
  // The start page is served by the worker (a fetch handler that answers it), as installing needs.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('the app opens offline from the service worker, and the API is never cached', async ({
  page,
  context,
}) => {
  await signIn(page, person);
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  // The app itself answers (not the browser's offline page): it says it is offline, and still offers the clock.
  await expect(page).toHaveTitle(/HRIS/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeEnabled();
  await expectAccessible(page);
  // Offline, the API answers nothing: no reply of it was kept.
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
  // Back online, the same page carries on by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Time Clock' })).toBeVisible();
});

test('a new version deployed while the app is open offers Reload, and Reload starts it', async ({
  page,
  server,
}) => {
  await signIn(page, person);
  await controlled(page);
  const first = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);
  await expect(page.getByRole('region', { name: 'A new version is available' })).toHaveCount(0);

  // "Deploy": the service worker's bytes change (a release changes its precache list).
  // This worker's server's own copy of the web app (server.ts).
  const sw = path.join(server.clientDir, 'sw.js');
  const original = readFileSync(sw, 'utf8');
  for (const packed of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(server.clientDir, packed), { force: true });
  try {
    writeFileSync(sw, `${original}\n// release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const prompt = page.getByRole('region', { name: 'A new version is available' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Later' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/pwa-update-prompt.png' });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Time Clock' })).toBeVisible();
    // The waiting worker took over: nothing is left waiting.
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      )
      .toBe(false);
  } finally {
    writeFileSync(sw, original);
    expect(existsSync(sw)).toBe(true);
  }
});
