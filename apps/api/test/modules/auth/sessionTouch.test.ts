import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, type TestContext } from '../../helpers/buildTestApp.js';
import { withStatementLog, type Statement } from '../../helpers/statementLog.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';

// The defaults under test: 30 idle minutes, the idle timer written at most once a minute.
let testDb: TestDb;
let ctx: TestContext;
let statements: Statement[];
beforeAll(async () => {
  testDb = await createTestDb();
  const logged = withStatementLog(testDb);
  statements = logged.statements;
  ctx = await buildTestApp({}, logged.db);
});
afterAll(async () => {
  await ctx?.close();
  await testDb?.cleanup();
});

let cookie: string | undefined;
beforeEach(async () => {
  cookie = (await loginAs(ctx.app)).cookie;
  statements.length = 0;
});

const me = () => call(ctx.app, 'getUser', { method: 'GET', url: '/api/user', cookies: session(cookie) });

const sessionReads = () => statements.filter((s) => /^select .* from "sessions"/i.test(s.sql));
const sessionUpdates = () => statements.filter((s) => /^update "sessions"/i.test(s.sql));
const sessionWrites = () => sessionUpdates().filter((s) => (s.changedRows ?? 0) > 0);

describe('a session is read in one query and its idle timer written at most once a minute', () => {
  it('reads the session with its person in one statement per request', async () => {
    expect((await me()).statusCode).toBe(200);
    expect(sessionReads()).toHaveLength(1);
    expect(sessionReads()[0]!.sql).toMatch(/join "users"/i);
    expect(statements.filter((s) => /"users"/.test(s.sql))).toHaveLength(1);
  });

  it('writes the row once a minute however often its person calls', async () => {
    // 36 calls, 5 s apart: three minutes of activity.
    for (let call = 0; call < 36; call++) {
      ctx.clock.advanceSeconds(5);
      expect((await me()).statusCode).toBe(200);
    }
    expect(sessionReads()).toHaveLength(36);
    // One after another, an update is sent only when one is due, and each one writes.
    expect(sessionUpdates()).toHaveLength(3);
    expect(sessionWrites()).toHaveLength(3);
  });

  it('writes the row once when many calls arrive together after the minute', async () => {
    ctx.clock.advanceSeconds(61);
    const answers = await Promise.all(Array.from({ length: 8 }, () => me()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(sessionWrites()).toHaveLength(1);
  });
});

describe('the idle timeout still holds with touches a minute apart', () => {
  it('activity every 59 seconds keeps a session alive well past 30 minutes', async () => {
    for (let call = 0; call < 40; call++) {
      ctx.clock.advanceSeconds(59);
      expect((await me()).statusCode, `call ${call + 1}`).toBe(200);
    }
    // The last call may not have been written; 29 idle minutes later the session still counts as active.
    ctx.clock.advanceSeconds(29 * 60);
    expect((await me()).statusCode).toBe(200);
  });

  it('30 idle minutes end it', async () => {
    ctx.clock.advanceSeconds(59);
    expect((await me()).statusCode).toBe(200);
    ctx.clock.advanceSeconds(30 * 60);
    expect((await me()).statusCode).toBe(401);
  });
});
