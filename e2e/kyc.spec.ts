import type { Page } from '@playwright/test';
import { expect, test } from './support/cspTest';
import { reviewSubmission } from './support/admin';
import { chooseFile, files } from './support/files';
import { fillIndividual, openVerification } from './support/verification';
import { axeViolations, logInAt, logOut, signUp, useEnglish } from './support/people';

// Issue 4's identity verification journeys against the built product on a fresh embedded database: a new
// person (or company) submits, the seeded admin reviews in the admin area, the person sees the outcome.

const password = 'kyc-journey-password';

/** The profile's verification banner reads `title` (after a fresh load, as a person coming back sees it). */
async function expectProfileBanner(page: Page, title: string) {
  await page.goto('/profile');
  await expect(page.getByText(title, { exact: true })).toBeVisible();
}

test('a person submits identity verification, is rejected with a reason, resubmits and is verified', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `person-${Date.now()}@example.com`;
  await useEnglish(page);
  await signUp(page, email, password);
  await expectProfileBanner(page, 'Identity not verified');

  await openVerification(page, 'Personal');
  await fillIndividual(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Verification in progress')).toBeVisible();
  // Back on the profile (same page load), the banner agrees.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Verification in progress')).toBeVisible();
  await logOut(page);

  const reason = 'The national card photo is blurred.';
  await reviewSubmission(page, email, { reject: reason });

  await logInAt(page, email, password, /\/panel$/);
  await expectProfileBanner(page, 'Identity not verified');
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await page.goto('/profile/verification');
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  // The rejected answers come back filled in; the files are chosen again.
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sara Ahmadi');
  await chooseFile(page, 'National card \\(front\\)', files.card());
  await chooseFile(page, 'Live video', files.video());
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Verification in progress')).toBeVisible();
  await logOut(page);

  await reviewSubmission(page, email, 'approve');

  await logInAt(page, email, password, /\/panel$/);
  await expectProfileBanner(page, 'Identity verified');
  await page.goto('/profile/verification');
  await expect(page.getByText('Identity verified')).toBeVisible();
});

test('a company goes through three steps with back navigation, and the admin approves it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `company-${Date.now()}@example.com`;
  await useEnglish(page);
  await signUp(page, email, password);
  await openVerification(page, 'Company');

  // Step 1: company information.
  await expect(page.getByText('Step 1 of 3: Company information')).toBeVisible();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Sample Exchange Co');
  await page.getByRole('textbox', { name: 'Company national identifier' }).fill('10380284790');
  await page.getByRole('textbox', { name: 'Registration number' }).fill('123456');
  await page.getByRole('textbox', { name: 'Address' }).fill('No. 1, Azadi Street, Tehran');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 1 completed successfully!')).toBeVisible();
  await expect(page.getByText('Step 2 of 3: Signature holders')).toBeVisible();

  // Back to step 1: what was sent is still there; forward again.
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.getByText('Step 1 of 3: Company information')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Sample Exchange Co');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3: Signature holders')).toBeVisible();

  // Step 2: one signature holder with both files.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ali Rezaei');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('+989121234567');
  await chooseFile(page, 'National ID card', files.pdf('holder-id.pdf'));
  await chooseFile(page, 'Birth certificate', files.pdf('holder-birth.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 completed successfully!')).toBeVisible();
  await expect(page.getByText('Step 3 of 3: Documents')).toBeVisible();

  // Back to step 2 and on again, then step 3: the three documents.
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.getByText('Step 2 of 3: Signature holders')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ali Rezaei');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3: Documents')).toBeVisible();
  await chooseFile(page, 'Latest board changes announcement', files.pdf('board-changes.pdf'));
  await chooseFile(page, 'Signature certificate', files.pdf('signature-certificate.pdf'));
  await chooseFile(page, 'Tether purchase request letter', files.pdf('request-letter.pdf'));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('All steps completed! Verification submitted successfully!')).toBeVisible();
  await expect(page.getByText('Verification in progress')).toBeVisible();
  await logOut(page);

  await reviewSubmission(page, email, 'approve', {
    expectFiles: ['holder-id.pdf', 'holder-birth.pdf', 'board-changes.pdf', 'request-letter.pdf'],
  });

  await logInAt(page, email, password, /\/panel$/);
  await expectProfileBanner(page, 'Identity verified');
});
