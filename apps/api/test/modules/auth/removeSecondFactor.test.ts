import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCodeOfSession } from '../../helpers/authenticator.js';
import { expectMatchesContract } from '../../helpers/contract.js';
import {
  buildTestApp,
  call,
  enrolAuthenticator,
  loginAs,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { ADMIN, fundToman, IBANS, key, verify, withdrawToman } from '../wallet/walletFixtures.js';

// Turning the authenticator app off (a lost or replaced phone) needs the password and a current code or an
// unused recovery code; it holds withdrawals a day, and so does setting an app up again. The clock starts at
// 2030-01-01 08:00 UTC (11:30 in Tehran).
const PASSWORD = 'correct horse battery staple';
const DAY = 24 * 60 * 60;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

/** Sent once (every try counts in the lockout); a refusal is checked against the contract, a removal is 204. */
async function removeApp(cookie: string, payload: object, locale = 'en') {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/second-factor/totp/remove',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(cookie),
    payload,
  });
  if (answer.statusCode !== 204) expectMatchesContract('removeTotpFactor', answer.statusCode, answer.json());
  return answer;
}

async function factors(cookie: string) {
  const answer = await call(ctx.app, 'getSecondFactors', {
    method: 'GET',
    url: '/api/user/second-factor',
    cookies: session(cookie),
  });
  return answer.json();
}

async function notificationKinds(cookie: string): Promise<string[]> {
  const answer = await call(ctx.app, 'listNotifications', {
    method: 'GET',
    url: '/api/notifications',
    cookies: session(cookie),
  });
  return (answer.json().data as Array<{ kind: string }>).map((notification) => notification.kind);
}

const withdraw = (cookie: string) =>
  withdrawToman(ctx, cookie, { amount: '1000000', iban: IBANS.parsian }, { ...key(), 'x-locale': 'en' });

describe('turning the authenticator app off', () => {
  it('is refused without an app, with a wrong password or a wrong code, and then nothing changes', async () => {
    const without = await signUpWithPassword(ctx, 'remove-none@example.com', PASSWORD, {
      authenticator: false,
    });
    const none = await removeApp(without, { password: PASSWORD, code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No authenticator app is on for this account.');

    const cookie = await signUpWithPassword(ctx, 'remove-wrong@example.com', PASSWORD);
    const code = nextCodeOfSession(ctx.app, cookie, ctx.clock);
    const wrongPassword = await removeApp(cookie, { password: 'not the password', code });
    expect(wrongPassword.statusCode).toBe(422);
    expect(Object.keys(wrongPassword.json().errors)).toEqual(['password']);
    const wrongCode = await removeApp(cookie, { password: PASSWORD, code: '000000' }, 'fa');
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toEqual([
      'کد درست نیست یا پیش‌تر به کار رفته است. کد تازهٔ برنامهٔ تأیید هویت را وارد کنید.',
    ]);
    expect((await factors(cookie)).totp_enabled).toBe(true);
  });

  it('counts wrong guesses in the login lockout: the sixth try is refused even with the right code', async () => {
    const cookie = await signUpWithPassword(ctx, 'remove-lockout@example.com', PASSWORD);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await removeApp(cookie, { password: PASSWORD, code: String(100000 + attempt) });
      expect(guess.statusCode).toBe(422);
    }
    const code = nextCodeOfSession(ctx.app, cookie, ctx.clock);
    expect((await removeApp(cookie, { password: PASSWORD, code })).statusCode).toBe(429);
    expect((await factors(cookie)).totp_enabled).toBe(true);
    ctx.clock.advanceSeconds(15 * 60);
  });

  it('with the code: the app is off, the owner told, money waits for a new app, which holds withdrawals a day', async () => {
    const email = 'remove-code@example.com';
    let cookie = await signUpWithPassword(ctx, email, PASSWORD);
    await verify(ctx, email);
    const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await fundToman(ctx, cookie, admin, '5000000');

    const code = nextCodeOfSession(ctx.app, cookie, ctx.clock);
    expect((await removeApp(cookie, { password: PASSWORD, code })).statusCode).toBe(204);
    expect(await factors(cookie)).toEqual({
      totp_enabled: false,
      totp_enabled_at: null,
      recovery_codes_left: 0,
      passkeys: [],
    });
    expect(await notificationKinds(cookie)).toContain('second_factor_removed');
    const noApp = await withdrawToman(ctx, cookie, {
      amount: '1000000',
      iban: IBANS.parsian,
      totp_code: '123456',
    });
    expect(noApp.statusCode).toBe(403);

    // A new phone an hour later: the app is on again, and withdrawals wait a day from then.
    ctx.clock.advanceSeconds(60 * 60);
    cookie = (await loginAs(ctx.app, { email, password: PASSWORD })).cookie!;
    await enrolAuthenticator(ctx.app, cookie, email, PASSWORD);
    const held = await withdraw(cookie);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(
      /^Your authenticator app was set up again recently\. .* paused until .*2030.* \(Tehran time\)\. Trading stays open\.$/,
    );
    ctx.clock.advanceSeconds(DAY);
    cookie = (await loginAs(ctx.app, { email, password: PASSWORD })).cookie!;
    expect((await withdraw(cookie)).statusCode).toBe(201);
  });

  it('with a recovery code: that code and every other one stop working', async () => {
    const email = 'remove-recovery@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    const codes = await enrolAuthenticator(ctx.app, cookie, email, PASSWORD);
    const removed = await removeApp(cookie, { password: PASSWORD, recovery_code: codes[0] });
    expect(removed.statusCode).toBe(204);
    expect((await factors(cookie)).recovery_codes_left).toBe(0);
    // Set up again: the old codes are not the new app's.
    const fresh = await enrolAuthenticator(ctx.app, cookie, email, PASSWORD);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    const oldCode = await removeApp(cookie, { password: PASSWORD, recovery_code: codes[1] });
    expect(oldCode.statusCode).toBe(422);
    expect(Object.keys(oldCode.json().errors)).toEqual(['recovery_code']);
  });
});
