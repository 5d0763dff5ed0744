import { expect, test } from './support/cspTest';
import { demo, useEnglish } from './support/people';

// The first load on a phone (issue 10): /landing and /login arrive drawn by the build, compressed, and the
// app takes them over without drawing them again or losing what the visitor did meanwhile.

test('the landing page and the log-in form are on screen before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/landing');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'خرید و فروش تتر با تومان' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ورود' }).first()).toHaveAttribute('href', '/login');
  // Styled by files, not by inline styles (the policy forbids those): the markets' placeholder has its height.
  const placeholder = page.locator('[data-prerender-style]').first();
  expect((await placeholder.boundingBox())?.height).toBeGreaterThan(50);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'ورود به حساب' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ایمیل' })).toBeEditable();
  // React Aria's visually hidden box around the native checkbox stays a 1px box without its inline style.
  const hiddenBox = page.locator('[data-prerender-style]', { has: page.getByRole('checkbox') });
  expect((await hiddenBox.boundingBox())?.width).toBeLessThanOrEqual(1);
  await context.close();
});

test('the app takes the prerendered landing page over without drawing it again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstView: Element | null }).firstView =
        document.getElementById('root')?.firstElementChild ?? null;
    });
  });
  await page.goto('/landing');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // Interactive: the price side switches, which only the app can do.
  const markets = page.getByRole('region', { name: 'بازارها' });
  await markets.getByRole('radio', { name: 'قیمت فروش شما' }).click();
  await expect(markets.getByRole('radio', { name: 'قیمت فروش شما' })).toBeChecked();
  const kept = await page.evaluate(
    () =>
      (window as unknown as { firstView: Element | null }).firstView ===
      document.getElementById('root')?.firstElementChild,
  );
  expect(kept, 'the prerendered markup is the markup the app runs on').toBe(true);
  expect(errors).toEqual([]);
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
  expect(page.headers()['cache-control']).toBe('no-cache');
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
