import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SECURITY_NOTICE_KINDS,
  sendDueNotificationEmails,
} from '../../../src/modules/notifications/index.js';
import {
  buildTestApp,
  call,
  enrolAuthenticator,
  resetPasswordByMail,
  loginAs,
  outbox,
  session,
  signUpWithPassword,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { ADMIN, fundToman, IBANS, verify, withdrawToman } from '../wallet/walletFixtures.js';

// The owner hears, in the app and by mail in their language, of every change that could let someone else
// move their money: a new browser, a password changed or reset, a factor added, a recovery code, a withdrawal.
const PASSWORD = 'correct horse battery staple';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

async function notices(cookie: string) {
  const listed = await call(ctx.app, 'listNotifications', {
    method: 'GET',
    url: '/api/notifications',
    headers: { 'x-locale': 'en' },
    cookies: session(cookie),
  });
  return (listed.json().data as { kind: string; body: string; link: string | null }[]).filter((n) =>
    (SECURITY_NOTICE_KINDS as readonly string[]).includes(n.kind),
  );
}

const LINKS = { publicUrl: 'https://sarraf.test', freezeLinkSeconds: 24 * 60 * 60 };

async function mailsTo(email: string) {
  await sendDueNotificationEmails(ctx.db.db, ctx.app.core.mailer, ctx.clock.now, LINKS);
  return (await outbox(ctx)).filter((mail) => mail.to === email);
}

async function loginFrom(email: string, device?: string) {
  const response = await call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...XHR, 'user-agent': FIREFOX },
    cookies: device ? { sarraf_device: device } : {},
    payload: { email, password: PASSWORD, captcha: await solvedCaptcha(ctx.app) },
  });
  return {
    cookie: response.cookies.find((c) => c.name === 'sarraf_session')?.value,
    device: response.cookies.find((c) => c.name === 'sarraf_device')?.value,
  };
}

describe('security notices', () => {
  it('a sign-in from a browser new to the account, and not from one it knows', async () => {
    const email = 'new-browser@example.com';
    const signedUp = await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    await ctx.db.db.updateTable('users').set({ locale: 'en' }).where('email', '=', email).execute();
    // The browser that signed up is known: its next sign-in says nothing.
    const first = await loginFrom(email);
    expect(await notices(signedUp)).toEqual([
      expect.objectContaining({
        kind: 'new_device_sign_in',
        body: 'Your account was signed in from a browser it had not seen before: Firefox 133 · Windows 10, address 127.0.0.1. If this was not you, change your password now and tell support.',
        link: '/profile',
      }),
    ]);
    await loginFrom(email, first.device);
    expect(await notices(signedUp)).toHaveLength(1);
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Sign-in from a new browser');
    expect(mail?.text).toContain('Firefox 133 · Windows 10');
  });

  it('a factor added, a password changed, a withdrawal requested, a recovery code used: each told once', async () => {
    const email = 'told@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    await ctx.db.db.updateTable('users').set({ locale: 'en' }).where('email', '=', email).execute();
    const codes = await enrolAuthenticator(ctx.app, cookie, email, PASSWORD);
    await verify(ctx, email);
    await fundToman(ctx, cookie, (await loginAs(ctx.app, ADMIN)).cookie!, '3000000');
    expect((await withdrawToman(ctx, cookie, { amount: '1000000', iban: IBANS.mellat })).statusCode).toBe(
      201,
    );
    const changed = await call(ctx.app, 'setPassword', {
      method: 'POST',
      url: '/api/user/password-set',
      headers: XHR,
      cookies: session(cookie),
      payload: {
        current_password: PASSWORD,
        password: 'a second phrase 9',
        password_confirmation: 'a second phrase 9',
      },
    });
    expect(changed.statusCode).toBe(200);
    const login = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email, password: 'a second phrase 9', captcha: await solvedCaptcha(ctx.app) },
    });
    const pending = login.cookies.find((c) => c.name === 'sarraf_pending_login')!.value;
    const recovered = await call(ctx.app, 'loginSecondFactor', {
      method: 'POST',
      url: '/api/auth/login/second-factor',
      headers: XHR,
      cookies: { sarraf_pending_login: pending },
      payload: { recovery_code: codes[0] },
    });
    expect(recovered.statusCode).toBe(200);
    const list = await notices(cookie);
    // The recovery code was typed in a browser the account had not seen (no device cookie): told twice over.
    expect(list.map((n) => n.kind)).toEqual([
      'new_device_sign_in',
      'recovery_code_used',
      'password_changed',
      'withdrawal_requested',
      'second_factor_added',
    ]);
    expect(list[1]!.body).toContain('(9 left); withdrawals are paused for 24 hours');
    expect(list[3]!.body).toBe(
      'A withdrawal of 1,000,000 IRT to IR36…4321 was requested and waits for review. If this was not you, tell support now: it has not been paid.',
    );
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Two-step sign-in is on', 'Withdrawal requested', 'Your password was changed']),
    );
  });

  it('a password reset', async () => {
    const email = 'reset-told@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    const reset = await resetPasswordByMail(ctx, email, PASSWORD + '!');
    expect(reset.statusCode).toBe(200);
    const again = (await loginAs(ctx.app, { email, password: PASSWORD + '!' })).cookie ?? cookie;
    expect((await notices(again)).map((n) => n.kind)).toContain('password_reset');
  });
});

