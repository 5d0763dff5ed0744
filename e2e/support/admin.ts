import { expect, type Page } from '@playwright/test';
import { admin, logInAt, logOut } from './people';

export type Decision = 'approve' | { reject: string };

/**
 * The seeded operator logs in, opens the person's submission from the review queue, checks its files
 * download, decides, sees the decision in the audit log, and logs out.
 */
export async function reviewSubmission(
  page: Page,
  email: string,
  decision: Decision,
  options: { expectFiles?: string[] } = {},
) {
  await logInAt(page, admin.email, admin.password, /\/admin$/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Admin area' }).click();
  // The back office opens on the desk board; the identity reviews are one item of its navigation.
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'KYC' }).click();
  await expect(page).toHaveURL(/\/admin\/verifications$/);
  await expect(page.getByRole('heading', { name: 'Identity reviews' })).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: email }).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/verifications\/\d+$/);
  await expect(page.getByText(email)).toBeVisible();

  // The operator can open every file the person sent (served as an attachment under its own name).
  for (const name of options.expectFiles ?? []) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
  }

  if (decision === 'approve') {
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Submission approved')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    // A reason is required: the person is told why.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Enter the reason for rejecting.').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(decision.reject);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Submission rejected')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Every decision is written to the audit log, newest first.
  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  const label = decision === 'approve' ? 'Verification approved' : 'Verification rejected';
  await expect(page.getByRole('listitem').filter({ hasText: label }).first()).toBeVisible();
  await logOut(page);
}
