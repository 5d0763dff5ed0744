import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  DEMO,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { captcha: { ttlSeconds: 120 } } });
});
afterAll(async () => ctx?.close());

function loginWith(captcha: string | undefined, locale = 'fa') {
  const payload: Record<string, string> = { ...DEMO };
  if (captcha !== undefined) payload.captcha = captcha;
  return call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...XHR, 'x-locale': locale },
    payload,
  });
}

describe('captcha', () => {
  it('hands out a signed, expiring, uncacheable challenge', async () => {
    const response = await call(ctx.app, 'getCaptchaChallenge', {
      method: 'GET',
      url: '/api/captcha/challenge',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 500 });
    expect(challenge.salt).toMatch(/expires=\d+/);
  });

  it('is required at login', async () => {
    const response = await loginWith(undefined);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.captcha).toEqual(['این فیلد الزامی است.']);
  });

  it('refuses a wrong solution', async () => {
    const good = JSON.parse(Buffer.from(await solvedCaptcha(ctx.app), 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    const response = await loginWith(wrong, 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The anti-robot check is invalid or expired. Please try again.',
      errors: { captcha: ['The anti-robot check is invalid or expired. Please try again.'] },
    });
  });

  it('refuses garbage that is not a payload at all', async () => {
    const response = await loginWith('!!not base64 json!!');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['captcha']);
  });

  it('refuses an expired solution', async () => {
    const captcha = await solvedCaptcha(ctx.app);
    ctx.clock.advanceSeconds(121);
    const response = await loginWith(captcha);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.captcha).toEqual([
      'تأیید ضدربات نامعتبر یا منقضی شده است. دوباره تلاش کنید.',
    ]);
  });

  it('accepts a solution once only', async () => {
    const captcha = await solvedCaptcha(ctx.app);
    expect((await loginWith(captcha)).statusCode).toBe(200);
    const again = await loginWith(captcha);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('captcha');
  });

  it('a reused solution is refused even after a failed login with it', async () => {
    const captcha = await solvedCaptcha(ctx.app);
    const failed = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email: DEMO.email, password: 'wrong-password', captcha },
    });
    expect(failed.json().errors).toHaveProperty('email');
    const reused = await loginWith(captcha);
    expect(reused.json().errors).toHaveProperty('captcha');
  });
});
