import { expect, test } from './support/cspTest';
import { balancesOf } from './support/balances';
import { moveServerClock } from './support/clock';
import { nextCode } from './support/authenticator';
import { codeFromOutbox, mailFromOutbox } from './support/outbox';
import { admin, demo, fillLogin, logInAt, typeCode, useEnglish } from './support/people';
import { typeAppCode } from './support/security';
import { keepSession, signInAs } from './support/sessions';
import type { APIRequestContext, Page } from '@playwright/test';

// Issue 25: a mailbox alone never pays out, and a destination saved in secure-withdrawal mode waits. The
// demo trader resets the password (to the same one, so the quick start's printed login stays true), logs in
// with the authenticator app, and no withdrawal is taken for a day; then turns on secure withdrawals, and an
// IBAN saved now waits a day while one saved earlier still works. The days are crossed by moving the
// server's clock (support/clock.ts), which ends every session: this file's name sorts it last among the
// journeys that share the demo trader, and its tests run in order.

// The second journey withdraws to the IBAN the first one saved a day earlier.
test.describe.configure({ mode: 'serial' });

const DAY = 24 * 60 * 60;
const PARSIAN = { bank: /Parsian/, iban: 'IR82 0540 1026 8002 0817 9090 02' };
const MELLI = { bank: /Melli/, iban: 'IR20 0170 0000 0000 0123 4567 89' };
const AMOUNT = '1000000';
const PHRASE = 'blue heron 42';

/** Asks for a withdrawal of AMOUNT to a saved IBAN, confirmed with the app's code. */
async function askToWithdraw(page: Page, to: { bank: RegExp; iban: string }) {
  await page.goto('/cash-withdraw/IRT');
  await page.getByRole('radio', { name: to.bank }).locator('xpath=ancestor::label').click();
  await page.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(to.iban.replaceAll(' ', ''));
  await typeAppCode(page, await nextCode(demo.email), dialog);
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
}

/** Saves an IBAN from its list; `withCode` when secure withdrawals ask for the app's code. */
async function saveIban(page: Page, iban: string, withCode = false) {
  await page.goto('/cash-withdraw/IRT/ibans');
  await page.getByRole('button', { name: 'Add an IBAN' }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByRole('textbox', { name: 'IBAN (Sheba)' }).fill(iban);
  await addDialog.getByRole('textbox', { name: "Account owner's name" }).fill('Demo Trader');
  if (withCode) await typeAppCode(page, await nextCode(demo.email), addDialog);
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The IBAN was saved.')).toBeVisible();
}

/** A day and a minute later every session has ended: logs the demo trader in again. */
async function aDayLater(page: Page, request: APIRequestContext) {
  await moveServerClock(request, DAY + 60);
  await page.goto('/panel');
  await expect(page).toHaveURL(/\/login/);
  await logInAt(page, demo.email, demo.password, /\/panel$/);
  await keepSession(page, demo.email);
}

test('after a password reset, withdrawals wait a day and say until when; then the same one is taken', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  await page.context().clearCookies();

  // The reset, from the emailed code alone.
  await page.goto('/auth/forget-password/email');
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/user\/forget-password$/);
  await typeCode(
    page,
    await codeFromOutbox(
      demo.email,
      /^Subject: (Your Sarraf password reset code|کد بازیابی رمز عبور صراف)$/m,
    ),
  );
  await page.getByLabel('New password', { exact: true }).fill(demo.password);
  await page.getByLabel('Repeat new password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Logged in with the app, a new IBAN saved: the withdrawal is refused, with the time it opens.
  await logInAt(page, demo.email, demo.password, /\/panel$/);
  await keepSession(page, demo.email);
  const before = (await balancesOf(page)).IRT;
  await saveIban(page, PARSIAN.iban);
  await askToWithdraw(page, PARSIAN);
  await expect(
    page
      .getByText(/Your password was reset recently\. .* withdrawals are paused until .+ \(Tehran time\)\./)
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT$/);
  // Nothing was held: a refused request is not a transaction.
  expect((await balancesOf(page)).IRT).toEqual(before);

  // A day later the same withdrawal is taken.
  await aDayLater(page, request);
  await askToWithdraw(page, PARSIAN);
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT\/[0-9]+$/);
  const after = (await balancesOf(page)).IRT;
  expect(BigInt(after.available)).toBe(BigInt(before.available) - BigInt(AMOUNT));
});

