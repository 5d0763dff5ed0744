import { expect, test } from './support/cspTest';
import { admin, demo, logIn, logInAt, reachPasswordStep, useEnglish } from './support/people';

// The signed-in app's shell against the built product: the header's actions, where each person lands, what
// the landing page offers someone signed in, why the login page is shown, and the tab's title.

test('a signed-in person on the landing page goes back to their wallet, not to log in', async ({ page }) => {
  await useEnglish(page);
  await logInAt(page, demo.email, demo.password, /\/panel$/);
  await page.goto('/landing');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My wallet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to my wallet' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByText('Your balances')).toBeVisible();
});

test('an operator logs in and lands in the back office; their profile asks for no verification', async ({
  page,
}) => {
  await useEnglish(page);
  await logInAt(page, admin.email, admin.password, /\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Desk board' })).toBeVisible();
  // Home (/) is the back office too, and the landing page leads back there.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Go to the admin area' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/profile');
  await expect(page.getByText(admin.email)).toBeVisible();
  await expect(page.getByText('Identity not verified')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verify identity' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Profile information' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Profile menu' }).getByRole('link').first()).toHaveText(
    'Admin area',
  );
});

test('the header: help and FAQ open inside the app, the bell has its place, home is the landing page', async ({
  page,
}) => {
  await useEnglish(page);
  await logInAt(page, demo.email, demo.password, /\/panel$/);
  await page.goto('/orders');
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await header.getByRole('link', { name: 'Help and support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support and FAQ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@sarraf.ir' })).toBeVisible();
  // Still inside the signed-in app: its navigation is there, the public page's log in is not.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.getByRole('banner').getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/\/landing$/);

  // The profile's FAQ item lands on the questions, inside the app.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page).toHaveURL(/\/support#faq$/);
  await expect(page.locator('#faq')).toBeInViewport();

  // The wallet's header logs out instead of leading home (spec: one or the other).
  await page.goto('/panel');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home page' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a login reached from a protected page says why, and the tab names each screen in its language', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  await expect(page.getByText('برای ادامه وارد شوید')).toBeVisible();
  await expect(page).toHaveTitle('ورود · صراف');

  await useEnglish(page);
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Sarraf');
  await expect(page.getByText('Log in to continue')).toHaveCount(0);
  await page.goto('/orders');
  await expect(page.getByText('Log in to continue')).toBeVisible();
  await logIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).toHaveTitle('Orders · Sarraf');

  // A language change renames the tab at once (the page reloads a second later, spec section 4).
  await page.goto('/profile');
  await expect(page).toHaveTitle('Profile · Sarraf');
  await page.getByRole('radio', { name: 'فارسی' }).click();
  await expect(page).toHaveTitle('پروفایل · صراف');
});

test('back from the password step of sign-up brings the newcomer back to set it', async ({ page }) => {
  const email = `no-password-${Date.now()}@example.com`;
  await useEnglish(page);
  await reachPasswordStep(page, email);

  // The account exists and is signed in, but has no password: it is not usable as a finished one.
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/password-set$/);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  for (const path of ['/panel', '/profile', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/user\/password-set$/);
  }
  await page.getByLabel('Password', { exact: true }).fill('newcomer-password-1');
  await page.getByLabel('Repeat password', { exact: true }).fill('newcomer-password-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/panel$/);
});
