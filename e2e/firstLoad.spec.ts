import { nextCode } from './support/authenticator';
import { expect, test } from './support/cspTest';
import { demo, logInAt, useEnglish } from './support/people';

// The first load on a phone (issue 10): /landing and /login arrive drawn by the build, compressed, and the
// app takes them over without drawing them again or losing what the visitor did meanwhile.

test('the landing page and the log-in form are on screen before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/landing');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('صراف');
  await expect(page.getByRole('heading', { name: 'خرید و فروش تتر با تومان' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ورود' }).first()).toHaveAttribute('href', '/login');
  // Drawn by the server with the desk's markets: the seeded Tether market and its price, in Persian digits.
  const markets = page.getByRole('region', { name: 'بازارها' });
  await expect(markets.getByRole('listitem')).toHaveCount(1);
  await expect(markets.getByRole('listitem').first()).toContainText('تتر/تومان');
  await expect(markets.getByRole('listitem').first()).toContainText(/[۰-۹]{2},?[۰-۹]{3}|[۰-۹]+٬[۰-۹]{3}/);

  await page.goto('/login');
  await expect(page).toHaveTitle('ورود · صراف');
  await expect(page.getByRole('heading', { name: 'ورود به حساب' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ایمیل' })).toBeEditable();
  // React Aria's visually hidden box around the native checkbox stays a 1px box without its inline style.
  const hiddenBox = page.locator('[data-prerender-style]', { has: page.getByRole('checkbox') });
  expect((await hiddenBox.boundingBox())?.width).toBeLessThanOrEqual(1);
  await context.close();
});

test('the landing page runs no app until the visitor touches it, then answers that touch', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstView: Element | null }).firstView =
        document.getElementById('root')?.firstElementChild ?? null;
    });
  });
  await page.goto('/landing');
  const markets = page.getByRole('region', { name: 'بازارها' });
  await expect(markets.getByRole('listitem')).toHaveCount(1);
  // Read for a while: the page stays the server's (the app would take the mark off when it runs).
  await page.waitForTimeout(2_500);
  await expect(page.locator('#root[data-prerendered="fa"]')).toHaveCount(1);
  // The price side switches, which only the app can do: the tap that starts it is the tap it answers.
  await markets.getByRole('radio', { name: 'قیمت فروش شما' }).click();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(markets.getByRole('radio', { name: 'قیمت فروش شما' })).toBeChecked();
  const kept = await page.evaluate(
    () =>
      (window as unknown as { firstView: Element | null }).firstView ===
      document.getElementById('root')?.firstElementChild,
  );
  expect(kept, 'the server’s markup is the markup the app runs on').toBe(true);
  expect(errors).toEqual([]);
});

test('a signed-in person gets the landing page in their language, with the way back in', async ({ page }) => {
  await useEnglish(page);
  await logInAt(page, demo.email, demo.password, /\/panel$/);
  const response = await page.request.get('/landing', { headers: { accept: 'text/html' } });
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain('<title>Sarraf</title>');
  expect(html).toContain('href="/panel"');
  expect(html).not.toContain('href="/sign-up"');
  // The answers it was drawn with go with it, for the app to start from.
  expect(html).toMatch(/<script type="application\/json" id="page-state">\{.*"getUser".*<\/script>/);
});

test('what a visitor enters before the app has loaded is what the app sends', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the app's entry script: the page is the prerendered form only.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'ایمیل' }).fill(demo.email);
  await page.getByLabel('رمز عبور', { exact: true }).fill(demo.password);
  await page.getByText('من ربات نیستم').click();
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByText('تأیید شد')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'ایمیل' })).toHaveValue(demo.email);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  // The demo trader's authenticator app: its code, on the same page.
  await expect(page.getByRole('heading', { name: 'ورود دومرحله‌ای' })).toBeVisible();
  await page.getByRole('textbox', { name: 'رقم ۱ از ۶' }).click();
  await page.keyboard.type(await nextCode(demo.email));
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page).toHaveURL(/\/panel$/);
});

test('a reader of English gets the log-in page in English', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('ورود به حساب')).toHaveCount(0);
});

test('pages and scripts arrive compressed, with the app’s icons and manifest', async ({ request }) => {
  const page = await request.get('/landing', { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  // Drawn per request with live prices (and for a signed-in visitor, their own way in): never kept.
  expect(page.headers()['cache-control']).toBe('private, no-store');
  const html = await page.text();
  const entry = html.match(/data-app="([^"]+)"/)?.[1];
  expect(entry).toBeTruthy();
  const script = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers()['cache-control']).toContain('immutable');

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ name: 'صراف', lang: 'fa', dir: 'rtl' });
  for (const icon of ['/favicon.ico', '/logo.svg', '/icons/icon-192.png', '/icons/icon-512.png']) {
    expect((await request.get(icon)).status(), icon).toBe(200);
  }
});

test('a guest switches the log-in page to English, and the landing page follows', async ({ page }) => {
  // The smallest phone the desk is drawn for: the switch fits beside the title and covers nothing.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  const heading = page.getByRole('heading', { name: 'ورود به حساب' });
  await expect(heading).toBeVisible();
  const toEnglish = page.getByRole('button', { name: 'English', exact: true });
  await expect(toEnglish.locator('[lang="en"]')).toHaveText('English');
  const box = (await toEnglish.boundingBox())!;
  const title = (await heading.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height, 'above the title, not over it').toBeLessThanOrEqual(title.y);
  // The app has taken the page over (the prerendered mark is gone), then the switch is pressed.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  const reloaded = page.waitForEvent('load');
  await toEnglish.click();
  await expect(page.getByText('Language changed successfully')).toBeVisible();
  // Reloaded a second later, in English, left to right.
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html[lang="en"][dir="ltr"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'فارسی', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('app_locale'))).toBe('en');

  // The server draws the landing page in the chosen language (the app_locale cookie).
  const html = await (await page.request.get('/landing', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<html lang="en" dir="ltr">');
  await page.goto('/landing');
  await expect(page.getByRole('heading', { name: 'Buy and sell Tether for Toman' })).toBeVisible();
  await expect(page.locator('html[lang="en"][dir="ltr"]')).toHaveCount(1);
  // On a 360 px phone the header keeps the switch, log in and sign up on screen, side by side.
  const header = page.getByRole('banner');
  const boxes = await Promise.all(
    [
      header.getByRole('button', { name: 'فارسی', exact: true }),
      header.getByRole('link', { name: 'Log in' }),
      header.getByRole('link', { name: 'Sign up' }),
    ].map(async (item) => (await item.boundingBox())!),
  );
  for (const item of boxes) expect(item.x + item.width).toBeLessThanOrEqual(360);
  expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
});

test('a press of the landing page’s switch before the app has loaded is answered once it has', async ({
  page,
}) => {
  await page.goto('/landing');
  await expect(page.locator('#root[data-prerendered="fa"]')).toHaveCount(1);
  // The server's page, no app yet: the boot script keeps the press and presses again once the app runs.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Buy and sell Tether for Toman' })).toBeVisible();
  await expect(page.locator('html[lang="en"][dir="ltr"]')).toHaveCount(1);
});