test('in secure-withdrawal mode an IBAN saved now waits a day, while one saved earlier still takes money', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  await signInAs(page, demo, /\/panel$/);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Secure withdrawals' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on secure withdrawals?' });
  await typeAppCode(page, await nextCode(demo.email), dialog);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  // A new IBAN takes the app's code to save, and says from when it can be used.
  await saveIban(page, MELLI.iban, true);
  await expect(page.getByText(/^Usable from /).first()).toBeVisible();
  const before = (await balancesOf(page)).IRT;
  await askToWithdraw(page, MELLI);
  await expect(
    page.getByText(/this destination was saved recently and can be used from .+ \(Tehran time\)/).first(),
  ).toBeVisible();
  expect((await balancesOf(page)).IRT).toEqual(before);
  // The IBAN saved a day ago is usable now.
  await askToWithdraw(page, PARSIAN);
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT\/[0-9]+$/);

  // A day later the new one takes a withdrawal too.
  await aDayLater(page, request);
  await askToWithdraw(page, MELLI);
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT\/[0-9]+$/);
  expect(BigInt((await balancesOf(page)).IRT.available)).toBe(BigInt(before.available) - 2n * BigInt(AMOUNT));
});

test('a security mail opens with the anti-phishing phrase; its link stops withdrawals until an operator opens them', async ({
  page,
}) => {
  await useEnglish(page);
  await signInAs(page, demo, /\/panel$/);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Anti-phishing phrase' });
  await card.getByRole('button', { name: 'Set a phrase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set an anti-phishing phrase' });
  await dialog.getByRole('textbox', { name: 'Your phrase' }).fill(PHRASE);
  await typeAppCode(page, await nextCode(demo.email), dialog);
  await dialog.getByRole('button', { name: 'Save phrase' }).click();
  await expect(page.getByText('Your anti-phishing phrase is set').first()).toBeVisible();
  // The screen never shows the phrase again; the mail about the change opens with it.
  await expect(card).not.toContainText(PHRASE);
  const mail = await mailFromOutbox(
    demo.email,
    /^Subject: (Anti-phishing phrase changed|عبارت ضدفیشینگ تغییر کرد)$/m,
  );
  expect(mail.split('\n')[0]).toContain(PHRASE);
  const link = /(https?:\/\/\S+\/security\/freeze\?token=\S+)/.exec(mail)?.[1];
  expect(link, 'the mail\'s "this was not me" link').toBeDefined();

  // "This was not me": from the mail, without logging in.
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Was this not you?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop all withdrawals now' }).click();
  await expect(page.getByText('Withdrawals are stopped')).toBeVisible();

  // Every device was signed out; logged in again, no withdrawal is taken.
  await logInAt(page, demo.email, demo.password, /\/panel$/);
  await keepSession(page, demo.email);
  const before = (await balancesOf(page)).IRT;
  await askToWithdraw(page, PARSIAN);
  await expect(page.getByText(/were stopped by its owner from a security mail/).first()).toBeVisible();
  expect((await balancesOf(page)).IRT).toEqual(before);

  // Support checked it is the owner: the operator opens withdrawals again, with a note.
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/settings');
  const freeze = page.getByRole('form', { name: 'Stopped withdrawals' });
  await freeze.getByRole('textbox', { name: 'Account email' }).fill(demo.email);
  await freeze.getByRole('textbox', { name: 'Note' }).fill('Owner called support and answered the checks.');
  await freeze.getByRole('button', { name: 'Open withdrawals again' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Open withdrawals' }).click();
  await expect(page.getByText('Withdrawals open again')).toBeVisible();

  await signInAs(page, demo, /\/panel$/);
  await askToWithdraw(page, PARSIAN);
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT\/[0-9]+$/);
});

test('a passkey added at /profile signs in and confirms a withdrawal (Chromium virtual authenticator)', async ({
  browser,
  baseURL,
  request,
}) => {
  // Browsers refuse an IP address as a passkey's relying party: the server on the loopback address serves
  // passkeys as localhost (its PUBLIC_URL's host read so), so this browser opens the app there.
  const context = await browser.newContext({ baseURL: baseURL!.replace('127.0.0.1', 'localhost') });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await useEnglish(page);
  await logInAt(page, demo.email, demo.password, /\/panel$/);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Journey laptop');
  await dialog.getByLabel('Password', { exact: true }).fill(demo.password);
  await typeAppCode(page, await nextCode(demo.email), dialog);
  await dialog.getByRole('button', { name: 'Continue to your device' }).click();
  await expect(page.getByText('Passkey “Journey laptop” added')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove Journey laptop' })).toBeVisible();
  // The key lives on the device: the browser's authenticator holds one credential for this site.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((credential) => credential.rpId)).toEqual(['localhost']);
  // A new second factor holds withdrawals a day; a day later every session has ended.
  await moveServerClock(request, DAY + 60);

  // The login's second step with the passkey alone: no code typed.
  await page.goto('/login');
  await fillLogin(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await page.goto('/profile');
  await expect(card.getByText('Not used yet')).toHaveCount(0);

  // A withdrawal confirmed with the passkey in place of the code: taken, and the balance holds it.
  const before = (await balancesOf(page)).IRT;
  await page.goto('/cash-withdraw/IRT');
  await page.getByRole('radio', { name: PARSIAN.bank }).locator('xpath=ancestor::label').click();
  await page.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm with a passkey instead' }).click();
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT\/[0-9]+$/);
  expect((await balancesOf(page)).IRT.available).not.toEqual(before.available);
  await context.close();
});
