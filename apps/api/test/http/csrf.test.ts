import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  DEMO,
  loginAs,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('state-changing requests', () => {
  it('are refused with 403 without X-Requested-With', async () => {
    const fa = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...DEMO, captcha: await solvedCaptcha(ctx.app) },
    });
    expect(fa.statusCode).toBe(403);
    expect(fa.json()).toEqual({ message: 'درخواست بدون سرآیند X-Requested-With پذیرفته نمی‌شود.' });
    expect(fa.cookies).toHaveLength(0);
    const en = await call(ctx.app, 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-locale': 'en', 'x-requested-with': 'fetch' },
    });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ message: 'Requests without the X-Requested-With header are refused.' });
  });

  it('are refused with 403 from a foreign Origin, even with the header', async () => {
    const { cookie } = await loginAs(ctx.app);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:80.evil.example']) {
      const response = await call(ctx.app, 'logout', {
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...XHR, origin, host: 'localhost:80', 'x-locale': 'en' },
        cookies: { sarraf_session: cookie! },
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ message: 'Requests from another origin are refused.' });
    }
    // The session survived the refused attempts.
    const me = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: { sarraf_session: cookie! },
    });
    expect(me.statusCode).toBe(200);
  });

  it('are accepted from the same origin', async () => {
    const { cookie } = await loginAs(ctx.app);
    const response = await call(ctx.app, 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...XHR, origin: 'https://sarraf.example', host: 'sarraf.example' },
      cookies: { sarraf_session: cookie! },
    });
    expect(response.statusCode).toBe(200);
  });

  it('do not apply to reads', async () => {
    const response = await call(ctx.app, 'getCaptchaChallenge', {
      method: 'GET',
      url: '/api/captcha/challenge',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
