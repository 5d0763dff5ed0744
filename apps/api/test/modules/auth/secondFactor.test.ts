import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  session,
  signUpWithPassword,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { IBANS, key, withdrawToman } from '../wallet/walletFixtures.js';

// The person's authenticator app: RFC 6238 from the secret the server showed, at the server's clock.
const codeAt = (secret: string, at: Date, stepsAhead = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(at.getTime() / 30_000) + stepsAhead), 6);

const PASSWORD = 'correct horse battery staple';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

async function startEnrolment(cookie: string, password = PASSWORD) {
  return call(ctx.app, 'startTotpEnrolment', {
    method: 'POST',
    url: '/api/user/second-factor/totp',
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: session(cookie),
    payload: { password },
  });
}

async function confirm(cookie: string, code: string) {
  return call(ctx.app, 'confirmTotpEnrolment', {
    method: 'POST',
    url: '/api/user/second-factor/totp/confirm',
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: session(cookie),
    payload: { code },
  });
}

/** A person with an authenticator app set up: their secret and recovery codes. */
async function enrolled(email: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const cookie = await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
  const { secret } = (await startEnrolment(cookie)).json();
  const confirmed = await confirm(cookie, codeAt(secret, ctx.clock.now()));
  expect(confirmed.statusCode).toBe(200);
  // The next code is a new step's: the one that confirmed is spent.
  ctx.clock.advanceSeconds(30);
  return { secret, recoveryCodes: confirmed.json().recovery_codes };
}

async function passwordStep(email: string, password = PASSWORD) {
  const response = await call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...XHR, 'x-locale': 'en' },
    payload: { email, password, captcha: await solvedCaptcha(ctx.app) },
  });
  const pending = response.cookies.find((c) => c.name === 'sarraf_pending_login')?.value;
  return { response, pending };
}

async function secondStep(pending: string | undefined, payload: { code?: string; recovery_code?: string }) {
  const response = await call(ctx.app, 'loginSecondFactor', {
    method: 'POST',
    url: '/api/auth/login/second-factor',
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: pending ? { sarraf_pending_login: pending } : {},
    payload,
  });
  return { response, cookie: response.cookies.find((c) => c.name === 'sarraf_session')?.value };
}

