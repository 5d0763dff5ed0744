import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ceilDiv, toMicros, UNIT } from '../../../src/money/decimal.js';
import { exceljsWorkbook, generatePendingReports } from '../../../src/modules/reports/index.js';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { FIXTURES, multipart } from '../../helpers/multipart.js';
import {
  decide,
  deskDecides,
  newTrader,
  setPrice,
  trade,
  updateSettings,
  type Trader,
} from '../trade/tradeFixtures.js';
import {
  ADMIN,
  approve,
  balances,
  deskBankAccountId,
  IBANS,
  key,
  verify,
  withdrawToman,
} from '../wallet/walletFixtures.js';
import { readWorkbook, type ReadSheet } from './readWorkbook.js';

let ctx: TestContext;
let admin: string;
let sara: Trader;
let bankId: number;

// The range, Tehran days (+03:30): from 2030-01-05 00:00 (2030-01-04T20:30Z, 16 Dey 1408) to 2030-01-06 23:59.
const RANGE = { from: '2030-01-05', to: '2030-01-06' };
type Balances = Awaited<ReturnType<typeof balances>>;
/** Sara's balances (the wallet's own figures) right before the range and at its end. */
let before: Balances;
let atEnd: Balances;
/** The ids of what Sara did in the range (and of the deposit declared the evening before it). */
const ids = { declaredBefore: 0, buy: 0, sell: 0, final: 0, withdrawal: 0, deposit: 0, lastSell: 0 };

/*
 * The books stamp every movement with the database's clock (ledger README, "Time"), which a test cannot
 * move; the app's clock is the test's. So before the clock moves on, the movements written at the current
 * time are dated by it, as they would be had the database lived through these days too. Only this test's
 * throwaway database is touched, in one transaction that lifts the append-only triggers for itself alone.
 */
const dated = { entries: '0', transfers: '0' };
async function dateTheBooks(): Promise<void> {
  const at = ctx.clock.now();
  await ctx.db.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`UPDATE ledger_transfers SET created_at = ${at} WHERE id > ${dated.transfers}::bigint`.execute(
      trx,
    );
    await sql`UPDATE ledger_entries SET created_at = ${at} WHERE id > ${dated.entries}::bigint`.execute(trx);
    const { rows } = await sql<{ entries: string; transfers: string }>`
      SELECT (SELECT coalesce(max(id), 0) FROM ledger_entries)::text AS entries,
             (SELECT coalesce(max(id), 0) FROM ledger_transfers)::text AS transfers`.execute(trx);
    Object.assign(dated, rows[0]);
  });
}

/** Moves the test clock forward to `iso` (UTC), the books written so far dated where they happened. */
async function at(iso: string): Promise<void> {
  await dateTheBooks();
  ctx.clock.advanceSeconds((Date.parse(iso) - ctx.clock.now().getTime()) / 1000);
}

