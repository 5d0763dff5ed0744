import { expect, type Page } from '@playwright/test';
import { chooseFile, files } from './files';

/** Opens the profile's verification form and picks the account type. */
export async function openVerification(page: Page, type: 'Personal' | 'Company') {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Profile information' }).click();
  await expect(page).toHaveURL(/\/profile\/verification$/);
  await page.getByRole('radio', { name: type }).click();
}

/** Fills the personal verification form in English as a person does, files included. */
export async function fillIndividual(page: Page) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Sara Ahmadi');
  await page.getByRole('textbox', { name: 'National ID' }).fill('0012345679');
  // The birth date's segments in English: month, day, year.
  await page.getByRole('spinbutton').first().click();
  await page.keyboard.type('05171990');
  // A person presses the option's label; the native radio under it is visually hidden by React Aria.
  await page.getByText('Female', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('+989121234567');
  await chooseFile(page, 'National card \\(front\\)', files.card());
  await chooseFile(page, 'Live video', files.video());
}
