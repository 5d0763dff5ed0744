import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exceljsWorkbook,
  generatePendingReports,
  sweepExpiredReports,
} from '../../../src/modules/reports/index.js';
import { orderBatches, transactionBatches } from '../../../src/modules/reports/reportSources.js';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import {
  deskDecides,
  fund,
  newTrader,
  setPrice,
  trade,
  updateSettings,
  type Trader,
} from '../trade/tradeFixtures.js';
import {
  ADMIN,
  declareDeposit,
  deskBankAccountId,
  IBANS,
  verify,
  withdrawToman,
} from '../wallet/walletFixtures.js';
import { readWorkbook, type ReadSheet } from './readWorkbook.js';

let ctx: TestContext;
let sara: Trader;
let omid: Trader;
let bankId: number;

/** Moves the test clock forward to `iso` (UTC). */
function at(iso: string): void {
  ctx.clock.advanceSeconds((Date.parse(iso) - ctx.clock.now().getTime()) / 1000);
}

async function deposit(who: Trader, amount: string) {
  const response = await declareDeposit(ctx, who.cookie, bankId, amount);
  expect(response.statusCode, response.body).toBe(201);
}

function requestReport(who: Trader, range: { from: string; to: string }, locale = 'fa') {
  return call(ctx.app, 'createReport', {
    method: 'POST',
    url: '/api/reports',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(who.cookie),
    payload: range,
  });
}

function listOf(who: Trader) {
  return call(ctx.app, 'listReports', { method: 'GET', url: '/api/reports', cookies: session(who.cookie) });
}

function download(who: Trader, id: number) {
  return ctx.app.inject({ method: 'GET', url: `/api/reports/${id}/download`, cookies: session(who.cookie) });
}

const runJob = () =>
  generatePendingReports({
    db: ctx.db.db,
    now: ctx.clock.now,
    uploadDir: ctx.app.core.config.uploadDir,
    openWorkbook: exceljsWorkbook,
    onError: (error) => {
      throw error;
    },
  });

// Tehran is +03:30: 2030-01-02 00:00 in Tehran is 2030-01-01T20:30Z, 2030-01-03 23:59 is 2030-01-03T20:29Z.
const RANGE = { from: '2030-01-02', to: '2030-01-03' };

beforeAll(async () => {
  // The clock moves days ahead here: sessions must outlive it.
  const days = 30 * 24 * 3600;
  ctx = await buildTestApp({ config: { sessions: { idleSeconds: days, absoluteSeconds: days } } });
  const { cookie: admin } = await loginAs(ctx.app, ADMIN);
  bankId = await deskBankAccountId(ctx, admin!);
  sara = await newTrader(ctx, 'sara@example.com');
  omid = await newTrader(ctx, 'omid@example.com');
  for (const person of [sara, omid]) {
    await verify(ctx, person.email);
    await fund(ctx, person, 'IRT', '100000000');
    await fund(ctx, person, 'USDT', '100');
  }

  at('2030-01-01T20:29:00Z'); // 23:59 in Tehran the day before the range: out
  await deposit(sara, '1000000');
  at('2030-01-01T20:30:00Z'); // 00:00 in Tehran of the first day: in
  await deposit(sara, '2000000');
  await deposit(omid, '3000000');
  at('2030-01-02T09:00:00Z');
  await setPrice(ctx, '100000', '99000');
  await trade(ctx, sara, 'Buy', '1000000');
  await trade(ctx, omid, 'Buy', '2000000');
  // Above the approval limit: a Buy the desk rejects (its hold comes back) and a Sell still waiting (held).
  await updateSettings(ctx, admin!, { approval_limit: '5000000' });
  const rejected = await trade(ctx, sara, 'Buy', '6000000');
  expect((await deskDecides(ctx, admin!, 'reject', rejected.id)).statusCode).toBe(200);
  expect((await trade(ctx, sara, 'Sell', '60')).status).toBe('Processing');
  await updateSettings(ctx, admin!, { approval_limit: '1000000000' });
  at('2030-01-03T09:00:00Z');
  expect((await withdrawToman(ctx, sara.cookie, { amount: '500000', iban: IBANS.melli })).statusCode).toBe(
    201,
  );
  at('2030-01-03T20:29:00Z'); // 23:59 in Tehran of the last day: in
  await deposit(sara, '4000000');
  at('2030-01-03T20:30:00Z'); // 00:00 in Tehran the day after: out
  await setPrice(ctx, '100000', '99000');
  await trade(ctx, sara, 'Sell', '5');
});
afterAll(async () => {
  await ctx?.close();
});

