/**
 * Projects end to end (issue 43): a person fills this week's timesheet by keyboard, copies last week's rows,
 * saves and submits it; the project's manager approves it in the approvals inbox, and the week is locked. The
 * screens are checked by axe at 1280 and 390 px, light and dark, English and Nepali.
 * People here are used by no other spec's timesheet: Kabita Tamang (on the demo's clinic app and internal tools,
 * both managed by Pooja Karki) fills and submits; Suman Adhikari's weeks are only looked at, never saved.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';
import { signOut } from './leave-steps';

const kabita = 'kabita.tamang@example.com';
const pooja = 'pooja.karki@example.com';
const suman = 'suman.adhikari@example.com';

/** A cell's hours box: its row (project code and name · activity) and its weekday. */
const cell = (page: Page, row: string, weekday: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${row}, ${weekday}, .*: hours`) });
const CLINIC_DEV = 'CLINIC · Clinic app · Development';
const INT_SUPPORT = 'INT · Internal tools · Support';

test('a week filled by keyboard, last week copied, submitted; the project manager approves it and it locks', async ({
  page,
}) => {
  test.slow();
  await signIn(page, kabita);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Projects', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText(/No time on this week yet/)).toBeVisible();

  // A row by keyboard: the dialog's selects by arrow keys, then its first cell has the focus.
  await page.getByRole('button', { name: 'Add row' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a row' });
  await dialog.getByLabel(/^Project/).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel(/^Project/)).toHaveValue(/.+/);
  await dialog.getByLabel(/^Project/).selectOption({ label: 'CLINIC · Clinic app' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await dialog.getByLabel(/^Activity/).selectOption({ label: 'Development' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).press('Enter');
  await expect(cell(page, CLINIC_DEV, 'Sunday')).toBeFocused();
  // Hours as 7.5 or 7:30; the arrow keys go on to the next day.
  await page.keyboard.type('7.5');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, CLINIC_DEV, 'Monday')).toBeFocused();
  await page.keyboard.type('7:30');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('6');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Last week's other row joins, without hours.
  await page.getByRole('button', { name: 'Copy last week' }).press('Enter');
  await expect(page.getByText('Last week’s rows are copied; fill in their hours.')).toBeVisible();
  await expect(cell(page, CLINIC_DEV, 'Sunday')).toHaveValue('7.5');
  await cell(page, INT_SUPPORT, 'Sunday').focus();
  await page.keyboard.type('0:30');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1');
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, CLINIC_DEV, 'Monday')).toBeFocused();
  await expect(page.getByText('22 h 30 min logged of', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await expect(page.getByText('Timesheet saved.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.reload();
  await expect(cell(page, CLINIC_DEV, 'Monday')).toHaveValue('7:30');
  await page.getByRole('button', { name: 'Submit', exact: true }).press('Enter');
  await expect(page.getByText('Timesheet submitted for approval.')).toBeVisible();
  await expect(page.getByText(/^Waiting for approval since/)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await signOut(page);

  await signIn(page, pooja);
  await page.goto('/approval');
  const request = page
    .getByRole('listitem')
    .filter({ hasText: 'Kabita Tamang' })
    .filter({ hasText: 'Week of' });
  await expect(request).toContainText('22 h 30 min in all');
  await expect(request).toContainText('CLINIC · Clinic app');
  await expect(request).toContainText('21 h');
  await expect(request).toContainText('INT · Internal tools');
  await expectAccessible(page);
  await request.getByRole('button', { name: 'Approve the request of Kabita Tamang' }).click();
  await expect(request).toHaveCount(0);
  await signOut(page);

  await signIn(page, kabita);
  await page.goto('/projects');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Approved on .*: the week is locked\.$/)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

/** Suman's timesheet: last week (approved, read only), then this week with a row added and not saved. */
async function looksRight(
  page: Page,
  texts: { previous: string; addRow: string; add: string; project: RegExp; activity: RegExp },
) {
  await page.getByRole('button', { name: texts.previous }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await page.goBack();
  await page.getByRole('button', { name: texts.addRow }).click();
  const dialog = page.getByRole('dialog');
  await expectAccessible(page);
  await dialog.getByLabel(texts.project).selectOption({ index: 1 });
  await dialog.getByLabel(texts.activity).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: texts.add, exact: true }).click();
  await expect(page.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.type('3');
  await expectAccessible(page);
  // On a phone the grid scrolls in its own box; the page never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const english = {
  previous: 'Previous week',
  addRow: 'Add row',
  add: 'Add',
  project: /^Project/,
  activity: /^Activity/,
};
const nepali = {
  previous: 'अघिल्लो हप्ता',
  addRow: 'पङ्क्ति थप्नुहोस्',
  add: 'थप्नुहोस्',
  project: /^परियोजना/,
  activity: /^गतिविधि/,
};

for (const [width, scheme] of [
  [1280, 'dark'],
  [390, 'light'],
  [390, 'dark'],
] as const)
  test.describe(`at ${width} px, ${scheme}`, () => {
    test.use({ viewport: { width, height: 844 }, colorScheme: scheme });

    test('the timesheet in English', async ({ page }) => {
      await signIn(page, suman);
      if (width === 390) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Mobile' })
          .getByRole('link', { name: 'Projects', exact: true })
          .click();
      } else await page.goto('/projects');
      await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
      await looksRight(page, english);
    });

    test('the timesheet in Nepali', async ({ page }) => {
      // The sign-in page's choice: this browser's, nothing saved for the person.
      await page.goto('/login');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ne');
      await page.getByLabel('इमेल ठेगाना').fill(suman);
      await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'साइन इन' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/projects');
      await expect(page.getByRole('heading', { name: 'टाइमसिट', level: 1 })).toBeVisible();
      await looksRight(page, nepali);
    });
  });

test('the timesheet in Nepali at 1280 px, light, from the account menu', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ne');
  await page.getByLabel('इमेल ठेगाना').fill(suman);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'साइन इन' }).click();
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'परियोजनाहरू' }).click();
  await expect(page.getByRole('heading', { name: 'टाइमसिट', level: 1 })).toBeVisible();
  await looksRight(page, nepali);
});

test('the dashboard timer starts on an activity and, stopped, says its time went into today’s cell', async ({
  page,
}) => {
  // Nisha Rai, on the booking website; no other spec reads her timesheet.
  await signIn(page, 'nisha.rai@example.com');
  await page.getByLabel(/^Project/).selectOption({ index: 1 });
  await page.getByLabel(/^Activity/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Start' }).click();
  // Starting and stopping each swap the card's contents: their messages still show.
  await expect(page.getByText('Timer started.')).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('1 min added to today’s timesheet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});
