/**
 * A new Nepali organisation from an empty database (issue 40): its first hr account made with `create-admin`,
 * everything after in Nepali, on the Nepal profile a new organisation starts on; a staff list with PAN, SSF and
 * citizenship numbers and Devanagari names imported (the lists' values created as hr ticks it); an attendance day
 * with nobody absent who has not had a chance to come in, and one of the new people clocked in from their own
 * sign-in. Its own worker and server: no demo organisation at all.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ne } from '../../src/shared/i18n/ne';
import { test as base, expect, expectAccessible, openSettings } from './fixtures';
import { type E2EServer, root, startServer } from './server';

const ADMIN = { email: 'admin@himalaya-traders.com.np', password: 'Kathmandu-2083!' };

const test = base.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use, { parallelIndex }) => {
      // Ports apart from the demo servers' of the same run.
      const server = await startServer(40 + parallelIndex, {
        prepare: (env) => {
          const made = spawnSync(
            path.join(root, 'node_modules/.bin/tsx'),
            [
              'scripts/create-admin.ts',
              '--email',
              ADMIN.email,
              '--password',
              ADMIN.password,
              '--organisation',
              'हिमालय ट्रेडर्स',
            ],
            { cwd: root, env, encoding: 'utf8' },
          );
          if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}`);
        },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

const header = [
  'Employee ID',
  'First name',
  'Last name',
  'Email',
  'Contact number',
  'Address',
  'Designation',
  'Department',
  'Salary',
  'Bank account',
  'PAN',
  'SSF number',
  'Citizenship number',
  'Citizenship district',
  'Emergency contact name',
  'Emergency contact relationship',
  'Emergency contact number',
  'Date of joining',
];
const people = [
  ['सीता', 'श्रेष्ठ', 'Accountant', 'लेखा'],
  ['राम', 'तामाङ', 'Sales Officer', 'बिक्री'],
  ['गीता', 'गुरुङ', 'Accountant', 'लेखा'],
  ['हरि', 'अधिकारी', 'Driver', 'प्रशासन'],
  ['अनिता', 'राई', 'Sales Officer', 'बिक्री'],
];
const staffList = () =>
  [
    header.join(','),
    ...people.map(([first, last, designation, department], i) =>
      [
        `HT-00${i + 1}`,
        first,
        last,
        `staff${i + 1}@himalaya-traders.com.np`,
        `984100000${i + 1}`,
        'ललितपुर',
        designation,
        department,
        String(40000 + i * 5000),
        `001000${i + 1}2345`,
        `60123456${i + 1}`,
        `22001200${i + 1}`,
        `27-01-72-0${i + 1}45`,
        'काठमाडौं',
        'कृष्ण',
        'Father',
        `985100000${i + 1}`,
        '2025-07-17',
      ].join(','),
    ),
  ].join('\n');

test('a new Nepali organisation sets up in Nepali, imports its staff and reaches a clean attendance day', async ({
  page,
  otherPage,
}, testInfo) => {
  test.setTimeout(180_000);
  // Nepali from the sign-in page on.
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ne');
  await page.getByLabel(ne.login.email).fill(ADMIN.email);
  await page.getByLabel(ne.login.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: ne.login.signIn }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Named by create-admin, not a placeholder.
  await expect(page.getByText(/हिमालय ट्रेडर्स/).last()).toBeVisible();

  // The Nepal profile a new organisation starts on: Sunday to Friday, BS, rupees, Kathmandu.
  await openSettings(page);
  await expect(page.getByText(ne.settings.country.current.replace('{{name}}', 'नेपाल'))).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'शनिबार' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'आइतबार' })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('ne-settings.png'), fullPage: true });

  // The staff list, its departments and designations created as hr ticks it.
  await page.goto('/admin/employee/import');
  await page.getByLabel(ne.imports.file).setInputFiles({
    name: 'कर्मचारी.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(staffList()),
  });
  await page.getByRole('button', { name: ne.imports.upload }).click();
  await page.getByLabel(ne.imports.createMissing).check();
  await page.getByRole('button', { name: ne.imports.check }).click();
  await expect(page.getByText('नयाँ: ५ · अद्यावधिक: ० · त्रुटिसहित: ०')).toBeVisible();
  await expect(page.getByText('लेखा', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '५ पङ्क्ति आयात गर्नुहोस्' }).click();
  await expect(page.getByRole('heading', { name: ne.imports.finished })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('थपिएको: ५ · अद्यावधिक: ० · आयात नभएको: ०')).toBeVisible();
  await page.getByRole('button', { name: ne.imports.makeLinks }).click();
  const link = await page
    .getByRole('row', { name: /staff1@himalaya-traders.com.np/ })
    .getByRole('cell')
    .last()
    .textContent();
  await page.screenshot({ path: testInfo.outputPath('ne-import.png'), fullPage: true });

  // Their Devanagari names in the list.
  await page.goto('/admin/employee/view-all-employee');
  await expect(page.getByText('सीता श्रेष्ठ').first()).toBeVisible();

  // Today's attendance: the new people not checked in yet, nobody absent.
  await page.goto('/admin/attendance');
  const day = page
    .getByRole('region')
    .filter({ has: page.getByRole('table') })
    .first();
  await expect(day.getByRole('row', { name: /सीता श्रेष्ठ/ })).toContainText(ne.attendance.notCheckedIn);
  await expect(day.getByText(ne.attendance.absent, { exact: true })).toHaveCount(0);

  // Sita sets her password from her link and clocks in from her own sign-in.
  const url = new URL(link!);
  await otherPage.goto(url.pathname + url.search);
  await otherPage.getByLabel('New password', { exact: true }).fill('Sita-pass-2083');
  await otherPage.getByLabel('Confirm new password').fill('Sita-pass-2083');
  await otherPage.getByRole('button', { name: 'Set new password' }).click();
  await otherPage.goto('/login');
  await otherPage.getByLabel('Email address').fill('staff1@himalaya-traders.com.np');
  await otherPage.getByLabel('Password', { exact: true }).fill('Sita-pass-2083');
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await otherPage.getByRole('button', { name: 'Clock In' }).click();
  await expect(otherPage.getByRole('button', { name: 'Clock Out' })).toBeEnabled();

  await page.reload();
  await expect(day.getByRole('row', { name: /सीता श्रेष्ठ/ })).toContainText(
    new RegExp(`${ne.attendance.present}|${ne.attendance.late}`),
  );
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('ne-attendance-day.png'), fullPage: true });
});