describe('"this was not me"', () => {
  const freeze = (token: string) =>
    call(ctx.app, 'freezeWithdrawals', {
      method: 'POST',
      url: '/api/security/freeze-withdrawals',
      headers: { ...XHR, 'x-locale': 'en' },
      payload: { token },
    });

  it('the link in a security mail stops every withdrawal at once, without signing in, once', async () => {
    const email = 'not-me@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    await ctx.db.db.updateTable('users').set({ locale: 'en' }).where('email', '=', email).execute();
    await verify(ctx, email);
    await fundToman(ctx, cookie, (await loginAs(ctx.app, ADMIN)).cookie!, '3000000');
    expect((await withdrawToman(ctx, cookie, { amount: '1000000', iban: IBANS.mellat })).statusCode).toBe(
      201,
    );
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Withdrawal requested')!;
    expect(mail.text).toContain(
      'If this was not you, stop every withdrawal of your account now with this link',
    );
    expect(mail.text).toContain('(once, within 24 hours)');
    const link = new URL(/https:\/\/sarraf\.test\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/security/freeze');
    const token = link.searchParams.get('token')!;

    const frozen = await freeze(token);
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toEqual({ frozen_at: ctx.clock.now().toISOString() });
    // Every session ended; signed in again (password and code), a withdrawal is refused and says why.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user', cookies: session(cookie) })).statusCode,
    ).toBe(401);
    const again = (await loginAs(ctx.app, { email, password: PASSWORD })).cookie!;
    const refused = await withdrawToman(
      ctx,
      again,
      { amount: '1000000', iban: IBANS.mellat },
      { 'x-locale': 'en', 'idempotency-key': crypto.randomUUID() },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Withdrawals from this account were stopped by its owner from a security mail. Contact support to open them again.',
    );
    // The link works once.
    const reused = await freeze(token);
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual(['token']);
    // Support hears from the owner; an operator opens withdrawals again with a note, kept in the audit log.
    const operator = (await loginAs(ctx.app, ADMIN)).cookie!;
    const lift = (payload: object) =>
      call(ctx.app, 'adminLiftWithdrawalFreeze', {
        method: 'POST',
        url: '/api/admin/security/lift-withdrawal-freeze',
        headers: { ...XHR, 'x-locale': 'en' },
        cookies: session(operator),
        payload,
      });
    expect((await lift({ email, note: '  ' })).statusCode).toBe(422);
    expect((await lift({ email: 'nobody@example.com', note: 'Called.' })).statusCode).toBe(404);
    const lifted = await lift({ email: email.toUpperCase(), note: 'Owner called from the verified number.' });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ email, frozen_at: frozen.json().frozen_at });
    expect((await lift({ email, note: 'Again.' })).statusCode).toBe(409);
    const audit = await ctx.db.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'security.liftWithdrawalFreeze')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ email, note: 'Owner called from the verified number.' });
    const open = await withdrawToman(
      ctx,
      again,
      { amount: '1000000', iban: IBANS.mellat },
      { 'x-locale': 'en', 'idempotency-key': crypto.randomUUID() },
    );
    expect(open.statusCode).toBe(201);
  });

  it('a link past its day, or one never sent, stops nothing', async () => {
    const email = 'late-link@example.com';
    await signUpWithPassword(ctx, email, PASSWORD);
    const mail = (await mailsTo(email)).find(
      (m) => /authenticator/.test(m.text) || /تأیید هویت/.test(m.text),
    )!;
    const token = new URL(/https:\/\/sarraf\.test\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect((await freeze('not-a-token')).statusCode).toBe(422);
    ctx.clock.advanceSeconds(24 * 60 * 60 + 1);
    expect((await freeze(token)).statusCode).toBe(422);
    const row = await ctx.db.db
      .selectFrom('users')
      .select('withdrawals_frozen_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.withdrawals_frozen_at).toBeNull();
  });
});
