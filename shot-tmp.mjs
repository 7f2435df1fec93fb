import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://localhost:3900';
async function shoot(name, { width = 1280, dark = false, lang } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('Email address').fill('hr@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo123!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/dashboard/);
  if (lang) {
    const token = await page.evaluate(() => Object.values(sessionStorage).concat(Object.values(localStorage)).find((v) => v.includes('token')));
  }
  await page.goto(base + '/admin/settings');
  const heading = page.getByRole('heading', { name: /reliefs|छुट/ });
  await heading.waitFor({ timeout: 60000 });
  await heading.scrollIntoViewIfNeeded();
  const section = heading.locator('xpath=..');
  await section.screenshot({ path: `/tmp/shots/${name}.png` });
  await context.close();
}
await shoot('years-light');
await shoot('years-dark', { dark: true });
await shoot('years-390', { width: 390 });
await browser.close();
