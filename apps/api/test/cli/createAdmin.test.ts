import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, describeCreatedAdmin, InvalidEmailError } from '../../src/cli/createAdmin.js';
import { findUserByEmail } from '../../src/modules/users/index.js';
import {
  buildTestApp,
  call,
  DEMO,
  enrolAuthenticator,
  loginAs,
  session,
  XHR,
  type TestContext,
} from '../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const me = async (cookie: string | undefined) =>
  (await call(ctx.app, 'getUser', { method: 'GET', url: '/api/user', cookies: session(cookie) })).json();

const adminQueue = (cookie: string | undefined, locale = 'en') =>
  call(ctx.app, 'adminListVerifications', {
    method: 'GET',
    url: '/api/admin/verifications',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(cookie),
  });

const setPassword = (cookie: string | undefined, current: string, password: string) =>
  call(ctx.app, 'setPassword', {
    method: 'POST',
    url: '/api/user/password-set',
    headers: XHR,
    cookies: session(cookie),
    payload: { current_password: current, password, password_confirmation: password },
  });

describe('admin:create', () => {
  it('makes an operator who must choose their own password before doing anything else', async () => {
    const made = await createAdmin(ctx.db.db, '  Boss@Example.com ', ctx.clock.now());
    expect(made).toEqual({ email: 'boss@example.com', oneTimePassword: expect.any(String), created: true });
    expect(made.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const { response, cookie } = await loginAs(ctx.app, {
      email: 'boss@example.com',
      password: made.oneTimePassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect_to: '/user/password-set' });
    expect(await me(cookie)).toMatchObject({ role: 'admin', must_change_password: true, has_password: true });

    const blocked = await adminQueue(cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: 'Please set your own password before you continue.' });
    expect((await adminQueue(cookie, 'fa')).json().message).toBe('پیش از ادامه، رمز عبور خود را تعیین کنید.');

    const changed = await setPassword(cookie, made.oneTimePassword, 'a quiet harbour at dawn');
    expect(changed.statusCode).toBe(200);
    // Not to the back office yet: the profile, where the operator sets up the authenticator app it needs.
    expect(changed.json()).toEqual({ redirect_to: '/profile' });
    expect(await me(cookie)).toMatchObject({ must_change_password: false });
    // The back office needs an authenticator app on the operator's account too, checked on every call.
    const noApp = await adminQueue(cookie);
    expect(noApp.statusCode).toBe(403);
    expect(noApp.json()).toEqual({
      message: 'To work in the back office, first turn on an authenticator app in your profile.',
    });
    await enrolAuthenticator(ctx.app, cookie!, 'boss@example.com', 'a quiet harbour at dawn');
    expect((await adminQueue(cookie)).statusCode).toBe(200);
  });

  it('keeps only a hash of the one-time password, which stops working once replaced', async () => {
    const made = await createAdmin(ctx.db.db, 'ops@example.com', ctx.clock.now());
    const row = await findUserByEmail(ctx.db.db, 'ops@example.com');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(made.oneTimePassword);

    const { cookie } = await loginAs(ctx.app, { email: 'ops@example.com', password: made.oneTimePassword });
    await setPassword(cookie, made.oneTimePassword, 'another quiet harbour');
    const again = await loginAs(ctx.app, { email: 'ops@example.com', password: made.oneTimePassword });
    expect(again.response.statusCode).toBe(422);
  });

  it('turns an existing account into an operator with a new one-time password, and says so', async () => {
    const made = await createAdmin(ctx.db.db, DEMO.email.toUpperCase(), ctx.clock.now());
    expect(made.created).toBe(false);
    expect(describeCreatedAdmin(made)).toContain('already had an account');

    expect((await loginAs(ctx.app, DEMO)).response.statusCode).toBe(422);
    const { response, cookie } = await loginAs(ctx.app, {
      email: DEMO.email,
      password: made.oneTimePassword,
    });
    expect(response.json()).toEqual({ redirect_to: '/user/password-set' });
    expect(await me(cookie)).toMatchObject({ email: DEMO.email, role: 'admin', must_change_password: true });
  });

  it('prints the one-time password once, with what to do with it', () => {
    const text = describeCreatedAdmin({
      email: 'boss@example.com',
      oneTimePassword: 'Abc-123_xyz-4567',
      created: true,
    });
    expect(text.split('Abc-123_xyz-4567')).toHaveLength(2);
    expect(text).toMatch(/shown only this once/);
    expect(text).toMatch(/asks for a new password/);
  });

  it('refuses what is not an email address and creates nothing', async () => {
    for (const email of ['', 'not-an-email', 'a@b@example.com', `${'x'.repeat(250)}@example.com`]) {
      await expect(createAdmin(ctx.db.db, email), email).rejects.toBeInstanceOf(InvalidEmailError);
    }
    const admins = await ctx.db.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins.map((row) => row.email).sort()).toEqual([
      'admin@example.com',
      'boss@example.com',
      'demo@example.com',
      'desk@example.com',
      'ops@example.com',
    ]);
  });
});