/** A Toman deposit declared with the tracking number the person typed from their bank's receipt. */
async function declareDeposit(amount: string, trackingId: string): Promise<number> {
  const body = await multipart({
    amount,
    bank_account_id: String(bankId),
    tracking_id: trackingId,
    source_account: '6037991234567890',
    source_account_name: 'سارا احمدی',
    receipt: { name: 'receipt.jpg', type: 'image/jpeg', data: FIXTURES.jpeg },
  });
  const response = await call(ctx.app, 'createIrtDeposit', {
    method: 'POST',
    url: '/api/wallet/deposit/irt',
    headers: { ...XHR, ...key(), ...body.headers },
    cookies: session(sara.cookie),
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function approveDeposit(id: number): Promise<void> {
  const response = await approve(ctx, admin, id);
  expect(response.statusCode, response.body).toBe(200);
}

async function withdraw(amount: string): Promise<number> {
  const response = await withdrawToman(ctx, sara.cookie, { amount, iban: IBANS.melli });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  const days = 30 * 24 * 3600;
  ctx = await buildTestApp({ config: { sessions: { idleSeconds: days, absoluteSeconds: days } } });
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  bankId = await deskBankAccountId(ctx, admin);
  sara = await newTrader(ctx, 'sara@example.com');
  await verify(ctx, sara.email);

  // Before the range: a deposit, a Buy and a withdrawal two days earlier; a deposit declared the evening
  // before and approved in the range's first minute; one more deposit approved in the last minute before it.
  await at('2030-01-03T08:00:00Z');
  await approveDeposit(await declareDeposit('30000000', '30012001'));
  await setPrice(ctx, '100000', '99000');
  await trade(ctx, sara, 'Buy', '10000000');
  await withdraw('1000000');
  await at('2030-01-04T20:00:00Z');
  ids.declaredBefore = await declareDeposit('20000000', 'TRK-1408-1014');
  await at('2030-01-04T20:29:00Z'); // 23:59 in Tehran the day before the range: out
  await approveDeposit(await declareDeposit('1000000', '555001'));
  before = await balances(ctx, sara.cookie);

  await at('2030-01-04T20:30:00Z'); // 00:00 in Tehran of the range's first day: in
  await approveDeposit(ids.declaredBefore);
  await at('2030-01-05T09:00:00Z');
  await setPrice(ctx, '100000', '99000');
  ids.buy = (await trade(ctx, sara, 'Buy', '2000000')).id;
  ids.sell = (await trade(ctx, sara, 'Sell', '5')).id;
  // Above the approval limit: the desk fills it at its own final price and quantity, then Sara agrees.
  await updateSettings(ctx, admin, { approval_limit: '5000000' });
  ids.final = (await trade(ctx, sara, 'Buy', '6000000')).id;
  const desk = await deskDecides(ctx, admin, 'approve', ids.final, {
    final_price: '101000',
    final_quantity: '49.123457',
  });
  expect(desk.statusCode, desk.body).toBe(200);
  expect((await decide(ctx, sara, 'approve', ids.final)).statusCode).toBe(200);
  await updateSettings(ctx, admin, { approval_limit: '1000000000' });
  await at('2030-01-06T09:00:00Z');
  ids.withdrawal = await withdraw('500000');
  ids.deposit = await declareDeposit('3000000', '4455667788');
  await approveDeposit(ids.deposit);
  await at('2030-01-06T20:29:00Z'); // 23:59 in Tehran of the range's last day: in
  await setPrice(ctx, '100000', '99000');
  ids.lastSell = (await trade(ctx, sara, 'Sell', '1.5')).id;
  atEnd = await balances(ctx, sara.cookie);

  await at('2030-01-06T20:30:00Z'); // 00:00 in Tehran the day after: out
  await setPrice(ctx, '100000', '99000');
  await trade(ctx, sara, 'Sell', '2');
  await approveDeposit(await declareDeposit('7000000', '777'));
  await at('2030-01-08T08:00:00Z');
});
afterAll(async () => {
  await ctx?.close();
});

async function report(locale: 'fa' | 'en'): Promise<ReadSheet[]> {
  const created = await call(ctx.app, 'createReport', {
    method: 'POST',
    url: '/api/reports',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(sara.cookie),
    payload: RANGE,
  });
  expect(created.statusCode, created.body).toBe(201);
  const generated = await generatePendingReports({
    db: ctx.db.db,
    now: ctx.clock.now,
    uploadDir: ctx.app.core.config.uploadDir,
    openWorkbook: exceljsWorkbook,
    onError: (error) => {
      throw error;
    },
  });
  expect(generated).toEqual({ ready: 1, failed: 0 });
  const file = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/${created.json().id}/download`,
    cookies: session(sara.cookie),
  });
  return readWorkbook(file.rawPayload);
}

/** A cell's figure exactly, in micro-units: the file holds the decimal's own text (a number or, past 15 digits, text). */
function exact(cell: unknown): bigint {
  expect(['number', 'string']).toContain(typeof cell);
  return toMicros(String(cell));
}

// Statement columns: date, Jalali date, description, movement (signed), balance, order, deposit/withdrawal, reference.
const WORDS = {
  fa: { opening: 'موجودی ابتدای دوره', closing: 'موجودی پایان دوره' },
  en: { opening: 'Opening balance', closing: 'Closing balance' },
};

describe('a statement opens and closes each currency with its balance', () => {
  const sheets: Record<'fa' | 'en', ReadSheet[]> = { fa: [], en: [] };
  beforeAll(async () => {
    sheets.fa = await report('fa');
    sheets.en = await report('en');
  });

  for (const locale of ['fa', 'en'] as const)
    it(`opening + movements = closing, each equal to the wallet's balance then (${locale})`, () => {
      const statements = sheets[locale].slice(0, 2);
      expect(statements.map((sheet) => sheet.name)).toEqual(
        locale === 'fa' ? ['صورت‌حساب تومان', 'صورت‌حساب تتر'] : ['Toman statement', 'Tether statement'],
      );
      (['IRT', 'USDT'] as const).forEach((currency, index) => {
        const { rows, formats } = statements[index]!;
        const opening = rows[0]!;
        const closing = rows.at(-1)!;
        const movements = rows.slice(1, -1);
        expect([opening[2], opening[3]]).toEqual([WORDS[locale].opening, null]);
        expect([closing[2], closing[3]]).toEqual([WORDS[locale].closing, null]);
        // The wallet's available balance right before the range, and at its end.
        expect(exact(opening[4])).toBe(toMicros(before[currency].available));
        expect(exact(closing[4])).toBe(toMicros(atEnd[currency].available));
        // Opening + the movement column = closing, to the micro-unit; each balance is the one before plus the row.
        const sum = movements.reduce((total, row) => total + exact(row[3]), 0n);
        expect(exact(opening[4]) + sum).toBe(exact(closing[4]));
        let running = exact(opening[4]);
        for (const row of movements) {
          running += exact(row[3]);
          expect(exact(row[4])).toBe(running);
        }
        // Dated at the range's first instant and last minute, Tehran's wall clock.
        expect([opening[0], closing[0]]).toEqual([
          new Date('2030-01-05T00:00:00Z'),
          new Date('2030-01-06T23:59:00Z'),
        ]);
        const digits = (text: string) =>
          locale === 'fa' ? text.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!) : text;
        expect([opening[1], closing[1]]).toEqual([digits('1408/10/16 00:00'), digits('1408/10/17 23:59')]);
        const format = currency === 'IRT' ? '#,##0' : '#,##0.00####';
        expect(formats.flatMap((row) => [row[4]])).toEqual(Array(rows.length).fill(format));
      });
    });

  it('lists exactly the movements of the range, named as the app names them, with what each belongs to', () => {
    const [toman, tether] = sheets.en;
    const movements = (sheet: ReadSheet) =>
      sheet.rows.slice(1, -1).map((row) => [row[2], row[3], row[5], row[6], row[7]]);
    const orderRows = sheets.en[3]!.rows;
    const feeOf = (id: number) => orderRows.find((row) => row[0] === id)![10] as number;
    const paidOf = (id: number) => orderRows.find((row) => row[0] === id)![11] as number;
    expect(movements(toman!)).toEqual([
      // Declared the evening before, approved in the range's first minute: the money moved in the range.
      ['Deposit', 20000000, null, ids.declaredBefore, 'TRK-1408-1014'],
      ['Buy', -1998000, ids.buy, null, null],
      ['Fee', -2000, ids.buy, null, null],
      ['Sell', 495000, ids.sell, null, null],
      ['Fee', -495, ids.sell, null, null],
      ['Held for an order', -6000000, ids.final, null, null],
      ['Order hold released', 6000000, ids.final, null, null],
      ['Buy', -(paidOf(ids.final) - feeOf(ids.final)), ids.final, null, null],
      ['Fee', -feeOf(ids.final), ids.final, null, null],
      ['Withdrawal', -500000, null, ids.withdrawal, null],
      ['Deposit', 3000000, null, ids.deposit, '4455667788'],
      ['Sell', 148500, ids.lastSell, null, null],
      ['Fee', -148, ids.lastSell, null, null],
    ]);
    expect(movements(tether!)).toEqual([
      ['Buy', 19.98, ids.buy, null, null],
      ['Sell', -5, ids.sell, null, null],
      ['Buy', 49.123457, ids.final, null, null],
      ['Sell', -1.5, ids.lastSell, null, null],
    ]);
    // The same rows in Persian, in the app's Persian words.
    expect(sheets.fa[0]!.rows.map((row) => row[2])).toEqual([
      'موجودی ابتدای دوره',
      'واریز',
      'خرید',
      'کارمزد',
      'فروش',
      'کارمزد',
      'مسدود برای سفارش',
      'آزادسازی مبلغ سفارش',
      'خرید',
      'کارمزد',
      'برداشت',
      'واریز',
      'فروش',
      'کارمزد',
      'موجودی پایان دوره',
    ]);
    expect(sheets.fa[0]!.rows.map((row) => row[4])).toEqual(sheets.en[0]!.rows.map((row) => row[4]));
  });
});

