import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { buildTestApp, call, NO_LIMITS, type TestContext } from '../helpers/buildTestApp.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

const PROXY = '10.0.0.2';
// One database for the three apps below; each uses its own client addresses.
let db: TestDb;
const apps: TestContext[] = [];
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const ctx of apps) await ctx.close();
  await db?.cleanup();
});

async function appBehind(trustProxy: Config['trustProxy']): Promise<TestContext> {
  const ctx = await buildTestApp(
    { config: { trustProxy, rateLimits: { ...NO_LIMITS, captchaPerIp: { max: 2, windowMs: 60_000 } } } },
    db,
  );
  apps.push(ctx);
  return ctx;
}

async function challenge(ctx: TestContext, from: string, forwardedFor?: string): Promise<number> {
  const response = await call(ctx.app, 'getCaptchaChallenge', {
    method: 'GET',
    url: '/api/captcha/challenge',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.statusCode;
}

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('limits the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const ctx = await appBehind(1);
    // The proxy appends the address it saw; everything before it is the client's own text.
    const statuses = [];
    for (const forged of ['1.2.3.4', '5.6.7.8', '9.9.9.9'])
      statuses.push(await challenge(ctx, PROXY, `${forged}, 203.0.113.7`));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await challenge(ctx, PROXY, '203.0.113.8')).toBe(200);
  });
});

describe('behind proxies given by address (TRUST_PROXY=10.0.0.2)', () => {
  it('takes X-Forwarded-For only from those proxies', async () => {
    const ctx = await appBehind([PROXY]);
    expect(await challenge(ctx, PROXY, '1.2.3.4, 203.0.113.9')).toBe(200);
    expect(await challenge(ctx, PROXY, '5.6.7.8, 203.0.113.9')).toBe(200);
    expect(await challenge(ctx, PROXY, '203.0.113.9')).toBe(429);
    // A client connecting directly is limited by its own address, whatever it claims.
    const direct = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
      direct.push(await challenge(ctx, '198.51.100.3', forged));
    expect(direct).toEqual([200, 200, 429]);
  });
});

describe('without a trusted proxy (TRUST_PROXY unset)', () => {
  it('ignores X-Forwarded-For: a forged one buys no fresh window', async () => {
    const ctx = await appBehind(false);
    const statuses = [];
    for (const forged of ['1.2.3.4', '5.6.7.8', '9.9.9.9'])
      statuses.push(await challenge(ctx, '198.51.100.4', forged));
    expect(statuses).toEqual([200, 200, 429]);
    // The same forged header from another connection counts for that connection only.
    expect(await challenge(ctx, '198.51.100.5', '1.2.3.4')).toBe(200);
  });
});
