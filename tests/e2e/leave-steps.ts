/** Steps the leave and approval specs share: dates next year, applying, the lists a person reads. */
import type { Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { accountMenu, expect, now } from './fixtures';

export const nextYear = now().getFullYear() + 1;

/** The first Monday on or after `yyyy-mm-dd`, `weeks` weeks on. */
export function monday(from: string, weeks: number): Date {
  let d = parseISO(from);
  while (d.getDay() !== 1) d = addDays(d, 1);
  return addDays(d, weeks * 7);
}

/** Opens the date picker labelled `label` and picks `date`, paging months forward as a person would. */
export async function pickDate(page: Page, label: string, date: Date) {
  await page.getByLabel(label).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  const caption = format(date, 'MMMM yyyy');
  for (let i = 0; i < 30 && !(await dialog.getByText(caption, { exact: true }).isVisible()); i++) {
    await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  // A day's name starts with the number it shows.
  await dialog.getByRole('button', { name: new RegExp(`^${format(date, 'd MMMM yyyy')}`) }).click();
  await expect(page.getByLabel(label)).toHaveText(format(date, 'PPP'));
}

export async function applyFor(page: Page, start: Date, end: Date, reason: string) {
  await page.goto('/leave');
  await pickDate(page, 'Start Date', start);
  await pickDate(page, 'End Date', end);
  await page.getByLabel('Leave Reason').fill(reason);
  await page.getByRole('button', { name: 'Submit Leave Request' }).click();
  await expect(page.getByText('Leave request submitted successfully.')).toBeVisible();
}

export async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const myLeave = (page: Page, reason: string) =>
  page.getByRole('region', { name: 'My leave requests' }).getByRole('listitem').filter({ hasText: reason });
export const card = (page: Page, reason: string) => page.getByRole('listitem').filter({ hasText: reason });

/** Shows next year's balances and returns the Annual row's "left" text. */
export async function annualNextYear(page: Page) {
  await page.getByRole('button', { name: 'Next year' }).click();
  const list = page.getByRole('list', { name: `Leave balance ${nextYear}` });
  await expect(list).toBeVisible();
  return list.getByRole('listitem').filter({ hasText: 'Annual' });
}