describe('asking for a report', () => {
  it('refuses a range that ends before it starts, in the language of the request', async () => {
    const fa = await requestReport(sara, { from: '2030-01-03', to: '2030-01-02' });
    expect(fa.statusCode).toBe(422);
    expect(fa.json().errors.to).toEqual(['تاریخ پایان نمی‌تواند پیش از تاریخ شروع باشد.']);
    const en = await requestReport(sara, { from: '2030-01-03', to: '2030-01-02' }, 'en');
    expect(en.json().errors.to).toEqual(['The end date cannot be before the start date.']);
  });

  it('takes a whole leap year but not one day more', async () => {
    const tooLong = await requestReport(sara, { from: '2032-01-01', to: '2033-01-01' }, 'en');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to).toEqual(['A report covers at most one year.']);
    const year = await requestReport(omid, { from: '2032-01-01', to: '2032-12-31' });
    expect(year.statusCode).toBe(201);
    expect(year.json()).toMatchObject({ status: 'pending', file_name: null, size: null, ready_at: null });
    await runJob();
  });
});

describe('a generated report', () => {
  let faId: number;
  let enId: number;
  beforeAll(async () => {
    at('2030-01-05T08:00:00Z');
    faId = (await requestReport(sara, RANGE, 'fa')).json().id;
    enId = (await requestReport(sara, RANGE, 'en')).json().id;
  });

  it('is not downloadable while it is pending (409)', async () => {
    const response = await download(sara, faId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('این گزارش هنوز آماده نیست.');
  });

  let fa: ReadSheet[];
  let en: ReadSheet[];
  it("holds exactly the person's rows whose Tehran day is in the range, both ends included", async () => {
    expect(await runJob()).toEqual({ ready: 2, failed: 0 });
    fa = await readWorkbook((await download(sara, faId)).rawPayload);
    en = await readWorkbook((await download(sara, enId)).rawPayload);
    // The two currencies' statements come first (statementBalances.test.ts), then the details.
    const [, , transactions, orders] = fa;
    // Date cells hold Tehran's wall-clock time; amounts are numbers in their currency's format.
    expect(transactions!.rows.map((row) => [row[1], row[5]])).toEqual([
      [new Date('2030-01-02T00:00:00Z'), 2000000],
      [new Date('2030-01-03T12:30:00Z'), 500000],
      [new Date('2030-01-03T23:59:00Z'), 4000000],
    ]);
    expect(transactions!.formats.map((row) => [row[1], row[5]])).toEqual(
      Array(3).fill(['yyyy-mm-dd hh:mm', '#,##0']),
    );
    expect(transactions!.rows.map((row) => row[3])).toEqual(['واریز', 'برداشت', 'واریز']);
    // A Toman deposit's reference is the tracking number the person typed from their bank receipt.
    expect(transactions!.rows.map((row) => [row[3], row[8]])).toEqual([
      ['واریز', '123456789'],
      ['برداشت', null],
      ['واریز', '123456789'],
    ]);
    expect(orders!.rows).toHaveLength(3);
    expect(orders!.rows[0]!.slice(0, 8)).toEqual([
      expect.any(Number),
      new Date('2030-01-02T12:30:00Z'),
      '۱۴۰۸/۱۰/۱۳ ۱۲:۳۰',
      'USDT/IRT',
      'خرید',
      'انجام شده',
      1000000,
      100000,
    ]);
    expect(orders!.formats[0]!.slice(10, 13)).toEqual(['#,##0', '#,##0', '#,##0.00####']);
    // Buy 1,000,000 Toman at 100,000 with the 0.1 % fee: 1,000 Toman fee, 9.99 Tether received; no final
    // figures, nothing held.
    expect(orders!.rows[0]!.slice(8)).toEqual([null, null, 1000, 1000000, 9.99, null, null]);
    // Paid, received and fee hold only what moved: a rejected order paid nothing, its hold came back; a
    // waiting one has paid nothing yet, its amount is held. Each column sums to what really moved; the held
    // amounts stand apart: held now, held and returned (the app's names, statementWords.test.ts).
    expect(orders!.rows.slice(1).map((row) => [row[4], row[5], ...row.slice(10)])).toEqual([
      ['خرید', 'لغو شده', 0, 0, 0, null, 6000000],
      ['فروش', 'در حال پردازش', 0, 0, 0, 60, null],
    ]);
    expect(orders!.formats[2]![13]).toBe('#,##0.00####');
    expect(en[2]!.rows).toHaveLength(3);
    expect(en[3]!.rows.map((row) => row[5])).toEqual(['Filled', 'Cancelled', 'Processing']);
  });

  it("has one frozen header row in the person's language, right to left in Persian", () => {
    expect(fa.map((sheet) => sheet.name)).toEqual([
      'صورت‌حساب تومان',
      'صورت‌حساب تتر',
      'واریز و برداشت',
      'سفارش‌ها',
    ]);
    expect(fa[2]!.headers.slice(0, 3)).toEqual(['شمارهٔ تراکنش', 'تاریخ', 'تاریخ شمسی']);
    expect(fa.every((sheet) => sheet.rightToLeft && sheet.frozenRows === 1)).toBe(true);
    expect(en.map((sheet) => sheet.name)).toEqual([
      'Toman statement',
      'Tether statement',
      'Deposits and withdrawals',
      'Orders',
    ]);
    expect(en[3]!.headers).toEqual([
      'Order No.',
      'Date',
      'Jalali date',
      'Market',
      'Side',
      'Status',
      'Amount',
      'Price',
      'Final price',
      'Final quantity',
      'Fee',
      'Paid',
      'Received',
      'Held',
      'Held, then returned',
    ]);
    expect(en.some((sheet) => sheet.rightToLeft)).toBe(false);
    expect(en.every((sheet) => sheet.frozenRows === 1)).toBe(true);
    // The Jalali text of the last row: 23:59 on 14 Dey 1408, Latin digits in English.
    expect(en[2]!.rows[2]![2]).toBe('1408/10/14 23:59');
  });

  it('is listed as ready and downloads as an attachment named after its range, stored owner-only', async () => {
    const listed = (await listOf(sara)).json().data;
    expect(listed.map((report: { id: number }) => report.id).slice(0, 2)).toEqual([enId, faId]);
    const ready = listed.find((report: { id: number }) => report.id === faId);
    expect(ready).toMatchObject({
      status: 'ready',
      from: RANGE.from,
      to: RANGE.to,
      file_name: 'sarraf-report-2030-01-02-2030-01-03.xlsx',
      ready_at: ctx.clock.now().toISOString(),
    });
    const response = await download(sara, faId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sarraf-report-2030-01-02-2030-01-03.xlsx"',
    );
    expect(response.rawPayload.length).toBe(ready.size);
    const stored = await storedFile(faId);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
  });

  it("answers 404 for another person's report and leaves it out of their list", async () => {
    expect((await download(omid, faId)).statusCode).toBe(404);
    const theirs = (await listOf(omid)).json().data.map((report: { id: number }) => report.id);
    expect(theirs).not.toContain(faId);
    expect((await download(sara, 999_999)).statusCode).toBe(404);
  });

  it('is deleted by the retention sweep once report_retention_hours have passed, file and all', async () => {
    const stored = await storedFile(faId);
    ctx.clock.advanceSeconds(72 * 3600 - 1);
    await sweepExpiredReports(ctx.db.db, ctx.app.core.config.uploadDir, ctx.clock.now());
    expect(existsSync(stored)).toBe(true);
    expect((await download(sara, faId)).statusCode).toBe(200);
    ctx.clock.advanceSeconds(1);
    await sweepExpiredReports(ctx.db.db, ctx.app.core.config.uploadDir, ctx.clock.now());
    expect(existsSync(stored)).toBe(false);
    expect((await download(sara, faId)).statusCode).toBe(404);
    const left = (await listOf(sara)).json().data.map((report: { id: number }) => report.id);
    expect(left).not.toContain(faId);
    expect(left).not.toContain(enId);
  });
});

it('lets a person have at most three reports waiting at once (429 with Retry-After)', async () => {
  for (let i = 0; i < 3; i += 1) expect((await requestReport(sara, RANGE)).statusCode).toBe(201);
  const fourth = await requestReport(sara, RANGE, 'en');
  expect(fourth.statusCode).toBe(429);
  expect(fourth.headers['retry-after']).toBe('30');
  expect(fourth.json().message).toBe(
    'You already have 3 reports being generated. Try again once one of them is ready.',
  );
  await runJob();
  expect((await requestReport(sara, RANGE)).statusCode).toBe(201);
  await runJob();
});

it('shows the progress of a report while the job writes it, and none before or after', async () => {
  const id = (await requestReport(sara, RANGE)).json().id;
  const progressOf = async () =>
    (await listOf(sara)).json().data.find((report: { id: number }) => report.id === id);
  expect(await progressOf()).toMatchObject({ status: 'pending', progress: null });
  // The workbook's end waits for the test: every row is written, the report is not ready yet.
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let written!: () => void;
  const allWritten = new Promise<void>((resolve) => (written = resolve));
  const job = generatePendingReports({
    db: ctx.db.db,
    now: ctx.clock.now,
    uploadDir: ctx.app.core.config.uploadDir,
    openWorkbook: (stream) => {
      const workbook = exceljsWorkbook(stream);
      return {
        addSheet: (spec) => workbook.addSheet(spec),
        commit: async () => {
          written();
          await finished;
          await workbook.commit();
        },
      };
    },
    onError: (error) => {
      throw error;
    },
  });
  await allWritten;
  // Every row written: 99 % until the file is complete.
  expect(await progressOf()).toMatchObject({ status: 'pending', progress: 99 });
  finish();
  expect(await job).toEqual({ ready: 1, failed: 0 });
  expect(await progressOf()).toMatchObject({ status: 'ready', progress: null });
});

it('takes up a report whose process died while writing it, and gives up after three tries', async () => {
  const claimAsDead = (id: number, attempts: number) =>
    ctx.db.db
      .updateTable('reports')
      .set({ started_at: ctx.clock.now(), attempts, rows_total: 4, rows_done: 2 })
      .where('id', '=', String(id))
      .execute();
  const statusOf = async (id: number) =>
    (await listOf(sara)).json().data.find((report: { id: number }) => report.id === id);
  const orphan = (await requestReport(sara, RANGE)).json().id;
  await claimAsDead(orphan, 1);
  // Someone is writing it (as far as anyone can tell): left alone, its progress shown.
  expect(await runJob()).toEqual({ ready: 0, failed: 0 });
  expect(await statusOf(orphan)).toMatchObject({ status: 'pending', progress: 50 });
  ctx.clock.advanceSeconds(15 * 60 + 1);
  expect(await runJob()).toEqual({ ready: 1, failed: 0 });
  expect(await statusOf(orphan)).toMatchObject({ status: 'ready' });

  const poison = (await requestReport(sara, RANGE)).json().id;
  await claimAsDead(poison, 3);
  ctx.clock.advanceSeconds(15 * 60 + 1);
  expect(await runJob()).toEqual({ ready: 0, failed: 1 });
  expect(await statusOf(poison)).toMatchObject({ status: 'failed', progress: null, file_name: null });
});

it('reads a long range in keyset pages without skipping or repeating rows that share a time', async () => {
  const nima = await newTrader(ctx, 'nima@example.com');
  await verify(ctx, nima.email);
  at('2030-02-01T10:00:00Z');
  for (let i = 1; i <= 5; i += 1) await deposit(nima, `${i}000000`);
  at('2030-02-01T11:00:00Z');
  await deposit(nima, '6000000');
  const period = { start: new Date('2030-02-01T00:00:00Z'), end: new Date('2030-02-02T00:00:00Z') };
  const batches = [];
  for await (const batch of transactionBatches(ctx.db.db, nima.id, period, 2)) batches.push(batch);
  expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2]);
  expect(batches.flat().map((line) => Number(line.amount))).toEqual([1, 2, 3, 4, 5, 6].map((n) => n * 1e6));
  const orders = [];
  const always = { start: new Date('2000-01-01T00:00:00Z'), end: new Date('2100-01-01T00:00:00Z') };
  for await (const batch of orderBatches(ctx.db.db, sara.id, always, 1)) orders.push(...batch);
  expect(orders.map((line) => line.side)).toEqual(['Buy', 'Buy', 'Sell', 'Sell']);
});

async function storedFile(id: number): Promise<string> {
  const row = await ctx.db.db
    .selectFrom('reports')
    .select('storage_name')
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
  return join(ctx.app.core.config.uploadDir, 'reports', row.storage_name!);
}
