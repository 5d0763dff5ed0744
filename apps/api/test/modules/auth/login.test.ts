import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  DEMO,
  loginAs,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('login', () => {
  it('sets an httpOnly session cookie and /api/user then answers the user', async () => {
    const { response, cookie } = await loginAs(ctx.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect_to: '/panel' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/sarraf_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);

    const user = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: { sarraf_session: cookie! },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      email: DEMO.email,
      role: 'user',
      has_password: true,
      verification_status: 'not_verified',
    });
    expect(user.json()).not.toHaveProperty('password_hash');
  });

  it('sends an operator to the admin area', async () => {
    const { response } = await loginAs(ctx.app, { email: 'admin@example.com', password: 'sarraf-admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect_to: '/admin' });
  });

  it('matches the email case-insensitively', async () => {
    const { response } = await loginAs(ctx.app, { email: 'Demo@Example.COM', password: DEMO.password });
    expect(response.statusCode).toBe(200);
  });

  it('marks the cookie Secure behind an https proxy when the proxy is trusted', async () => {
    const secure = await buildTestApp({ config: { trustProxy: 1 } }, ctx.db);
    try {
      const { response } = await loginAs(secure.app, DEMO, { 'x-forwarded-proto': 'https' });
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('issues a new session id at login and deletes the one the client came with', async () => {
    const first = await loginAs(ctx.app);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      cookies: { sarraf_session: first.cookie! },
      payload: { ...DEMO, captcha: await solvedCaptcha(ctx.app) },
    });
    const secondCookie = second.cookies.find((c) => c.name === 'sarraf_session')?.value;
    expect(second.statusCode).toBe(200);
    expect(secondCookie).toBeTruthy();
    expect(secondCookie).not.toBe(first.cookie);
    const old = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: { sarraf_session: first.cookie! },
    });
    expect(old.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown email with the same 422', async () => {
    const wrong = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email: DEMO.email, password: 'not-the-password', captcha: await solvedCaptcha(ctx.app) },
    });
    const unknown = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: {
        email: 'nobody@example.com',
        password: 'not-the-password',
        captcha: await solvedCaptcha(ctx.app),
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'ایمیل یا رمز عبور اشتباه است.',
      errors: { email: ['ایمیل یا رمز عبور اشتباه است.'] },
    });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('speaks English when X-Locale is en', async () => {
    const response = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...XHR, 'x-locale': 'en' },
      payload: { email: DEMO.email, password: 'nope', captcha: await solvedCaptcha(ctx.app) },
    });
    expect(response.json().message).toBe('The email or password is incorrect.');
  });
});

describe('logout', () => {
  it('deletes the session: the old cookie is refused afterwards', async () => {
    const { cookie } = await loginAs(ctx.app);
    const out = await call(ctx.app, 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      headers: XHR,
      cookies: { sarraf_session: cookie! },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ redirect_to: '/login' });
    const cleared = out.cookies.find((c) => c.name === 'sarraf_session');
    expect(cleared?.value).toBe('');
    const after = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: { sarraf_session: cookie! },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('ابتدا وارد حساب کاربری خود شوید.');
  });

  it('answers 401 without a session', async () => {
    const response = await call(ctx.app, 'logout', { method: 'POST', url: '/api/auth/logout', headers: XHR });
    expect(response.statusCode).toBe(401);
  });
});
