import { expect, test } from './support/cspTest';
import { nextCode } from './support/authenticator';
import { mailFromOutbox } from './support/outbox';
import { axeViolations, fillLogin, logInAt, logOut, signUp, useEnglish } from './support/people';
import { enrolAuthenticator, typeAppCode } from './support/security';

// Issue 25: only the owner moves the money. A new person turns on an authenticator app from their profile
// (the journey's app computes codes from the key the screen shows), then signs in with it and with a
// recovery code, which works once. Real server, fresh data, codes of the real clock.

test('an authenticator app set up at /profile guards sign-in; a recovery code works once', async ({
  page,
}) => {
  const email = `guarded-${Date.now()}@example.com`;
  const password = 'a long and quiet phrase 7';
  await useEnglish(page);
  await signUp(page, email, password);

  // Money waits for the app: the withdraw screen leads to the profile.
  await page.goto('/cash-withdraw/IRT');
  await expect(page.getByText('two-step sign-in', { exact: false }).first()).toBeVisible();
  await page.goto('/profile');
  // The profile has more than one security card with an on/off badge: this one is the app's.
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const recoveryCodes = await enrolAuthenticator(page, email, password);
  expect(recoveryCodes).toHaveLength(10);
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible();
  // The owner is told, in the app and by mail.
  const mail = await mailFromOutbox(email, /^Subject: (Two-step sign-in is on|ورود دومرحله‌ای فعال شد)/m);
  expect(mail).toMatch(/authenticator app|برنامهٔ تأیید هویت/);

  // Signing in takes the password, then the app's code, on /login itself.
  await logOut(page);
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await axeViolations(page)).toEqual([]);
  await typeAppCode(page, await nextCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/panel$/);

  // Without the phone: a recovery code, typed as written down, once.
  await logOut(page);
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/panel$/);

  await logOut(page);
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This recovery code is wrong or was already used.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a sign-in from another browser is mailed to the owner, who signs that device out from the profile', async ({
  page,
  browser,
}) => {
  const email = `two-devices-${Date.now()}@example.com`;
  const password = 'a long and quiet phrase 8';
  await useEnglish(page);
  await signUp(page, email, password);

  // The same account from a second browser: a new device, so the owner hears of it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await useEnglish(otherPage);
  await logInAt(otherPage, email, password, /\/panel$/);
  const mail = await mailFromOutbox(email, /^Subject: (Sign-in from a new browser|ورود از مرورگری تازه)$/m);
  expect(mail).toMatch(/\/security\/freeze\?token=/);

  // The profile lists both; the other one is signed out from here.
  await page.goto('/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  const otherRow = devices.getByRole('listitem').filter({ hasNotText: 'This device' });
  await otherRow.getByRole('button', { name: /^Sign out/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(/is signed out$/).first()).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText("You're signed in on this device only.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // That browser's next step finds itself signed out; this one is still in.
  await otherPage.goto('/panel');
  await expect(otherPage).toHaveURL(/\/login/);
  await page.goto('/panel');
  await expect(page).toHaveURL(/\/panel$/);
  await other.close();
});
