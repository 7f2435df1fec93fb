/**
 * What browser tests build on: each worker's own server (server.ts) and Chromium, a fresh browser context per
 * test whose clock is the servers' (decision 025), signing in as a demo person, and an axe check that fails on
 * serious or critical violations.
 *
 * The specs a worker runs share its server's demo organisation one after another, in any order: each spec signs
 * in as demo people no other spec changes (see DEMO below), and puts back what it changes for everyone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { bsDateText, bsMonthNames, toBs } from '../../src/shared/bs';
import { localDate, weekday } from '../../src/shared/calendar';
import { weekdays } from '../../src/shared/calendar-names';
import type { Locale } from '../../src/shared/locale';
import { dateLabel, monthLabel } from '../../src/shared/month-label';
import { periodsOf } from '../../src/shared/periods';
import { findChromium } from './browser';
import { type E2EServer, startServer } from './server';

/** How far the servers' clock is from the real time: playwright.config.ts moves it. */
const offsetMs = Number(process.env.HRIS_CLOCK_OFFSET_SECONDS ?? 0) * 1000;
/** The time now on the servers and in the browsers. */
export const now = () => new Date(Date.now() + offsetMs);
/** Today in the demo organisation's time zone (Kathmandu), which decides the day and the month. */
export const today = () => localDate(now(), 'Asia/Kathmandu');

/**
 * How the demo's people read dates by default: English, in Bikram Sambat (the organisation's calendar on Nepal's
 * profile), with Latin digits. The helpers below write a day or a month with the app's own functions (src/shared),
 * exactly as the screens do.
 */
export const reader: Locale = { language: 'en', calendar: 'bs', digits: 'latin' };
/** `2026-11-29` as the screens name its day, `Mangsir 13, 2083`. */
export const dayText = (iso: string, locale: Locale = reader) => dateLabel(iso, locale);
/** The month (the organisation's, BS) `2026-11-29` falls in, as the screens name it: `Mangsir 2083`. */
export const monthText = (iso: string, locale: Locale = reader) =>
  monthLabel(periodsOf(locale.calendar).monthOf(iso), locale.calendar, locale);
/** The organisation's month (BS) `yyyy-mm` of a day, as addresses such as `/attendance?month=` take it: `2083-08`. */
export const monthOfDay = (iso: string) => periodsOf(reader.calendar).monthOf(iso);
/** A day as tables and exports write it, `2083-08-13` (`yyyy-mm-dd` of its BS date), as the app's `f.isoDate`. */
export const isoText = (iso: string) => bsDateText(toBs(iso)!);
/** What a date picker's button shows for a day: `Sunday, Mangsir 13, 2083`. */
export const pickedText = (iso: string) => `${weekdays.en.long[weekday(iso)]}, ${dayText(iso)}`;
/** A day as a calendar's cell and its details name it: `Sunday, Mangsir 13, 2083`. */
export const longDayText = pickedText;

/**
 * Opens the date picker labelled `label` and picks `date` (`yyyy-mm-dd`) in its BS grid, choosing the month and
 * year by its selects as a person would. `within` (a dialog, say) holds the field when the page has another of that
 * name; the grid opens over the whole page.
 */
export async function pickDate(page: Page, label: string, date: string, within: Page | Locator = page) {
  const bs = toBs(date)!;
  const month = bsMonthNames.en[bs.month - 1]!;
  const field = within.getByLabel(label);
  await field.click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  await dialog.getByLabel('Year', { exact: true }).selectOption(String(bs.year));
  await dialog.getByLabel('Month', { exact: true }).selectOption({ label: month });
  await expect(dialog.getByRole('table', { name: `${month} ${bs.year}` })).toBeVisible();
  // A day's name starts with the number it shows and its month: "5 Falgun 2083, Sunday".
  await dialog.getByRole('button', { name: new RegExp(`^${bs.day} ${month} ${bs.year},`) }).click();
  await expect(field).toHaveText(pickedText(date));
}

export const DEMO_PASSWORD = 'Demo123!';
export const DEMO = {
  hr: 'hr@example.com',
  manager: 'manager@example.com',
  employee: 'employee@example.com',
} as const;

type Options = {
  colorScheme?: 'light' | 'dark' | 'no-preference' | null;
  viewport?: { width: number; height: number } | null;
  baseURL?: string;
  /** Blocked unless a spec asks for it (pwa.spec.ts): the other specs test the page, not the offline cache. */
  serviceWorkers?: 'allow' | 'block';
};

/**
 * A context of its own in the worker's browser: fresh storage, cookies, caches and service workers (a new
 * context shares nothing with another), with the servers' clock. A context takes about 0.25 s; a browser of
 * its own for each test took about 2 s and a core's worth of start-up.
 */
async function open(
  browser: Browser,
  { colorScheme, viewport, baseURL, serviceWorkers }: Options,
  use: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({
    colorScheme,
    viewport: viewport ?? { width: 1280, height: 800 },
    baseURL,
    serviceWorkers: serviceWorkers ?? 'block',
  });
  await context.clock.install({ time: now() });
  await use(context);
  await context.close();
}

export const test = base.extend<{ otherPage: Page }, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use, { parallelIndex }) => {
      const server = await startServer(parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  /** The worker's Chromium (found by browser.ts, never downloaded), shared by its tests' contexts. */
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      const found = await findChromium();
      const browser = await chromium.launch({
        headless: true,
        executablePath: found.executablePath,
        args: found.args,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  context: async ({ browser, colorScheme, viewport, baseURL, serviceWorkers }, use) =>
    open(browser, { colorScheme, viewport, baseURL, serviceWorkers }, use),
  page: async ({ context }, use) => use(await context.newPage()),
  /** A page in a second browser context, for a test where two people act at once. */
  otherPage: async ({ browser, colorScheme, viewport, baseURL }, use) =>
    open(browser, { colorScheme, viewport, baseURL }, async (context) => use(await context.newPage())),
});
export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Changes organisation settings through the API as hr (`headers`, hr's token); returns what puts back the values
 * it replaced, for a spec's `finally`: the next spec on the server meets the organisation as it was.
 */
export async function changeSettings(
  request: APIRequestContext,
  headers: Record<string, string>,
  change: Record<string, unknown>,
) {
  const update = (data: object) => request.post('/api/employee/updatesettings', { headers, data });
  const before = await (await request.post('/api/employee/getsettings', { headers })).json();
  expect((await update(change)).ok()).toBe(true);
  const restore = Object.fromEntries(Object.keys(change).map((key) => [key, before[key]]));
  return async () => expect((await update(restore)).ok()).toBe(true);
}

/** axe-core's script, read once per worker; put into a page the first time it is checked. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe (its full rule set) on what is on screen now; serious and critical violations fail the test, listed by
 * rule. The script goes into a document once and stays there across the app's own navigation, and only violations
 * are collected: @axe-core/playwright opened a blank page per check to finish its run, 1.8 s a check (decision 025).
 */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact?: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Opens hr's settings at one of its groups and waits for it: the app's heaviest page (every area's card, some
 * fifteen calls), which once took over the 10 s default to appear on a loaded CI machine.
 */
export async function openSettings(page: Page, group = 'organisation') {
  await page.goto(`/admin/settings#${group}`);
  await expect(page.locator(`#settings-${group}-heading`)).toBeVisible({ timeout: 30_000 });
}

/** The account menu's button in the top bar: it is named by the signed-in person's name. */
export const accountMenu = (page: Page) => page.locator('header button[aria-haspopup="menu"]');
