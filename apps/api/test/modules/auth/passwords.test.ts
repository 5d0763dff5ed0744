import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  DEMO,
  lastCode,
  loginAs,
  outbox,
  session,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const me = (cookie: string | undefined) =>
  call(ctx.app, 'getUser', { method: 'GET', url: '/api/user', cookies: session(cookie) });

const setPassword = (
  cookie: string | undefined,
  password: string,
  confirmation: string,
  locale = 'fa',
  current: string | null = DEMO.password,
) =>
  call(ctx.app, 'setPassword', {
    method: 'POST',
    url: '/api/user/password-set',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(cookie),
    payload: {
      password,
      password_confirmation: confirmation,
      ...(current === null ? {} : { current_password: current }),
    },
  });

describe('setting a password', () => {
  it('needs matching passwords of 8 to 128 characters, with messages in fa and en', async () => {
    const { cookie } = await loginAs(ctx.app);
    const mismatch = await setPassword(cookie, 'abcdefgh', 'abcdefgX', 'en');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords must be same!'] });
    const fa = await setPassword(cookie, 'abcdefgh', 'abcdefgX');
    expect(fa.json().errors).toEqual({ password_confirmation: ['رمزهای عبور باید یکسان باشند!'] });
    const short = await setPassword(cookie, 'short', 'short', 'en');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['At least 8 characters are required.']);
    expect((await setPassword(cookie, 'x'.repeat(129), 'x'.repeat(129))).statusCode).toBe(422);
    const long = 'p'.repeat(128);
    expect((await setPassword(cookie, long, long)).statusCode).toBe(200);
    expect((await loginAs(ctx.app, { email: DEMO.email, password: long })).response.statusCode).toBe(200);
    await setPassword(cookie, DEMO.password, DEMO.password, 'fa', long);
  });

  it('asks for the current password when the account has one', async () => {
    const { cookie } = await loginAs(ctx.app);
    const missing = await setPassword(cookie, 'a-new-password', 'a-new-password', 'en', null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['Enter your current password.'] });
    const wrong = await setPassword(cookie, 'a-new-password', 'a-new-password', 'fa', 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['رمز عبور فعلی اشتباه است.'] });
    expect((await loginAs(ctx.app)).response.statusCode).toBe(200); // unchanged
  });

  it('refuses a password from the common-password list, in any case', async () => {
    const { cookie } = await loginAs(ctx.app);
    for (const common of ['password123', 'Qwertyuiop', '1q2w3e4r5t']) {
      const response = await setPassword(cookie, common, common, 'en');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        password: ['This password is too common and easy to guess. Please choose another one.'],
      });
    }
  });

  it('ends the other sessions of the person and keeps this one', async () => {
    const here = await loginAs(ctx.app);
    const elsewhere = await loginAs(ctx.app);
    const response = await setPassword(here.cookie, 'a-new-password', 'a-new-password');
    expect(response.json()).toEqual({ redirect_to: '/panel' });
    expect((await me(here.cookie)).statusCode).toBe(200);
    expect((await me(elsewhere.cookie)).statusCode).toBe(401);
    expect(
      (await loginAs(ctx.app, { email: DEMO.email, password: 'a-new-password' })).response.statusCode,
    ).toBe(200);
    await setPassword(here.cookie, DEMO.password, DEMO.password, 'fa', 'a-new-password');
  });

  it('answers 401 without a session', async () => {
    const response = await call(ctx.app, 'setPassword', {
      method: 'POST',
      url: '/api/user/password-set',
      headers: XHR,
      payload: { password: 'abcdefgh', password_confirmation: 'abcdefgh' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const askCode = (email: string) =>
    call(ctx.app, 'sendForgotPasswordCode', {
      method: 'POST',
      url: '/api/auth/forget-password/code',
      headers: { ...XHR, 'x-locale': 'en' },
      payload: { email },
    });

  it('answers an unknown email exactly like a known one, and mails only the known one', async () => {
    const known = await askCode(DEMO.email);
    const unknown = await askCode('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      message: 'If this email has an account, a reset code has been sent to it.',
      resend_in: 60,
    });
    // The cooldown applies to both alike, so a second ask cannot tell them apart either.
    const knownAgain = await askCode(DEMO.email);
    const unknownAgain = await askCode('ghost@example.com');
    expect([knownAgain.statusCode, unknownAgain.statusCode]).toEqual([429, 429]);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
    const mails = await outbox(ctx);
    expect(mails.some((m) => m.to === 'ghost@example.com')).toBe(false);
    expect(mails.filter((m) => m.to === DEMO.email).at(-1)?.subject).toBe('کد بازیابی رمز عبور صراف');
  });

  it('resets the password with the code and ends every session', async () => {
    ctx.clock.advanceSeconds(61);
    const { cookie } = await loginAs(ctx.app);
    await askCode(DEMO.email);
    const code = await lastCode(ctx, DEMO.email);
    const reset = (password: string, confirmation: string, theCode = code) =>
      call(ctx.app, 'resetForgottenPassword', {
        method: 'POST',
        url: '/api/auth/forget-password/email',
        headers: { ...XHR, 'x-locale': 'en' },
        payload: { email: DEMO.email, code: theCode, password, password_confirmation: confirmation },
      });
    expect((await reset('recovered-1', 'recovered-2')).json().errors).toEqual({
      password_confirmation: ['Passwords must be same!'],
    });
    const wrongCode = await reset('recovered-1', 'recovered-1', code === '000000' ? '111111' : '000000');
    expect(wrongCode.json().errors).toEqual({ code: ['Invalid verification code'] });
    const ok = await reset('recovered-1', 'recovered-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ redirect_to: '/login' });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await loginAs(ctx.app, { email: DEMO.email, password: 'recovered-1' })).response.statusCode).toBe(
      200,
    );
    expect((await reset('recovered-3', 'recovered-3')).statusCode).toBe(422); // single use
  });

  it('an unknown email can never reset anything', async () => {
    ctx.clock.advanceSeconds(61);
    await askCode('ghost@example.com');
    const attempts = [];
    for (const code of ['123456', '000000']) {
      attempts.push(
        (
          await call(ctx.app, 'resetForgottenPassword', {
            method: 'POST',
            url: '/api/auth/forget-password/email',
            headers: XHR,
            payload: {
              email: 'ghost@example.com',
              code,
              password: 'whatever1',
              password_confirmation: 'whatever1',
            },
          })
        ).statusCode,
      );
    }
    expect(attempts).toEqual([422, 422]);
  });
});

describe('locale', () => {
  it('stores the language', async () => {
    // The recovery tests above left the demo account with this password.
    const { cookie } = await loginAs(ctx.app, { email: DEMO.email, password: 'recovered-1' });
    const response = await call(ctx.app, 'setLocale', {
      method: 'PUT',
      url: '/api/user/locale',
      headers: XHR,
      cookies: session(cookie),
      payload: { locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().locale).toBe('en');
    expect((await me(cookie)).json().locale).toBe('en');
  });
});
