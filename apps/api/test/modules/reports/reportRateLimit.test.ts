import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, call, NO_LIMITS, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { newTrader } from '../trade/tradeFixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    config: { rateLimits: { ...NO_LIMITS, reportsPerUser: { max: 2, windowMs: 60_000 } } },
  });
});
afterAll(async () => {
  await ctx?.close();
});

it('limits how many reports one person asks for, not everyone behind the same address', async () => {
  const sara = await newTrader(ctx, 'sara@example.com');
  const omid = await newTrader(ctx, 'omid@example.com');
  const ask = (cookie: string) =>
    call(ctx.app, 'createReport', {
      method: 'POST',
      url: '/api/reports',
      headers: XHR,
      cookies: session(cookie),
      payload: { from: '2030-01-01', to: '2030-01-31' },
    });
  expect((await ask(sara.cookie)).statusCode).toBe(201);
  expect((await ask(sara.cookie)).statusCode).toBe(201);
  const third = await ask(sara.cookie);
  expect(third.statusCode).toBe(429);
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  expect((await ask(omid.cookie)).statusCode).toBe(201);
});
