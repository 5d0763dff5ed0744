import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors/DomainError.js';
import { rateLimitHook } from '../../src/http/rateLimit.js';
import { sharedRateLimitStore } from '../../src/http/rateLimitStore/index.js';
import { buildTestApp, call, NO_LIMITS, type TestContext } from '../helpers/buildTestApp.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

// Two apps on one database stand for two server instances; closing one and building another is a restart.
const LIMITS = { ...NO_LIMITS, captchaPerIp: { max: 3, windowMs: 60_000 } };

let db: TestDb;
const apps: TestContext[] = [];
async function instance(): Promise<TestContext> {
  const ctx = await buildTestApp({ config: { rateLimits: LIMITS } }, db);
  apps.push(ctx);
  return ctx;
}
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const ctx of apps) await ctx.close();
  await db?.cleanup();
});

function challenge(ctx: TestContext, ip: string) {
  return call(ctx.app, 'getCaptchaChallenge', {
    method: 'GET',
    url: '/api/captcha/challenge',
    remoteAddress: ip,
  });
}

describe('a limit shared through PostgreSQL', () => {
  it('counts the hits of every instance together and survives a restart', async () => {
    const first = await instance();
    const second = await instance();
    const ip = '198.51.100.10';
    const statuses = [];
    for (const ctx of [first, second, first, second]) statuses.push((await challenge(ctx, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number((await challenge(first, ip)).headers['retry-after'])).toBeGreaterThan(50);

    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const restarted = await instance();
    expect((await challenge(restarted, ip)).statusCode).toBe(429);
    // The count is per client: someone else is not held back by it.
    expect((await challenge(restarted, '198.51.100.11')).statusCode).toBe(200);
  });
});

describe('a limit counted per process', () => {
  async function guardedApp(): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(fastifyRateLimit, {
      global: false,
      store: await sharedRateLimitStore(app, undefined, db.db),
    });
    app.setErrorHandler((error, _request, reply) =>
      reply.code(error instanceof DomainError && error.kind === 'rateLimited' ? 429 : 500).send(),
    );
    const onRequest = rateLimitHook(app, 'flood-guard', { max: 2, windowMs: 60_000 }, { perProcess: true });
    app.get('/guarded', { onRequest }, async () => ({ ok: true }));
    return app;
  }

  it('counts in each process on its own, without a database write per request', async () => {
    const first = await guardedApp();
    const second = await guardedApp();
    const hit = async (app: FastifyInstance) =>
      (await app.inject({ url: '/guarded', remoteAddress: '198.51.100.20' })).statusCode;
    expect([await hit(first), await hit(first), await hit(first), await hit(second)]).toEqual([
      200, 200, 429, 200,
    ]);
    const counters = await db.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'flood-guard:%')
      .execute();
    expect(counters).toEqual([]);
    await first.close();
    await second.close();
  });
});
