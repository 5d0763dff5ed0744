import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  DEMO,
  NO_LIMITS,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    config: {
      rateLimits: { ...NO_LIMITS, loginPerIp: { max: 5, windowMs: 60_000 } },
      lockout: { maxFailures: 2, lockSeconds: 15 * 60 },
    },
  });
});
afterAll(async () => ctx?.close());

async function attempt(email: string, ip: string, locale = 'fa', password = 'wrong-password') {
  return call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { ...XHR, 'x-locale': locale },
    payload: { email, password, captcha: await solvedCaptcha(ctx.app) },
  });
}

describe('login lockout', () => {
  it('locks an email after failed password checks, whatever the IP, and says the wait in minutes', async () => {
    expect((await attempt('victim@example.com', '10.0.0.1')).statusCode).toBe(422);
    expect((await attempt('VICTIM@example.com', '10.0.0.2')).statusCode).toBe(422);
    const locked = await attempt('victim@example.com', '10.0.0.3', 'en');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.json().message).toBe(
      'After several failed attempts, this account cannot log in for 15 more minutes. You can reset your password.',
    );
    const fa = await attempt('victim@example.com', '10.0.0.4', 'fa');
    expect(fa.json().message).toContain('۱۵ دقیقهٔ دیگر');
    // Another email from the same IP is still allowed.
    expect((await attempt('other@example.com', '10.0.0.3')).statusCode).toBe(422);
  });
});

describe('login lockout under concurrent guesses', () => {
  it('counts each guess before its password is checked: of ten at once, two are checked', async () => {
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solvedCaptcha(ctx.app)));
    const statuses = await Promise.all(
      captchas.map(async (captcha, i) => {
        const response = await call(ctx.app, 'login', {
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.4.4.${i}`,
          headers: XHR,
          payload: { email: 'burst@example.com', password: `guess-${i}`, captcha },
        });
        return response.statusCode;
      }),
    );
    expect(statuses.filter((status) => status === 422)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });
});

describe('login rate limit per IP', () => {
  it('limits attempts per IP across emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`user${i}@example.com`, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const limited = await attempt('fresh@example.com', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/^تعداد درخواست‌ها زیاد است/);
  });
});

describe('fake captchas', () => {
  it('never lock the owner out: only failures with a valid captcha count', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await call(ctx.app, 'login', {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.1.1.${i}`,
        headers: XHR,
        payload: { ...DEMO, password: 'attacker-guess', captcha: 'bm90LWEtY2FwdGNoYQ==' },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['captcha']);
    }
    expect((await attempt(DEMO.email, '10.2.2.2', 'fa', DEMO.password)).statusCode).toBe(200);
  });

  it('a successful login clears the count', async () => {
    expect((await attempt(DEMO.email, '10.3.3.1')).statusCode).toBe(422);
    expect((await attempt(DEMO.email, '10.3.3.2', 'fa', DEMO.password)).statusCode).toBe(200);
    expect((await attempt(DEMO.email, '10.3.3.3')).statusCode).toBe(422);
    // One failure since the success: not locked yet.
    expect((await attempt(DEMO.email, '10.3.3.4', 'fa', DEMO.password)).statusCode).toBe(200);
  });
});
