/**
 * Approvals end to end (rules §10): a long annual leave routed through the demo's rule (the manager, then hr),
 * and an attendance correction asked by an employee and approved by hr. People here are used by no other spec:
 * Pratima Ghimire (kept free of leave next year) and her manager Manisha Lama; Sanjay Yadav.
 */

import { addDays, localDateTime } from '../../src/shared/calendar';
import { DEMO, dayText, expect, expectAccessible, monthOfDay, now, signIn, test } from './fixtures';
import { annualNextYear, applyFor, card, myLeave, signOut, weekOf } from './leave-steps';

const pratima = 'pratima.ghimire@example.com';
const manisha = 'manisha.lama@example.com';
const sanjay = 'sanjay.yadav@example.com';

test('seven days of annual leave need the manager, then hr; the balance drops only at the end', async ({
  page,
}, testInfo) => {
  // Four sign-ins and three screens each: more than one default timeout on a busy machine.
  test.slow();
  // Sunday to the Sunday after in Mangsir, a month without public holidays: seven working days (Saturday is the
  // week's day off).
  const start = weekOf(8, testInfo.retry);
  const end = addDays(start, 7);
  const reason = `Trek to Gosaikunda ${testInfo.retry}`;

  await signIn(page, pratima);
  await applyFor(page, start, end, reason);
  const mine = myLeave(page, reason);
  await expect(mine).toContainText('Step 1 of 2');
  await expect(mine).toContainText('Any one of: Manisha Lama');
  await expect((await annualNextYear(page)).first()).toContainText('7 days pending');
  await signOut(page);

  await signIn(page, manisha);
  await page.goto('/approval');
  const request = card(page, reason);
  await expect(request).toContainText('Rule: Long annual leave');
  await expectAccessible(page);
  await request.getByRole('button', { name: 'Approve leave for Pratima Ghimire' }).click();
  await expect(
    page.getByText('Your decision is recorded; the request moves to its next step.'),
  ).toBeVisible();
  // Her step is done: it leaves her inbox.
  await expect(request).toHaveCount(0);
  await signOut(page);

  await signIn(page, pratima);
  await page.goto('/leave');
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine).toContainText('Approved by Manisha Lama on');
  await expect(mine).toContainText('Step 2 of 2 · Waiting for a decision');
  await signOut(page);

  await signIn(page, DEMO.hr);
  await page.goto('/approval');
  await card(page, reason).getByRole('button', { name: 'Approve leave for Pratima Ghimire' }).click();
  await expect(page.getByText('Leave approved successfully!')).toBeVisible();
  await signOut(page);

  await signIn(page, pratima);
  await page.goto('/leave');
  await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
  const after = (await annualNextYear(page)).first();
  await expect(after).toContainText('11 of 18 days left');
  await expect(after).toContainText('7 days used');
});

test('a correction asked by the employee and approved by hr turns a late day into a present one', async ({
  page,
}) => {
  // Today in the organisation's zone (Kathmandu, UTC+5:45): the one day always in an unsubmitted month. Before
  // 09:46 there the late check-in and the corrected one are the minutes just past (hr records Late as it is told);
  // the servers' clock starts the run at 09:15 there (playwright.config.ts), so those minutes have always passed.
  const { date: day, minutes } = localDateTime(now(), 'Asia/Kathmandu');
  const clock = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const recorded = clock(Math.min(9 * 60 + 45, minutes - 1));
  const asked = clock(Math.min(8 * 60 + 55, minutes - 2));

  // hr records the day as late, as a reader would have.
  const login = await page.request.post('/api/employee/login', {
    data: { email: DEMO.hr, password: 'Demo123!' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const found = await page.request.post('/api/employee/searchemployees', {
    headers,
    data: { q: 'Sanjay Yadav', page: 1, pageSize: 10 },
  });
  const employee_id = (await found.json()).employees[0]._id;
  const setup = await page.request.post('/api/employee/updateattendance', {
    headers,
    data: { employee_id, date: day, check_in_time: recorded, status: 'Late', reason: 'Recorded late' },
  });
  expect(setup.status()).toBe(200);

  await signIn(page, sanjay);
  await page.goto('/attendance');
  await page.getByRole('button', { name: 'Ask for a correction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a correction' });
  // The app's picker (issue 44, item 7): the day is today, which its grid names so.
  await dialog.getByLabel('Day').click();
  await page
    .getByRole('dialog', { name: 'Choose a date' })
    .getByRole('button', { name: /, today/ })
    .click();
  await dialog.getByLabel('Check In').fill(asked);
  await dialog.getByLabel('Why').fill('The reader at the door was down');
  await dialog.getByLabel('Supporting document (optional)').setInputFiles({
    name: 'guard-note.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Correction requested.')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: 'The reader at the door was down' });
  await expect(mine).toContainText(`${recorded} AM → ${asked} AM`);
  await expect(mine).toContainText('Waiting for a decision');
  await signOut(page);

  await signIn(page, DEMO.hr);
  await page.goto('/approval');
  const request = page.getByRole('listitem').filter({ hasText: 'The reader at the door was down' });
  await expect(request).toContainText('Sanjay Yadav');
  await expect(request.getByRole('button', { name: 'Open guard-note.pdf' })).toBeVisible();
  await request.getByRole('button', { name: 'Approve the request of Sanjay Yadav' }).click();
  await expect(page.getByText('Request of Sanjay Yadav approved.')).toBeVisible();
  await signOut(page);

  await signIn(page, sanjay);
  await page.goto(`/attendance?month=${monthOfDay(day)}`);
  const row = page.getByRole('row').filter({ hasText: dayText(day) });
  await expect(row).toContainText('Present');
  await expect(row).not.toContainText('Late');
});
