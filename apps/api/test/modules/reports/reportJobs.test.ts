import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exceljsWorkbook, watchReports } from '../../../src/modules/reports/index.js';
import { buildTestApp, call, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { POSTGRES_URL, TEST_DB } from '../../helpers/testDb.js';
import { newTrader } from '../trade/tradeFixtures.js';
import { readWorkbook } from './readWorkbook.js';

let ctx: TestContext;
// The queue gets a schema of its own; on PostgreSQL it lives in the shared `test` database and is dropped.
const schema = `report_jobs_${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  ctx = await buildTestApp();
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

it('the background job generates a requested report without the request waiting for it', async () => {
  const sara = await newTrader(ctx, 'sara@example.com');
  const errors: Error[] = [];
  const jobs = await watchReports(ctx.app.core, TEST_DB === 'postgres' ? POSTGRES_URL : undefined, {
    openWorkbook: exceljsWorkbook,
    pollingIntervalSeconds: 0.5,
    schema,
    onError: (error) => errors.push(error),
  });
  try {
    const created = await call(ctx.app, 'createReport', {
      method: 'POST',
      url: '/api/reports',
      headers: XHR,
      cookies: session(sara.cookie),
      payload: { from: '2029-12-01', to: '2029-12-31' },
    });
    expect(created.json().status).toBe('pending');
    const statusOf = async () =>
      (
        await call(ctx.app, 'listReports', {
          method: 'GET',
          url: '/api/reports',
          cookies: session(sara.cookie),
        })
      ).json().data[0].status;
    // Woken by the request: no waiting for the next minute.
    const deadline = performance.now() + 20_000;
    while ((await statusOf()) === 'pending' && performance.now() < deadline) await sleep(100);
    expect(await statusOf()).toBe('ready');
    // An empty range still has every sheet with its header; each statement opens and closes at 0.
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/${created.json().id}/download`,
      cookies: session(sara.cookie),
    });
    const sheets = await readWorkbook(file.rawPayload);
    expect(sheets.map((sheet) => [sheet.headers.length, sheet.rows.length])).toEqual([
      [8, 2],
      [8, 2],
      [11, 0],
      [15, 0],
    ]);
    expect(sheets.slice(0, 2).map((sheet) => sheet.rows.map((row) => [row[2], row[4]]))).toEqual([
      [
        ['موجودی ابتدای دوره', 0],
        ['موجودی پایان دوره', 0],
      ],
      [
        ['موجودی ابتدای دوره', 0],
        ['موجودی پایان دوره', 0],
      ],
    ]);
  } finally {
    await jobs.stop();
  }
  expect(errors).toEqual([]);
}, 60_000);
