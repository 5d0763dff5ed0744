import AxeBuilder from '@axe-core/playwright';
import { nextCode } from './support/authenticator';
import { expect, type Page } from '@playwright/test';
import { test } from './support/cspTest';
import { codeFromOutbox } from './support/outbox';
import { admin, demo } from './support/people';

// Every route of the route table (apps/web/src/routes/routeTable.tsx), as a guest, a trader and an operator,
// in Persian and English, against the built product: no serious or critical accessibility finding on any
// screen the visit ends on (a guest sent to /login is checked on /login, and so on), nothing left out of the
// check, and a title in the tab. Keep this list in step with the route table: one sample URL per route
// pattern. The screens right after a pressed button (log in, send code) are checked too: that is where a
// pending button's announcement once outlived its screen.

const ROUTES = [
  '/',
  '/landing',
  '/terms',
  '/privacy',
  '/login',
  '/sign-up',
  '/sign-up/otp',
  '/user/forget-password',
  '/auth/forget-password/email',
  '/user/password-set',
  '/panel',
  '/reports',
  '/trade',
  '/trade/USDT-IRT',
  '/orders',
  '/orders/1/details',
  '/cash-deposit/USDT',
  '/cash-deposit/IRT',
  '/cash-withdraw/USDT',
  '/cash-withdraw/IRT',
  '/cash-withdraw/IRT/1',
  '/cash-withdraw/IRT/ibans',
  '/cash-withdraw/USDT/addresses',
  '/transactions',
  '/transfers',
  '/profile',
  '/profile/verification',
  '/referral-details',
  '/support',
  '/notifications',
  '/admin',
  '/admin/verifications',
  '/admin/verifications/1',
  '/admin/wallet',
  '/admin/orders',
  '/admin/settings',
  '/admin/markets',
  '/admin/audit-log',
  '/no-such-page',
] as const;

type Locale = 'fa' | 'en';

/** The login form's words in each language (the screens are checked in both). */
const LOGIN_TEXT = {
  fa: {
    email: 'ایمیل',
    password: 'رمز عبور',
    robot: 'من ربات نیستم',
    verified: 'تأیید شد',
    submit: 'ورود',
    secondStep: 'ورود دومرحله‌ای',
    firstDigit: 'رقم ۱ از ۶',
    next: 'ادامه',
  },
  en: {
    email: 'Email',
    password: 'Password',
    robot: "I'm not a robot",
    verified: 'Verified',
    submit: 'Log in',
    secondStep: 'Two-step verification',
    firstDigit: 'Digit 1 of 6',
    next: 'Continue',
  },
} as const;

const SIGN_UP_TEXT = {
  fa: { email: 'ایمیل', send: 'ارسال کد' },
  en: { email: 'Email', send: 'Send code' },
} as const;

/** Opens every page in this language from the first navigation on (the app reads app_locale at start). */
async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => window.localStorage.setItem('app_locale', value), locale);
}

/** Waits until the screen has its heading and nothing on it is still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Serious and critical findings on the page as it is now, one line each (rule, then where). Axe runs inside
 * the page (its legacy mode): the app has no frames, and the default mode opens a blank page and loads axe into
 * both for every check, which took 1.2 s a screen against 0.6 s here (same rules, same findings). React
 * Aria's live announcer is left out, as in every other check (support/people.ts): a pressed pending button
 * (the login's "Log in" before its second step) leaves a hidden `role="img"` labelled by that button.
 */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude('[data-live-announcer]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`,
      ),
    );
}

/** Checks the page the app shows now, as `label` says it was reached. */
async function check(page: Page, label: string) {
  await settled(page);
  const where = `${label} -> ${new URL(page.url()).pathname}`;
  expect.soft(await seriousFindings(page), where).toEqual([]);
  // Every screen names itself in the tab, in the page's language ("ورود · صراف"); the landing is the name.
  const title = new URL(page.url()).pathname === '/landing' ? /^(صراف|Sarraf)$/ : / · (صراف|Sarraf)$/;
  await expect.soft(page, where).toHaveTitle(title);
}

async function logInAs(page: Page, locale: Locale, person: { email: string; password: string }) {
  const text = LOGIN_TEXT[locale];
  await page.goto('/login');
  await page.getByRole('textbox', { name: text.email }).fill(person.email);
  await page.getByLabel(text.password, { exact: true }).fill(person.password);
  await page.getByText(text.robot).click();
  // The proof of work's ceiling, as in support/people.ts: the wait ends when it is solved.
  await expect(page.getByText(text.verified)).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: text.submit }).click();
  // The demo accounts have an authenticator app: the login's second step, checked like every screen.
  await expect(page.getByRole('heading', { name: text.secondStep })).toBeVisible();
  await check(page, "the login's second step");
  await page.getByRole('textbox', { name: text.firstDigit }).click();
  await page.keyboard.type(await nextCode(person.email));
  await page.getByRole('button', { name: text.next }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Visits every route; each screen it ends on is checked once (a guest's protected routes all end on /login). */
async function visitEveryRoute(page: Page, who: string) {
  const checked = new Set<string>();
  for (const route of ROUTES) {
    await page.goto(route);
    await settled(page);
    // The login page sent from a protected one has a reason on it: a screen of its own here.
    const { pathname, search } = new URL(page.url());
    const screen = search ? `${pathname}?` : pathname;
    if (checked.has(screen)) continue;
    checked.add(screen);
    await check(page, `${who} visiting ${route}`);
  }
}

for (const locale of ['fa', 'en'] as const) {
  test.describe(`every route in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      // A bound, not a wait: each route may take up to 15 s (the assertions' own bound) when the machine is
      // loaded; quiet, a route takes about 1 s. One fixed bound for the whole walk failed on a loaded machine.
      test.setTimeout((ROUTES.length + 4) * 15_000);
      await useLocale(page, locale);
    });

    test(`as a guest, including the code screens reached from their first step`, async ({ page }) => {
      await visitEveryRoute(page, 'guest');

      // The code screens need the email of their first step: reach them as a person does.
      const email = `a11y-${locale}-${Date.now()}@example.com`;
      await page.goto('/sign-up');
      await page.getByRole('textbox', { name: SIGN_UP_TEXT[locale].email }).fill(email);
      await page.getByRole('button', { name: SIGN_UP_TEXT[locale].send }).click();
      await expect(page).toHaveURL(/\/sign-up\/otp$/);
      await check(page, 'guest after sending the sign-up code');
      await codeFromOutbox(email, /^Subject: /m);

      // An address of its own per locale: the code cooldown of one address would otherwise make the second
      // locale's run wait on the first, depending on how long the routes between them took.
      await page.goto('/auth/forget-password/email');
      await page
        .getByRole('textbox', { name: SIGN_UP_TEXT[locale].email })
        .fill(`a11y-reset-${locale}-${Date.now()}@example.com`);
      await page.getByRole('button', { name: SIGN_UP_TEXT[locale].send }).click();
      await expect(page).toHaveURL(/\/user\/forget-password$/);
      await check(page, 'guest after sending the reset code');
    });

    test(`as a trader`, async ({ page }) => {
      await logInAs(page, locale, demo);
      await check(page, 'trader right after logging in');
      await visitEveryRoute(page, 'trader');
    });

    test(`as an operator`, async ({ page }) => {
      await logInAs(page, locale, admin);
      await check(page, 'operator right after logging in');
      await visitEveryRoute(page, 'operator');
    });
  });
}
