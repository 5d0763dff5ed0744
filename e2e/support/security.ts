import { expect, type Page } from '@playwright/test';
import { nextCode, rememberKey } from './authenticator';

/**
 * Turns on an authenticator app from /profile as a person does (English screens): the password, the key
 * read off the screen into the journeys' app, its first code, then the recovery codes (returned) ticked
 * as saved.
 */
export async function enrolAuthenticator(page: Page, email: string, password: string): Promise<string[]> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();
  const key = await dialog.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent();
  rememberKey(email, key!);
  await typeAppCode(page, await nextCode(email), dialog);
  await dialog.getByRole('button', { name: 'Confirm and turn on' }).click();
  const list = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await dialog.getByText('I have saved these codes').click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return codes;
}

/** Types a 6-digit code into the one-time-code cells inside `scope` (the page, or a dialog). */
export async function typeAppCode(page: Page, code: string, scope: Pick<Page, 'getByRole'> = page) {
  await scope.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}
