import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestContext } from '../../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { sessions: { idleSeconds: 30 * 60, absoluteSeconds: 2 * 60 * 60 } } });
});
afterAll(async () => ctx?.close());

const me = (cookie: string) =>
  call(ctx.app, 'getUser', { method: 'GET', url: '/api/user', cookies: { sarraf_session: cookie } });

describe('session expiry', () => {
  it('ends after 30 idle minutes', async () => {
    const { cookie } = await loginAs(ctx.app);
    ctx.clock.advanceSeconds(29 * 60);
    expect((await me(cookie!)).statusCode).toBe(200);
    ctx.clock.advanceSeconds(29 * 60); // activity above reset the idle timer
    expect((await me(cookie!)).statusCode).toBe(200);
    ctx.clock.advanceSeconds(30 * 60);
    expect((await me(cookie!)).statusCode).toBe(401);
    // and stays dead even when the clock is not the reason any more
    expect((await me(cookie!)).statusCode).toBe(401);
  });

  it('ends at the absolute timeout even while active', async () => {
    const { cookie } = await loginAs(ctx.app);
    for (let step = 0; step < 5; step++) {
      ctx.clock.advanceSeconds(20 * 60);
      expect((await me(cookie!)).statusCode).toBe(200);
    }
    ctx.clock.advanceSeconds(25 * 60); // 2 h 5 min after login, never idle for long
    expect((await me(cookie!)).statusCode).toBe(401);
  });

  it('refuses a cookie that was never issued', async () => {
    expect((await me('made-up-session-id')).statusCode).toBe(401);
  });
});
