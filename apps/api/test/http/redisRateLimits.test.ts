import { randomInt } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHook } from '../../src/http/rateLimit.js';
import { REDIS_NAMESPACE, sharedRateLimitStore } from '../../src/http/rateLimitStore/index.js';
import { buildTestApp, call, NO_LIMITS, type TestContext } from '../helpers/buildTestApp.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens on port 1: connections are refused at once. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp)
  console.warn(`Redis rate-limit tests skipped: no Redis answers at ${REDIS_URL} (TEST_REDIS_URL)`);

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.cleanup());

describe.skipIf(!redisUp)(`limits in Redis (skipped when no Redis answers at ${REDIS_URL})`, () => {
  const apps: TestContext[] = [];
  // A fresh client address per run: Redis outlives the test, and its counters must not carry over.
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const instance = async () => {
    const ctx = await buildTestApp(
      {
        config: {
          redisUrl: REDIS_URL,
          rateLimits: { ...NO_LIMITS, captchaPerIp: { max: 3, windowMs: 60_000 } },
        },
      },
      db,
    );
    apps.push(ctx);
    return ctx;
  };
  const challenge = (ctx: TestContext) =>
    call(ctx.app, 'getCaptchaChallenge', { method: 'GET', url: '/api/captcha/challenge', remoteAddress: ip });

  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    const redis = new Redis(REDIS_URL);
    await redis.del(`${REDIS_NAMESPACE}captcha-ip:${ip}`);
    redis.disconnect();
  });

  it('counts the hits of every instance together, survives a restart and writes nothing to the database', async () => {
    const [first, second] = [await instance(), await instance()];
    const statuses = [];
    for (const ctx of [first, second, first, second]) statuses.push((await challenge(ctx)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect((await challenge(await instance())).statusCode).toBe(429);
    expect(await db.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through with a warning instead of failing them', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(fastifyRateLimit, {
      global: false,
      store: await sharedRateLimitStore(app, DEAD_REDIS_URL, db.db),
    });
    const onRequest = rateLimitHook(app, 'guarded', { max: 1, windowMs: 60_000 });
    app.get('/guarded', { onRequest }, async () => ({ ok: true }));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ url: '/guarded' })).statusCode);
    await app.close();
    expect(statuses).toEqual([200, 200, 200]);
    expect(lines.filter((line) => line.includes('Redis unreachable'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('rate limit not checked'))).toHaveLength(3);
  });
});
