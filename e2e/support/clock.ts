import { expect, type APIRequestContext } from '@playwright/test';
import { followServerClock } from './authenticator';
import { forgetSessions } from './sessions';

/**
 * Moves the server's one clock forward (the test-only switch of TEST_CLOCK=1, see the Playwright config):
 * holds, waits, sessions and codes all read it, so a day's wait is crossed without sleeping or editing rows.
 * The journeys' authenticator app follows, as a phone's clock would, and the kept sessions of every person
 * (support/sessions.ts) are forgotten: the server ended them once they sat idle past their limit, so the next
 * `signInAs` logs in again.
 */
export async function moveServerClock(request: APIRequestContext, seconds: number): Promise<Date> {
  const response = await request.post('/test/clock', {
    data: { advance_seconds: seconds },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const now = new Date(((await response.json()) as { now: string }).now);
  followServerClock(now);
  forgetSessions();
  return now;
}
