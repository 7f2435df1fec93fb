/**
 * Steps the leave and approval specs share: dates in the next leave year, applying, the lists a person reads. The
 * demo is on Nepal's profile: weeks run Sunday to Friday (Saturday off), leave years from 1 Shrawan, and its
 * people read dates in Bikram Sambat, which these steps write with the app's own functions (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { fromBs } from '../../src/shared/bs';
import { addDays, weekday } from '../../src/shared/calendar';
import { leaveYear, leaveYearName, leaveYearOf } from '../../src/shared/leave-policy';
import { accountMenu, dayText, expect, pickDate, today } from './fixtures';

/** The demo's leave years: from 1 Shrawan (BS month 4), counted in BS months. */
const leaveYears = { calendar: 'bs', startMonth: 4 } as const;
/** The leave year after today's (2083/84 on the run's clock), which the demo keeps free for these people. */
export const nextLeaveYear = leaveYear(leaveYearOf(today(), leaveYears)!.label + 1, leaveYears)!;
/** Its name as the balances write it: `2083/84`. */
export const nextYear = leaveYearName(nextLeaveYear, leaveYears);

/** The first Sunday (a week's first working day) on or after `yyyy-mm-dd`, `weeks` weeks on. */
export function sunday(from: string, weeks: number): string {
  const first = addDays(from, (7 - weekday(from)) % 7);
  return addDays(first, weeks * 7);
}

/** The first Sunday of BS month `month` (1 Baisakh … 12 Chaitra) of the next leave year, `weeks` weeks on. */
export function weekOf(month: number, weeks: number): string {
  const year = nextLeaveYear.label + (month < leaveYears.startMonth ? 1 : 0);
  return sunday(fromBs({ year, month, day: 1 })!, weeks);
}

export async function applyFor(page: Page, start: string, end: string, reason: string) {
  await page.goto('/leave');
  await pickDate(page, 'Start Date', start);
  await pickDate(page, 'End Date', end);
  await page.getByLabel('Leave Reason').fill(reason);
  await page.getByRole('button', { name: 'Submit Leave Request' }).click();
  await expect(page.getByText('Leave request submitted successfully.')).toBeVisible();
}

/** A request's days as its lists write them: `Falgun 5, 2083 - Falgun 7, 2083`. */
export const rangeText = (start: string, end: string) =>
  start === end ? dayText(start) : `${dayText(start)} - ${dayText(end)}`;

export async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const myLeave = (page: Page, reason: string) =>
  page.getByRole('region', { name: 'My leave requests' }).getByRole('listitem').filter({ hasText: reason });
export const card = (page: Page, reason: string) => page.getByRole('listitem').filter({ hasText: reason });

/** Shows next leave year's balances and returns the Annual row's "left" text. */
export async function annualNextYear(page: Page) {
  await page.getByRole('button', { name: 'Next year' }).click();
  const list = page.getByRole('list', { name: `Leave balance ${nextYear}` });
  await expect(list).toBeVisible();
  return list.getByRole('listitem').filter({ hasText: 'Annual' });
}