describe("an order filled at the desk's final figures", () => {
  it('shows the final price and quantity, and price x quantity + fee is exactly what was paid', async () => {
    const orders = (await report('en'))[3]!;
    const row = orders.rows.find((cells) => cells[0] === ids.final)!;
    const [, , , , side, status, amount, price, finalPrice, finalQuantity, fee, paid, received, held] = row;
    expect([side, status, amount, price, finalPrice, finalQuantity]).toEqual([
      'Buy',
      'Filled',
      6000000,
      100000,
      101000,
      49.123457,
    ]);
    // Buy: the Tether received is the final quantity; the Toman paid is the final cost rounded up to the
    // whole Toman, plus the fee.
    expect(received).toBe(finalQuantity);
    const cost = ceilDiv(exact(finalPrice) * exact(finalQuantity), UNIT * UNIT) * UNIT;
    expect(exact(paid)).toBe(cost + exact(fee));
    expect(held).toBe(null);
    // What the statement moved for it adds up to the same: -paid in Toman, +quantity in Tether.
    const [toman, tether] = await report('fa');
    const movedFor = (sheet: ReadSheet) =>
      sheet.rows
        .filter((cells) => cells[5] === ids.final)
        .reduce((total, cells) => total + exact(cells[3]), 0n);
    expect(movedFor(toman!)).toBe(-exact(paid));
    expect(movedFor(tether!)).toBe(exact(finalQuantity));
  });
});

it("puts each deposit's own tracking number, as the person typed it, in the reference column", async () => {
  const [, , transactions] = await report('en');
  // Declared in the range: the deposit and the withdrawal; the deposit declared the evening before is not.
  expect(transactions!.rows.map((row) => [row[0], row[3], row[8]])).toEqual([
    [ids.withdrawal, 'Withdrawal', null],
    [ids.deposit, 'Deposit', '4455667788'],
  ]);
});
