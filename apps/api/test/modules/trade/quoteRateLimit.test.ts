import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, NO_LIMITS, type TestContext } from '../../helpers/buildTestApp.js';
import { fund, newTrader, quote, setPrice } from './tradeFixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    config: { rateLimits: { ...NO_LIMITS, quotesPerUser: { max: 3, windowMs: 60_000 } } },
  });
  await setPrice(ctx, '100000', '99000');
});
afterAll(async () => ctx?.close());

it('quotes are limited per person (429 with Retry-After), and one person at the limit leaves the others alone', async () => {
  const sara = await newTrader(ctx, 'sara@example.com');
  const reza = await newTrader(ctx, 'reza@example.com');
  await fund(ctx, sara, 'IRT', '1000000');
  await fund(ctx, reza, 'IRT', '1000000');
  for (let i = 0; i < 3; i += 1) expect((await quote(ctx, sara, 'Buy', '1000000')).statusCode).toBe(201);
  const limited = await quote(ctx, sara, 'Buy', '1000000', { 'x-locale': 'en' });
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await quote(ctx, reza, 'Buy', '1000000')).statusCode).toBe(201);
});
