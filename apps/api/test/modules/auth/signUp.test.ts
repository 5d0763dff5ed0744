import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCode } from '../../../src/modules/auth/codes/emailCodes.js';
import {
  buildTestApp,
  call,
  lastCode,
  NO_LIMITS,
  outbox,
  session,
  signUpWithCode,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const sendOtp = (email: string, fs = 1, headers: Record<string, string> = {}) =>
  call(ctx.app, 'sendSignUpOtp', {
    method: 'POST',
    url: '/api/auth/sign-up/otp',
    headers: { ...XHR, ...headers },
    payload: { email, fs },
  });

const verify = (email: string, code: string, ref_code?: string, locale = 'fa') =>
  call(ctx.app, 'verifySignUpOtp', {
    method: 'POST',
    url: '/api/auth/sign-up/verify-otp',
    headers: { ...XHR, 'x-locale': locale },
    payload: { email, code, ...(ref_code ? { ref_code } : {}) },
  });

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-up with an emailed code', () => {
  it('sends a code, and the right code creates the account, signs in and asks for a password', async () => {
    const sent = await sendOtp('new@example.com', 1, { 'x-locale': 'en' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'OTP sent successfully! Redirecting...', resend_in: 60 });
    const code = await lastCode(ctx, 'new@example.com');
    const verified = await verify('new@example.com', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ redirect_to: '/user/password-set' });
    const cookie = verified.cookies.find((c) => c.name === 'sarraf_session')?.value;
    const user = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: session(cookie),
    });
    expect(user.json()).toMatchObject({ email: 'new@example.com', has_password: false, locale: 'fa' });
  });

  it('lets an account without a password read itself and set one, and nothing else until then', async () => {
    const cookie = await signUpWithCode(ctx, 'unfinished@example.com');
    const read = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: session(cookie),
    });
    expect(read.json()).toMatchObject({ has_password: false, must_change_password: false });
    const locale = () =>
      call(ctx.app, 'setLocale', {
        method: 'PUT',
        url: '/api/user/locale',
        headers: { ...XHR, 'x-locale': 'en' },
        cookies: session(cookie),
        payload: { locale: 'en' },
      });
    const refused = await locale();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Please set your own password before you continue.' });

    const set = await call(ctx.app, 'setPassword', {
      method: 'POST',
      url: '/api/user/password-set',
      headers: XHR,
      cookies: session(cookie),
      payload: { password: 'a long and unusual phrase', password_confirmation: 'a long and unusual phrase' },
    });
    expect(set.json()).toEqual({ redirect_to: '/panel' });
    expect((await locale()).statusCode).toBe(200);
  });

  it('refuses a reused code', async () => {
    await sendOtp('reuse@example.com');
    const code = await lastCode(ctx, 'reuse@example.com');
    expect((await verify('reuse@example.com', code)).statusCode).toBe(200);
    const again = await verify('reuse@example.com', code, undefined, 'en');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Invalid verification code',
      errors: { code: ['Invalid verification code'] },
    });
  });

  it('refuses an expired code (10 minutes)', async () => {
    await sendOtp('late@example.com');
    const code = await lastCode(ctx, 'late@example.com');
    ctx.clock.advanceSeconds(10 * 60);
    const response = await verify('late@example.com', code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(['کد تأیید نامعتبر است']);
  });

  it('refuses a guessed code, and the 5th wrong try burns the code', async () => {
    await sendOtp('guess@example.com');
    const code = await lastCode(ctx, 'guess@example.com');
    for (let i = 0; i < 4; i++) expect((await verify('guess@example.com', wrong(code))).statusCode).toBe(422);
    // After 4 wrong tries the code still works for someone else's copy of the flow...
    await sendOtp('guess2@example.com');
    const code2 = await lastCode(ctx, 'guess2@example.com');
    for (let i = 0; i < 4; i++) await verify('guess2@example.com', wrong(code2));
    expect((await verify('guess2@example.com', code2)).statusCode).toBe(200);
    // ...but the 5th wrong try invalidates it: the right code is refused afterwards.
    expect((await verify('guess@example.com', wrong(code))).statusCode).toBe(422);
    expect((await verify('guess@example.com', code)).statusCode).toBe(422);
  });

  it('binds a code to its email and purpose', async () => {
    await sendOtp('bound@example.com');
    const code = await lastCode(ctx, 'bound@example.com');
    expect((await verify('other-bound@example.com', code)).statusCode).toBe(422);
    const reset = await call(ctx.app, 'resetForgottenPassword', {
      method: 'POST',
      url: '/api/auth/forget-password/email',
      headers: XHR,
      payload: {
        email: 'bound@example.com',
        code,
        password: 'longenough1',
        password_confirmation: 'longenough1',
      },
    });
    expect(reset.statusCode).toBe(422);
    expect((await verify('bound@example.com', code)).statusCode).toBe(200);
  });

  it('makes the client wait before a resend, and says how long', async () => {
    await sendOtp('wait@example.com');
    ctx.clock.advanceSeconds(20);
    const early = await sendOtp('wait@example.com', 0, { 'x-locale': 'en' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().message).toBe('Please wait 40 seconds before asking for a new code.');
    ctx.clock.advanceSeconds(40);
    const resent = await sendOtp('wait@example.com', 0, { 'x-locale': 'en' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: 'Verification code has been resent!', resend_in: 60 });
  });

  it('credits the referrer whose code came with the sign-up, also through POST /auth/register', async () => {
    const demo = await ctx.db.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    const registered = await call(ctx.app, 'register', {
      method: 'POST',
      url: '/auth/register',
      headers: XHR,
      payload: { email: 'invited@example.com', ref_code: demo.referral_code.toLowerCase() },
    });
    expect(registered.json()).toEqual({ redirect_to: '/sign-up/otp' });
    expect((await verify('invited@example.com', await lastCode(ctx, 'invited@example.com'))).statusCode).toBe(
      200,
    );
    await sendOtp('direct@example.com');
    await verify('direct@example.com', await lastCode(ctx, 'direct@example.com'), demo.referral_code);
    await sendOtp('nobody-invited@example.com');
    await verify(
      'nobody-invited@example.com',
      await lastCode(ctx, 'nobody-invited@example.com'),
      'NOSUCHCODE',
    );
    const rows = await ctx.db.db
      .selectFrom('users')
      .select(['email', 'referred_by'])
      .where('email', 'in', ['invited@example.com', 'direct@example.com', 'nobody-invited@example.com'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'direct@example.com', referred_by: demo.id },
      { email: 'invited@example.com', referred_by: demo.id },
      { email: 'nobody-invited@example.com', referred_by: null },
    ]);
  });

  it('never signs into an account that has a password, even with a right code', async () => {
    // A code the server holds for demo@example.com (it is never mailed to anyone for a finished account).
    const settings = { secret: 'test-session-secret', ttlSeconds: 600, resendSeconds: 0, maxAttempts: 5 };
    const issued = await issueCode(ctx.db.db, settings, 'sign_up', 'demo@example.com', ctx.clock.now());
    if (!issued.ok) throw new Error('no code issued');
    const response = await verify('DEMO@example.com', issued.code, undefined, 'en');
    expect(response.statusCode).toBe(422);
    // The same answer as a wrong code, so the call does not tell which emails have accounts.
    expect(response.json().errors).toEqual({ code: ['Invalid verification code'] });
    expect(response.cookies.find((c) => c.name === 'sarraf_session')).toBeUndefined();
    ctx.clock.advanceSeconds(61); // past the resend cooldown that code started
  });

  it('answers a registered email like a new one, but mails a notice instead of a usable code', async () => {
    const response = await sendOtp('demo@example.com', 1, { 'x-locale': 'en' });
    expect(response.json()).toEqual({ message: 'OTP sent successfully! Redirecting...', resend_in: 60 });
    const mail = (await outbox(ctx)).filter((m) => m.to === 'demo@example.com').at(-1);
    expect(mail?.subject).toBe('حساب صراف شما'); // the account's stored language
    expect(mail?.text).not.toMatch(/[0-9]{6}/);
  });
});