describe('setting up an authenticator app', () => {
  it('needs the password, shows the secret once, and turns on only with a right first code', async () => {
    const cookie = await signUpWithPassword(ctx, 'enrol@example.com', PASSWORD, { authenticator: false });
    const wrongPassword = await startEnrolment(cookie, 'not the password');
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ password: ['The password is incorrect.'] });

    const started = await startEnrolment(cookie);
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Sarraf:enrol%40example.com?issuer=Sarraf&algorithm=SHA1&secret=${secret}&period=30&digits=6`,
    );
    // Kept sealed with the server's key, never as typed.
    const row = await ctx.db.db
      .selectFrom('totp_factors as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .selectAll('t')
      .where('u.email', '=', 'enrol@example.com')
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.enabled_at).toBeNull();

    const wrongCode = await confirm(cookie, codeAt(secret, ctx.clock.now(), 5));
    expect(wrongCode.statusCode).toBe(422);
    expect(Object.keys(wrongCode.json().errors)).toEqual(['code']);

    // Persian digits, as a Persian keyboard types them.
    const persian = codeAt(secret, ctx.clock.now()).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const confirmed = await confirm(cookie, persian);
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const stored = await ctx.db.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);

    const factors = await call(ctx.app, 'getSecondFactors', {
      method: 'GET',
      url: '/api/user/second-factor',
      cookies: session(cookie),
    });
    expect(factors.json()).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    // A confirmed app is never replaced by starting again.
    expect((await startEnrolment(cookie)).statusCode).toBe(409);
    expect((await confirm(cookie, codeAt(secret, ctx.clock.now()))).statusCode).toBe(409);
  });

  it('answers 409 to a first code before any set-up', async () => {
    const cookie = await signUpWithPassword(ctx, 'nosetup@example.com', PASSWORD, { authenticator: false });
    const response = await confirm(cookie, '123456');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Start setting up the authenticator app first.');
  });
});

describe('logging in with a second factor', () => {
  it('starts no session on the password alone; the code starts it, once', async () => {
    const { secret } = await enrolled('login2fa@example.com');
    const { response, pending } = await passwordStep('login2fa@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect_to: '/panel', second_factor_required: true });
    expect(response.cookies.map((c) => c.name)).toEqual(['sarraf_pending_login']);
    expect(pending).toBeDefined();

    const code = codeAt(secret, ctx.clock.now());
    const done = await secondStep(pending, { code });
    expect(done.response.statusCode).toBe(200);
    expect(done.response.json()).toEqual({ redirect_to: '/panel' });
    const user = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: session(done.cookie),
    });
    expect(user.json().email).toBe('login2fa@example.com');

    // The pending login is spent, and the same code does not open a second login.
    expect((await secondStep(pending, { code })).response.statusCode).toBe(409);
    const again = await passwordStep('login2fa@example.com');
    const replay = await secondStep(again.pending, { code });
    expect(replay.response.statusCode).toBe(422);
    expect(replay.response.json().errors).toEqual({
      code: ['The code is wrong or was already used. Enter the current code from your authenticator app.'],
    });
    ctx.clock.advanceSeconds(30);
    expect(
      (await secondStep(again.pending, { code: codeAt(secret, ctx.clock.now()) })).response.statusCode,
    ).toBe(200);
  });

  it('takes a recovery code once, in any case and grouping', async () => {
    const { secret, recoveryCodes } = await enrolled('recovery@example.com');
    const first = await passwordStep('recovery@example.com');
    const typed = recoveryCodes[3]!.toLowerCase().replace(/-/g, ' ');
    const recovered = await secondStep(first.pending, { recovery_code: typed });
    expect(recovered.response.statusCode).toBe(200);
    // The app was not at hand: whoever this is, no money leaves for a day.
    const withdrawal = await withdrawToman(
      ctx,
      recovered.cookie!,
      { amount: '1000000', iban: IBANS.parsian, totp_code: codeAt(secret, ctx.clock.now()) },
      { ...key(), 'x-locale': 'en' },
    );
    expect(withdrawal.statusCode).toBe(409);
    expect(withdrawal.json().message).toMatch(/^You signed in with a recovery code\./);
    const second = await passwordStep('recovery@example.com');
    const reused = await secondStep(second.pending, { recovery_code: recoveryCodes[3]! });
    expect(reused.response.statusCode).toBe(422);
    expect(Object.keys(reused.response.json().errors)).toEqual(['recovery_code']);
    expect((await secondStep(second.pending, { code: '1', recovery_code: 'x' })).response.statusCode).toBe(
      422,
    );
  });

  it('counts wrong codes in the lockout: the password then four wrong codes lock the email', async () => {
    const { secret } = await enrolled('guessed@example.com');
    const { pending } = await passwordStep('guessed@example.com');
    const wrong = codeAt(secret, ctx.clock.now(), 7);
    for (let i = 0; i < 4; i++)
      expect((await secondStep(pending, { code: wrong })).response.statusCode).toBe(422);
    const locked = await secondStep(pending, { code: codeAt(secret, ctx.clock.now()) });
    expect(locked.response.statusCode).toBe(429);
    expect((await passwordStep('guessed@example.com')).response.statusCode).toBe(429);
  });

  it('lets the step between password and code last five minutes', async () => {
    const { secret } = await enrolled('slow@example.com');
    const { pending } = await passwordStep('slow@example.com');
    ctx.clock.advanceSeconds(5 * 60 + 1);
    const late = await secondStep(pending, { code: codeAt(secret, ctx.clock.now()) });
    expect(late.response.statusCode).toBe(409);
    expect(late.response.json().message).toBe(
      'The sign-in took too long. Enter your email and password again.',
    );
    expect((await secondStep(undefined, { code: '123456' })).response.statusCode).toBe(409);
  });

  it('leaves a person without a second factor as before: one step, a session', async () => {
    await signUpWithPassword(ctx, 'onestep@example.com', PASSWORD, { authenticator: false });
    const { response } = await passwordStep('onestep@example.com');
    expect(response.json()).toEqual({ redirect_to: '/panel' });
    expect(response.cookies.map((c) => c.name)).toEqual(['sarraf_session', 'sarraf_device']);
  });
});
