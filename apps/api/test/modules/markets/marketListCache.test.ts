import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  loginAs,
  session,
  XHR,
  type TestAppOptions,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { withStatementLog, type Statement } from '../../helpers/statementLog.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import { addPrice, hoursBefore, marketId } from './marketFixtures.js';

const ADMIN = { email: 'admin@example.com', password: 'sarraf-admin' };
// Real time: the cache's lifetime is wall-clock, the test clock only dates the prices.
const SHORT_TTL_MS = 200;

let testDb: TestDb;
let statements: Statement[];
/** Two server instances on one database, as behind a load balancer. */
let first: TestContext;
let second: TestContext;
/** An instance whose list lives long enough that only an invalidation can refresh it. */
let longLived: TestContext;
let admin: string | undefined;
let longLivedAdmin: string | undefined;

beforeAll(async () => {
  testDb = await createTestDb();
  const logged = withStatementLog(testDb);
  statements = logged.statements;
  const options = (marketsCacheMs: number): TestAppOptions => ({ config: { marketsCacheMs } });
  first = await buildTestApp(options(SHORT_TTL_MS), logged.db);
  second = await buildTestApp(options(SHORT_TTL_MS), logged.db);
  longLived = await buildTestApp(options(60_000), logged.db);
  const usdt = await marketId(testDb.db, 'USDT', 'IRT');
  await addPrice(testDb.db, usdt, '90000', '89500', hoursBefore(first.clock.now(), 1));
  admin = (await loginAs(first.app, ADMIN)).cookie;
  longLivedAdmin = (await loginAs(longLived.app, ADMIN)).cookie;
});
afterAll(async () => {
  for (const ctx of [first, second, longLived]) await ctx?.close();
  await testDb?.cleanup();
});

const list = (ctx: TestContext, locale = 'en') =>
  call(ctx.app, 'listMarkets', { method: 'GET', url: '/api/markets', headers: { 'x-locale': locale } });

const buyPrice = async (ctx: TestContext) => (await list(ctx)).json().data[0].buy_price as string;

const setPrice = (ctx: TestContext, cookie: string | undefined, buy: string, sell: string) =>
  call(ctx.app, 'adminSetMarketPrice', {
    method: 'PUT',
    url: '/api/admin/markets/USDT-IRT/price',
    headers: XHR,
    cookies: session(cookie),
    payload: { buy_price: buy, sell_price: sell },
  });

const marketReads = () => statements.filter((s) => /\bfrom "?markets"? m\b/i.test(s.sql));

describe('the public market list is read once and shared', () => {
  it('concurrent visitors in both languages share one database read', async () => {
    // The long-lived instance has not listed yet: its first visitors all miss.
    statements.length = 0;
    const answers = await Promise.all([list(longLived, 'fa'), list(longLived, 'en'), list(longLived, 'fa')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json().data[0].name).not.toBe(answers[1]!.json().data[0].name);
    expect(marketReads()).toHaveLength(1);
    await list(longLived);
    expect(marketReads()).toHaveLength(1);
  });

  it('lets browsers and proxies reuse it for a second, per language', async () => {
    const response = await list(first);
    expect(response.headers['cache-control']).toBe('public, max-age=1');
    expect(response.headers['vary']).toMatch(/x-locale/i);
  });
});

describe('a price an operator sets reaches visitors at once', () => {
  it('on the instance that set it, however long its list would live', async () => {
    expect(await buyPrice(longLived)).toBe('90000');
    expect((await setPrice(longLived, longLivedAdmin, '91000', '90500')).statusCode).toBe(200);
    expect(await buyPrice(longLived)).toBe('91000');
  });

  it('on another instance within the cache lifetime', async () => {
    await buyPrice(second); // its list is now cached
    expect((await setPrice(first, admin, '92000', '91500')).statusCode).toBe(200);
    const setAt = performance.now();
    while ((await buyPrice(second)) !== '92000') {
      expect(performance.now() - setAt, 'the other instance still lists the old price').toBeLessThan(
        SHORT_TTL_MS + 500,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