describe('code limits', () => {
  it('answers 429 with Retry-After past the per-email and per-IP limits', async () => {
    const limited = await buildTestApp(
      {
        config: {
          codes: { resendSeconds: 1 },
          rateLimits: {
            ...NO_LIMITS,
            codeSendPerEmail: { max: 2, windowMs: 60_000 },
            codeSendPerIp: { max: 4, windowMs: 60_000 },
          },
        },
      },
      ctx.db,
    );
    try {
      const send = (email: string, ip: string) =>
        call(limited.app, 'sendSignUpOtp', {
          method: 'POST',
          url: '/api/auth/sign-up/otp',
          remoteAddress: ip,
          headers: { ...XHR, 'x-locale': 'en' },
          payload: { email, fs: 1 },
        });
      expect((await send('limit@example.com', '10.0.0.1')).statusCode).toBe(200);
      limited.clock.advanceSeconds(2);
      expect((await send('LIMIT@example.com', '10.0.0.2')).statusCode).toBe(200);
      limited.clock.advanceSeconds(2);
      const perEmail = await send('limit@example.com', '10.0.0.3');
      expect(perEmail.statusCode).toBe(429);
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
      expect(perEmail.json().message).toMatch(/^Too many requests/);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(`ip${i}@example.com`, '10.0.0.9')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
