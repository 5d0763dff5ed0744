import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../src/http/testClock.js';
import { buildTestApp, loginAs, XHR, type TestContext } from '../helpers/buildTestApp.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

// The switch browser journeys move the server's clock with (TEST_CLOCK=1): the whole app reads the moved
// clock, only a person on this machine reaches it, and an app without the setting has no such path. That a
// production start refuses the setting is in config.test.ts.

const DAY = 24 * 60 * 60;
let db: TestDb;
let on: TestContext;
let off: TestContext;
beforeAll(async () => {
  db = await createTestDb();
  on = await buildTestApp({ config: { testClock: true }, testClock: movableClock() }, db);
  off = await buildTestApp({}, db);
});
afterAll(async () => {
  await on?.close();
  await off?.close();
  await db?.cleanup();
});

const advance = (ctx: TestContext, payload: unknown, options: Partial<InjectOptions> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/test/clock',
    remoteAddress: '127.0.0.1',
    headers: { ...XHR, 'x-locale': 'en', host: 'localhost:3000' },
    payload: payload as InjectOptions['payload'],
    ...options,
  });

describe('the test clock switch', () => {
  it('moves the clock every part of the server reads: a session idle past its limit ends', async () => {
    const { cookie } = await loginAs(on.app);
    const me = () => on.app.inject({ method: 'GET', url: '/api/user', cookies: { sarraf_session: cookie! } });
    expect((await me()).statusCode).toBe(200);

    const before = on.app.core.now().getTime();
    const response = await advance(on, { advance_seconds: DAY });
    expect(response.statusCode).toBe(200);
    const moved = new Date(response.json<{ now: string }>().now).getTime();
    expect(moved - before).toBeGreaterThanOrEqual(DAY * 1000);
    // The app's own clock is the moved one (a few ms of real time pass between the two readings).
    expect(on.app.core.now().getTime() - moved).toBeGreaterThanOrEqual(0);
    expect(on.app.core.now().getTime() - moved).toBeLessThan(60_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('takes a whole number of seconds forward, up to a year; anything else is a 400', async () => {
    for (const payload of [{}, { advance_seconds: 0 }, { advance_seconds: -60 }, { advance_seconds: 1.5 }])
      expect((await advance(on, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await advance(on, { advance_seconds: '60' })).statusCode).toBe(400);
    expect((await advance(on, { advance_seconds: 367 * DAY })).statusCode).toBe(400);
  });

  it('is a path that does not exist to anyone not at this machine, or relayed by a proxy', async () => {
    expect((await advance(on, { advance_seconds: 60 }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(
      404,
    );
    const relayed = await advance(
      on,
      { advance_seconds: 60 },
      { headers: { ...XHR, host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' } },
    );
    expect(relayed.statusCode).toBe(404);
  });

  it('does not exist without TEST_CLOCK', async () => {
    const before = off.app.core.now().getTime();
    expect((await advance(off, { advance_seconds: DAY })).statusCode).toBe(404);
    expect(off.app.core.now().getTime() - before).toBeLessThan(DAY * 1000);
  });
});
