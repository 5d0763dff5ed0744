import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { balancesOf } from '../../../src/modules/ledger/index.js';
import { watchApprovalDeadlines } from '../../../src/modules/trade/index.js';
import { buildTestApp, type TestContext } from '../../helpers/buildTestApp.js';
import { POSTGRES_URL, TEST_DB } from '../../helpers/testDb.js';
import { fund, newTrader, place, quote, setPrice } from './tradeFixtures.js';

let ctx: TestContext;
// The queue gets a schema of its own; on PostgreSQL it lives in the shared `test` database and is dropped.
const schema = `approval_deadlines_${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  ctx = await buildTestApp();
  await setPrice(ctx, '100000', '99000');
});
afterAll(async () => {
  if (TEST_DB === 'postgres') {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
  await ctx?.close();
});

it('the background job cancels an order past its approval deadline and releases its hold', async () => {
  const sara = await newTrader(ctx, 'sara@example.com');
  await fund(ctx, sara, 'IRT', '2000000000');
  const quoted = (await quote(ctx, sara, 'Buy', '2000000000')).json();
  const order = (await place(ctx, sara, 'Buy', quoted.id)).json();
  expect(order.status).toBe('Processing');
  ctx.clock.advanceSeconds(1440 * 60);

  const errors: Error[] = [];
  const watcher = await watchApprovalDeadlines(
    ctx.app.core,
    TEST_DB === 'postgres' ? POSTGRES_URL : undefined,
    { pollingIntervalSeconds: 0.5, schema, onError: (error) => errors.push(error) },
  );
  const statusOf = async () =>
    await ctx.db.db
      .selectFrom('orders')
      .select(['status', 'cancel_reason'])
      .where('id', '=', String(order.id))
      .executeTakeFirstOrThrow();
  const deadline = performance.now() + 20_000;
  while ((await statusOf()).status === 'Processing' && performance.now() < deadline) await sleep(100);
  await watcher.stop();

  expect(await statusOf()).toEqual({ status: 'Cancelled', cancel_reason: 'expired' });
  expect(await balancesOf(ctx.db.db, sara.id)).toContainEqual({
    currency: 'IRT',
    available: '2000000000',
    held: '0',
  });
  expect(errors).toEqual([]);
}, 60_000);
