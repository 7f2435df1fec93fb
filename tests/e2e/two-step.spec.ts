/**
 * Two-step sign-in (issue 45, decision 037): a person sets it up on their settings page with a code computed here
 * from the key the page shows (RFC 6238 at the servers' clock), signs out, and signs in with the password and a
 * code. Turned off again at the end with a recovery code, so the demo person is as the other specs expect.
 */
import { createHmac } from 'node:crypto';
import { accountMenu, DEMO_PASSWORD, expect, expectAccessible, now, test } from './fixtures';

const person = 'pratima.ghimire@example.com';

function codeAt(key: string, stepsFromNow: number) {
  let bits = '';
  for (const c of key.replace(/\s/g, ''))
    bits += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0');
  const secret = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(now().getTime() / 30_000) + stepsFromNow));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac.at(-1) as number) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('set up two-step sign-in, sign out, and sign in with a code from the app', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(person);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const card = page.getByRole('main');
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const key = (await card.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expect(card.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await expectAccessible(page);
  await card.getByLabel('Code from the app').fill(codeAt(key, 0));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('region', { name: 'Your recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On. 10 recovery codes left.')).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  try {
    await page.getByLabel('Email address').fill(person);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = page.getByLabel('Code from the app, or a recovery code');
    await expect(code).toBeFocused();
    await expectAccessible(page);
    // A wrong code is said and the step stays; the next step's code (the enrolment spent this one) signs in.
    await code.fill(codeAt(key, 0) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');
    await code.fill(codeAt(key, 1));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    // Put the person back: two-step sign-in off, with a recovery code (no replay of a code used above).
    const login = await page.request.post('/api/employee/login', {
      data: { email: person, password: DEMO_PASSWORD },
    });
    const challenge = (await login.json()).twoStep?.challenge;
    if (challenge) {
      const signed = await page.request.post('/api/employee/logintwostep', {
        data: { challenge, code: codes[0] },
      });
      const token = (await signed.json()).accessToken;
      const off = await page.request.post('/api/employee/disabletwostep', {
        headers: { authorization: `Bearer ${token}` },
        data: { password: DEMO_PASSWORD, code: codes[1] },
      });
      expect(off.status()).toBe(200);
    }
  }
});
