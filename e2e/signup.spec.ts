import { expect, test } from './support/cspTest';
import { codeFromOutbox } from './support/outbox';
import { axeViolations, logIn, typeCode, useEnglish } from './support/people';

// Issue 4's onboarding journey against the built product on a fresh embedded database; codes are read from
// the server's mail outbox.

test('a newcomer signs up with the emailed code, sets a password, logs in, and recovers the password', async ({
  page,
}) => {
  const email = `newcomer-${Date.now()}@example.com`;
  const firstPassword = 'first-password-1';
  const newPassword = 'second-password-2';
  await useEnglish(page);

  // Sign-up from a referral link: the code is shown and carried through to the verify call.
  await page.goto('/sign-up?ref=FRIEND42');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('You were invited with the code FRIEND42.', { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP sent successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up\/otp$/);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
  // The resend waits for the server's cooldown.
  await expect(page.getByRole('timer', { name: 'Time until a new code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A wrong code is refused; the emailed one is accepted.
  const signUpCode = await codeFromOutbox(email, /^Subject: Your Sarraf sign-up code/m);
  const wrongCode = signUpCode === '000000' ? '111111' : '000000';
  const verifyCalls: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-up/verify-otp')) verifyCalls.push(request.postDataJSON());
  });
  await typeCode(page, wrongCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').getByText('Invalid verification code')).toBeVisible();
  // Clear the wrong code as a person does: Backspace from the last cell back to the first.
  await page.getByRole('textbox', { name: 'Digit 6 of 6' }).click();
  for (let cell = 0; cell < 6; cell += 1) await page.keyboard.press('Backspace');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await typeCode(page, signUpCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/password-set$/);
  expect(verifyCalls.at(-1)).toEqual({ email, code: signUpCode, ref_code: 'FRIEND42' });

  // Passwords: the rules of spec section 5, then the real one.
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Repeat password', { exact: true }).fill(`${firstPassword}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert').getByText('Passwords must be same!')).toBeVisible();
  await page.getByLabel('Repeat password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password has been set successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByText('Your balances')).toBeVisible();

  // Log out, log in with the new password.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, firstPassword);
  await expect(page).toHaveURL(/\/panel$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Password recovery with an emailed code.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password\/email$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('If this email has an account, a reset code has been sent to it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/user\/forget-password$/);
  expect(await axeViolations(page)).toEqual([]);
  const resetCode = await codeFromOutbox(email, /^Subject: Your Sarraf password reset code/m);
  await typeCode(page, resetCode);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
  // The same message was toasted when the password was first set; let that toast close (3 s) so the
  // one checked next is the reset's own.
  await expect(page.getByText('Password has been set successfully!')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been set successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The new password works.
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByText('Your balances')).toBeVisible();
});

test('the code screens send a visitor without an email back to the first step', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/sign-up/otp');
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto('/user/forget-password');
  await expect(page).toHaveURL(/\/auth\/forget-password\/email$/);
});
