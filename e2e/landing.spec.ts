import { expect, test } from './support/cspTest';
import { admin, axeViolations, demo, logInAt, logOut, useEnglish } from './support/people';

// The public landing page against the built product: prices come live from the server, where the seeded
// operator sets them in the admin area.

test('a visitor on a phone sees the landing page in Persian with the desk’s markets', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const markets = page.getByRole('region', { name: 'بازارها' });
  // The seeded week of USDT/IRT prices: one market card with a price, its currencies named in Persian.
  await expect(markets.getByRole('listitem')).toHaveCount(1);
  await expect(markets.getByRole('listitem').first()).toContainText('تتر/تومان');
  expect(await axeViolations(page)).toEqual([]);
});

test('the price an operator sets is the price visitors see, buy and sell', async ({ page }) => {
  await useEnglish(page);
  await logInAt(page, admin.email, admin.password, /\/admin$/);
  await page.goto('/admin/markets');
  await expect(page.getByRole('heading', { name: 'Market prices' })).toBeVisible();
  // The desk never buys above its selling price: the form says so before anything is sent.
  await page.getByRole('textbox', { name: 'Buy price' }).fill('95500');
  await page.getByRole('textbox', { name: 'Sell price' }).fill('96000');
  await page.getByRole('button', { name: 'Set price' }).click();
  await expect(page.getByText('The sell price cannot be higher than the buy price.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Sell price' }).fill('95100');
  await page.getByRole('button', { name: 'Set price' }).click();
  await expect(page.getByText('USDT/IRT price updated')).toBeVisible();
  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Market price set' }).first()).toBeVisible();
  await logOut(page);

  await page.goto('/landing');
  const markets = page.getByRole('region', { name: 'Markets' });
  await expect(markets).toContainText('95,500');
  await markets.getByRole('radio', { name: 'Price you sell at' }).click();
  await expect(markets).toContainText('95,100');
  await expect(markets).not.toContainText('95,500');
});

test('the landing page answers questions and leads to sign-up, terms and privacy', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/landing#faq');
  const faq = page.locator('#faq');
  await expect(faq).toBeInViewport();
  await faq.getByRole('button', { name: 'How long does identity verification take?' }).click();
  await expect(faq.getByText('Review takes 1-3 business days', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('the admin area is for operators only', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/admin/verifications');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fverifications$/);
  await logInAt(page, demo.email, demo.password, /\/panel$/);
  await page.goto('/admin/verifications');
  await expect(page).toHaveURL(/\/panel$/);
});
