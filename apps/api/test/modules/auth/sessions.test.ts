import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  loginAs,
  session,
  signUpWithPassword,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

// Where a person is signed in, and every attempt on their account: read, and ended from another device.
const PASSWORD = 'correct horse battery staple';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

/** A login from a browser (its User-Agent and, when it has one, its device cookie). */
async function loginFrom(email: string, password: string, userAgent: string, device?: string) {
  const response = await call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...XHR, 'user-agent': userAgent, 'x-locale': 'en' },
    cookies: device ? { sarraf_device: device } : {},
    payload: { email, password, captcha: await solvedCaptcha(ctx.app) },
  });
  return {
    response,
    cookie: response.cookies.find((c) => c.name === 'sarraf_session')?.value,
    device: response.cookies.find((c) => c.name === 'sarraf_device'),
  };
}

const sessionsOf = async (cookie: string) =>
  (
    await call(ctx.app, 'listSessions', {
      method: 'GET',
      url: '/api/user/sessions',
      cookies: session(cookie),
    })
  ).json().data;

const history = async (cookie: string) =>
  (
    await call(ctx.app, 'getLoginHistory', {
      method: 'GET',
      url: '/api/user/login-history',
      cookies: session(cookie),
    })
  ).json().data;

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/user', cookies: session(cookie) });

describe('the sessions list', () => {
  it('shows each browser, this one first, and signs one other out', async () => {
    const email = 'two-browsers@example.com';
    await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    const phone = await loginFrom(email, PASSWORD, CHROME_ANDROID);
    ctx.clock.advanceSeconds(60);
    const laptop = await loginFrom(email, PASSWORD, FIREFOX_WINDOWS);
    const listed = await sessionsOf(laptop.cookie!);
    expect(listed.slice(0, 2)).toEqual([
      expect.objectContaining({ browser: 'Firefox 133', os: 'Windows 10', current: true }),
      expect.objectContaining({ browser: 'Chrome 131', os: 'Android 14', current: false }),
    ]);
    const phoneSession = listed.find((s: { browser: string }) => s.browser === 'Chrome 131');
    expect(phoneSession.ip).toBe('127.0.0.1');

    // The current session is logging out, someone else's number is not found; the phone's ends at once.
    const current = listed.find((s: { current: boolean }) => s.current);
    const self = await call(ctx.app, 'endSession', {
      method: 'DELETE',
      url: `/api/user/sessions/${current.id}`,
      headers: { ...XHR, 'x-locale': 'en' },
      cookies: session(laptop.cookie),
    });
    expect(self.statusCode).toBe(422);
    const stranger = (await loginAs(ctx.app, { email: 'admin@example.com', password: 'sarraf-admin' }))
      .cookie!;
    const notTheirs = await call(ctx.app, 'endSession', {
      method: 'DELETE',
      url: `/api/user/sessions/${phoneSession.id}`,
      headers: XHR,
      cookies: session(stranger),
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await me(phone.cookie!)).statusCode).toBe(200);
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${phoneSession.id}`,
      headers: XHR,
      cookies: session(laptop.cookie),
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(phone.cookie!)).statusCode).toBe(401);
    expect((await me(laptop.cookie!)).statusCode).toBe(200);
  });

  it('signs every other session out at once and keeps this one', async () => {
    const email = 'sign-out-others@example.com';
    const first = await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    const second = await loginFrom(email, PASSWORD, CHROME_ANDROID);
    const third = await loginFrom(email, PASSWORD, FIREFOX_WINDOWS);
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/sessions',
      headers: XHR,
      cookies: session(third.cookie),
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second.cookie!)).statusCode).toBe(401);
    expect(await sessionsOf(third.cookie!)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('the login history', () => {
  it('lists wrong passwords, sign-ins and the lock, telling a new browser from one seen before', async () => {
    const email = 'history@example.com';
    await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    const first = await loginFrom(email, PASSWORD, CHROME_ANDROID);
    // The device cookie: long-lived, not readable by scripts.
    expect(first.device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.device!.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);
    ctx.clock.advanceSeconds(10);
    expect(
      (await loginFrom(email, 'wrong password', CHROME_ANDROID, first.device!.value)).response.statusCode,
    ).toBe(422);
    ctx.clock.advanceSeconds(10);
    const again = await loginFrom(email, PASSWORD, CHROME_ANDROID, first.device!.value);
    ctx.clock.advanceSeconds(10);
    await loginFrom(email, 'wrong password', FIREFOX_WINDOWS);
    const events = await history(again.cookie!);
    expect(events.map((e: { outcome: string; new_device: boolean }) => [e.outcome, e.new_device])).toEqual([
      ['wrong_password', true],
      ['signed_in', false],
      ['wrong_password', false],
      ['signed_in', true],
    ]);
    expect(events[0]).toMatchObject({ browser: 'Firefox 133', os: 'Windows 10', ip: '127.0.0.1' });

    // Locked after five wrong passwords: the refused attempt is in the history too.
    for (let i = 0; i < 5; i += 1) await loginFrom(email, 'still wrong', FIREFOX_WINDOWS);
    const locked = await loginFrom(email, PASSWORD, FIREFOX_WINDOWS);
    expect(locked.response.statusCode).toBe(429);
    expect((await history(again.cookie!))[0]).toMatchObject({ outcome: 'locked' });
  });

  it('forgets attempts after 30 days', async () => {
    const email = 'old-history@example.com';
    await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    await loginFrom(email, 'wrong password', CHROME_ANDROID);
    ctx.clock.advanceSeconds(31 * 24 * 60 * 60);
    const later = await loginFrom(email, PASSWORD, CHROME_ANDROID);
    expect((await history(later.cookie!)).map((e: { outcome: string }) => e.outcome)).toEqual(['signed_in']);
  });
});
