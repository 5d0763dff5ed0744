import { expect, type BrowserContext, type Page } from '@playwright/test';
import { admin, logInAt } from './people';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
// One worker runs every journey (see the config), so these outlive a spec file and are shared by all.
const sessions = new Map<string, Cookies>();

/**
 * Switches the page to this person's session: logged in through the login screen the first time, the same
 * session cookie after that. Every journey shares one address, and logging in again at each switch would
 * spend the per-address login limit that the journeys after it need too.
 */
export async function signInAs(page: Page, who: { email: string; password: string }, landing: RegExp) {
  await page.context().clearCookies();
  const saved = sessions.get(who.email);
  if (saved) {
    await page.context().addCookies(saved);
    // Where logging in would have left them: the wallet, or the back office.
    await page.goto(who.email === admin.email ? '/admin' : '/panel');
    await expect(page).toHaveURL(landing);
    return;
  }
  await logInAt(page, who.email, who.password, landing);
  sessions.set(who.email, await page.context().cookies());
}

/** Keeps the session the page holds now (after a sign-up) for later `signInAs` calls. */
export async function keepSession(page: Page, email: string) {
  sessions.set(email, await page.context().cookies());
}

/** Forgets every kept session: after the server's clock moved on (support/clock.ts) they have all ended. */
export function forgetSessions() {
  sessions.clear();
}
