/**
 * The roster (issue 42): hr assigns a rotation of two shift types to a department by keyboard from /roster, sees
 * it on the grid and moves through the grid by the arrow keys; axe clean at 1280 px and at 390 px (a list per
 * day). The spec clears what it wrote and removes its shift types, so the next spec on this server meets the
 * organisation as it was.
 */
import type { Page } from '@playwright/test';
import { addDays, weekday } from '../../src/shared/calendar';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, signIn, test, today } from './fixtures';

async function apiSignIn(page: Page, email: string) {
  const res = await page.request.post('/api/employee/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

test('hr assigns a rotation to a department by keyboard and sees it on the grid', async ({ page }) => {
  test.setTimeout(90_000);
  const hr = await apiSignIn(page, DEMO.hr);
  const suffix = Date.now().toString(36);
  const [early, late] = [`Early ${suffix}`, `Late ${suffix}`];
  const ids: string[] = [];
  for (const [name, start, end] of [
    [early, '06:00', '14:00'],
    [late, '14:00', '22:00'],
  ] as const) {
    const saved = await page.request.post('/api/employee/saveshifttype', {
      headers: hr,
      data: {
        name,
        start_time: start,
        end_time: end,
        full_day_minutes: 420,
        half_day_minutes: 210,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      },
    });
    expect(saved.ok()).toBe(true);
  }
  const types = await (await page.request.post('/api/employee/getshifttypes', { headers: hr })).json();
  for (const t of types.shift_types) if (t.name === early || t.name === late) ids.push(t._id);
  const sunday = addDays(today(), -weekday(today()));
  try {
    await signIn(page, DEMO.hr);
    await page.goto('/roster');
    await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
    await page.getByLabel('Department').selectOption('Sales');
    await expect(page.getByRole('gridcell', { name: /^Roshan Bhattarai, / }).first()).toBeVisible();

    const assign = page.getByRole('button', { name: 'Assign roster' }).first();
    await assign.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Assign a roster' });
    await expect(dialog.getByRole('radio', { name: 'A department' })).toBeChecked();
    await expect(dialog.getByText(/^Writes \d+ person-days \(\d+ people × 7 days\)\.$/)).toBeVisible();
    await dialog
      .getByRole('combobox', { name: 'Turn 1' })
      .selectOption({ label: `${early} (06:00 AM – 02:00 PM)` });
    await dialog.getByRole('button', { name: 'Add a turn' }).focus();
    await page.keyboard.press('Enter');
    await dialog
      .getByRole('combobox', { name: 'Turn 2' })
      .selectOption({ label: `${late} (02:00 PM – 10:00 PM)` });
    await dialog.getByRole('combobox', { name: 'Turns change' }).selectOption({ label: 'Every day' });
    await dialog.getByRole('checkbox', { name: 'Saturday' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save roster' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Roster saved: \d+ person-days for \d+ people\.$/)).toBeVisible();

    // Sunday the first turn, Monday the second, Saturday the weekly off.
    const cell = (name: RegExp) => page.getByRole('gridcell', { name });
    await expect(
      cell(new RegExp(`^Roshan Bhattarai, Sunday, .*: ${early} · 06:00 AM – 02:00 PM$`)),
    ).toBeVisible();
    await expect(
      cell(new RegExp(`^Roshan Bhattarai, Monday, .*: ${late} · 02:00 PM – 10:00 PM$`)),
    ).toBeVisible();
    await expect(cell(/^Roshan Bhattarai, Saturday, .*: Off$/)).toBeVisible();
    const legend = page.getByRole('region', { name: 'Legend' });
    await expect(legend.getByText(`${early} · 06:00 AM – 02:00 PM`)).toBeVisible();

    // One tab stop in the grid; Home, the arrows and End move through it.
    await page.locator('td[role="gridcell"][tabindex="0"]').focus();
    await page.keyboard.press('Home');
    await expect(page.locator(':focus')).toHaveAccessibleName(/, Sunday, .*: Early/);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAccessibleName(/, Monday, .*: Late/);
    await page.keyboard.press('End');
    await expect(page.locator(':focus')).toHaveAccessibleName(/, Saturday, .*: Off$/);
    await expectAccessible(page);

    // The month: narrow cells by their short names.
    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expect(cell(new RegExp(`^Roshan Bhattarai, Sunday, .*: ${early} · `)).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Week' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    const firstDay = page.getByRole('region', { name: /^Sunday, / }).first();
    await expect(firstDay.getByText(`${early} · 06:00 AM – 02:00 PM`).first()).toBeVisible();
    await expectAccessible(page);
  } finally {
    const cleared = await page.request.post('/api/employee/clearroster', {
      headers: hr,
      data: { people: { department: 'Sales' }, from: sunday, to: addDays(sunday, 6) },
    });
    expect(cleared.ok()).toBe(true);
    for (const _id of ids)
      await page.request.post('/api/employee/deleteshifttype', { headers: hr, data: { _id } });
  }
});
