import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/cspTest';
import { nextCode } from './support/authenticator';
import { demo, fillLogin, logIn, useEnglish } from './support/people';

// Journeys of the foundation issue against the built product on a fresh embedded database (seeded demo user).

test('a protected URL while signed out goes to /login and back after login; logout ends the session', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The demo trader has an authenticator app: the password, then its code, on the same route.
  await logIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/orders$/);

  const [session] = (await context.cookies()).filter((cookie) => cookie.name === 'sarraf_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');

  await page.goto('/panel');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The cookie the browser had before logout is refused by the server afterwards.
  const stale = await page.request.get('/api/user', {
    headers: { cookie: `sarraf_session=${session!.value}`, 'x-locale': 'en' },
  });
  expect(stale.status()).toBe(401);
  expect(await stale.json()).toEqual({ message: expect.any(String) });
});

test('Persian by default: the demo user logs in from /login and lands on /panel', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await page.getByRole('textbox', { name: 'ایمیل' }).fill(demo.email);
  await page.getByLabel('رمز عبور', { exact: true }).fill(demo.password);
  await page.getByText('من ربات نیستم').click();
  await expect(page.getByText('تأیید شد')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page.getByRole('heading', { name: 'ورود دومرحله‌ای' })).toBeVisible();
  await page.getByRole('textbox', { name: 'رقم ۱ از ۶' }).click();
  await page.keyboard.type(await nextCode(demo.email));
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByText('موجودی شما')).toBeVisible();
});

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/login');
  await fillLogin(page, demo.email, 'not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email or password is incorrect.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path goes to /landing when signed out', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/landing$/);
});
