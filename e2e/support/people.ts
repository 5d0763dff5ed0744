import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hasAuthenticator, nextCode } from './authenticator';
import { codeFromOutbox } from './outbox';

/** The seeded accounts of the embedded database (SEED_DEMO). */
export const demo = { email: 'demo@example.com', password: 'sarraf-demo' };
export const admin = { email: 'admin@example.com', password: 'sarraf-admin' };
/** The second demo operator: decides the treasury moves the first one proposes (maker-checker). */
export const desk = { email: 'desk@example.com', password: 'sarraf-desk' };

export async function useEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('app_locale', 'en'));
}

/**
 * Axe violations of the page. React Aria's live announcer is left out: a pressed pending button leaves a
 * hidden `role="img"` labelled by that button, dangling once the screen moved on (the workbench excludes it
 * for the same reason); it is not part of any screen.
 */
export async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze()).violations;
}

/** Fills the English login form and solves the captcha, without pressing "Log in". */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // A person presses the visible label; the native checkbox under it is visually hidden by React Aria.
  await page.getByText("I'm not a robot").click();
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  // The captcha's proof of work runs in the page: on a loaded CI machine it was seen still "Verifying…"
  // after 20 s (kyc and routes-a11y journeys), so the ceiling is higher; the wait ends when it is solved.
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 45_000 });
}

/**
 * Logs in from the filled form; an account with an authenticator app then takes the login's second step
 * with the app's current code.
 */
export async function logIn(page: Page, email: string, password: string) {
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (!hasAuthenticator(email)) return;
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await typeCode(page, await nextCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Logs in from /login and waits to land where the app sends this person. */
export async function logInAt(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/login');
  await logIn(page, email, password);
  try {
    await expect(page).toHaveURL(landing);
  } catch (error) {
    // CI keeps only the printed output: say what the login screen showed instead of moving on.
    throw new Error(`${email} did not land on ${landing}; the page said: ${await shownMessages(page)}`, {
      cause: error,
    });
  }
}

/** The alerts, field errors and toasts on screen, in one line. */
async function shownMessages(page: Page): Promise<string> {
  const texts = await page
    .locator('[role="alert"], [role="status"]')
    .allInnerTexts()
    .catch(() => []);
  const shown = texts.map((text) => text.trim()).filter(Boolean);
  return shown.length > 0 ? shown.join(' | ') : '(no message)';
}

export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/**
 * The real sign-up screens up to the password step: email, emailed code; signed in, without a password.
 * `from` is where the person starts: the sign-up page, or a referral link to it.
 */
export async function reachPasswordStep(page: Page, email: string, from = '/sign-up') {
  await page.goto(from);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/sign-up\/otp$/);
  await typeCode(page, await codeFromOutbox(email, /^Subject: Your Sarraf sign-up code/m));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/password-set$/);
}

/** A new person through the real sign-up screens: email, emailed code, password; ends signed in on /panel. */
export async function signUp(page: Page, email: string, password: string, from = '/sign-up') {
  await reachPasswordStep(page, email, from);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/panel$/);
}

/** Logs out from any screen with the header's button (the wallet home has one). */
export async function logOut(page: Page) {
  await page.goto('/panel');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}
