import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  NO_LIMITS,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    rateLimits: {
      ...NO_LIMITS,
      loginPerIp: { max: 5, windowMs: 60_000 },
      loginPerEmail: { max: 2, windowMs: 60_000 },
      captchaPerIp: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => ctx?.close());

async function attempt(email: string, ip: string, locale = 'fa') {
  return call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { ...XHR, 'x-locale': locale },
    payload: { email, password: 'wrong-password', captcha: await solvedCaptcha(ctx.app) },
  });
}

describe('login rate limits', () => {
  it('limits attempts per email, whatever the IP', async () => {
    expect((await attempt('victim@example.com', '10.0.0.1')).statusCode).toBe(422);
    expect((await attempt('VICTIM@example.com', '10.0.0.2')).statusCode).toBe(422);
    const limited = await attempt('victim@example.com', '10.0.0.3', 'en');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // Another email from the same IP is still allowed.
    expect((await attempt('other@example.com', '10.0.0.3')).statusCode).toBe(422);
  });

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
