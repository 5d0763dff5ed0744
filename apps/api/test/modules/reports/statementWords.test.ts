import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceljsWorkbook, generatePendingReports } from '../../../src/modules/reports/index.js';
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
  ADDRESSES,
  ADMIN,
  approve,
  declareDeposit,
  deskBankAccountId,
  IBANS,
  key,
  verify,
  withCode,
  withdrawToman,
} from '../wallet/walletFixtures.js';
import { readWorkbook, type ReadSheet } from './readWorkbook.js';

/*
 * The statement says each thing with the app's word for it: the words are read from the app's own
 * translation files (packages/features), so a word changed on either side alone fails here.
 */
type Locale = 'fa' | 'en';
type Catalogue = Record<string, unknown>;
const catalogue = (feature: string, locale: Locale): Catalogue =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../packages/features/src/${feature}/i18n/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as Catalogue;
/** The app's word at a dotted key, as the screens write it. */
function appWord(feature: 'wallet' | 'orders' | 'shared', locale: Locale, path: string): string {
  const word = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue(feature, locale));
  if (typeof word !== 'string') throw new Error(`no word ${feature}:${path} (${locale})`);
  return word;
}

let ctx: TestContext;
let sara: Trader;
const ids = { deposit: 0, rejected: 0, tomanWithdrawal: 0, tetherWithdrawal: 0 };
const orders = { filled: 0, cancelled: 0, waiting: 0 };

/** Today in Tehran (the report's days are Tehran's), as the report's range writes it. */
const tehranToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(ctx.clock.now());

beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  const bankId = await deskBankAccountId(ctx, admin);
  sara = await newTrader(ctx, 'sara@example.com');
  await verify(ctx, sara.email);
  await fund(ctx, sara, 'IRT', '100000000');
  await fund(ctx, sara, 'USDT', '100');

  // Deposits and withdrawals in each status, in both currencies.
  const declared = await declareDeposit(ctx, sara.cookie, bankId, '2000000');
  ids.deposit = declared.json().id;
  expect((await approve(ctx, admin, ids.deposit)).statusCode).toBe(200);
  ids.rejected = (await declareDeposit(ctx, sara.cookie, bankId, '3000000')).json().id;
  const rejected = await call(ctx.app, 'adminRejectWalletTransaction', {
    method: 'POST',
    url: `/api/admin/wallet/transactions/${ids.rejected}/reject`,
    headers: { ...XHR, ...key() },
    cookies: session(admin),
    payload: { reason: 'No such transfer reached the account.' },
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  const toman = await withdrawToman(ctx, sara.cookie, { amount: '500000', iban: IBANS.melli });
  expect(toman.statusCode, toman.body).toBe(201);
  ids.tomanWithdrawal = toman.json().id;
  const tether = await call(ctx.app, 'createUsdtWithdraw', {
    method: 'POST',
    url: '/api/wallet/withdraw/usdt',
    headers: { ...XHR, ...key() },
    cookies: session(sara.cookie),
    payload: withCode(ctx, sara.cookie, { amount: '20', address: ADDRESSES.first, network: 'TRC20' }),
  });
  expect(tether.statusCode, tether.body).toBe(201);
  ids.tetherWithdrawal = tether.json().id;

  // Orders in each status: filled, cancelled by the desk, waiting for the desk.
  await setPrice(ctx, '100000', '99000');
  orders.filled = (await trade(ctx, sara, 'Buy', '1000000')).id;
  await updateSettings(ctx, admin, { approval_limit: '5000000' });
  orders.cancelled = (await trade(ctx, sara, 'Buy', '6000000')).id;
  expect((await deskDecides(ctx, admin, 'reject', orders.cancelled)).statusCode).toBe(200);
  orders.waiting = (await trade(ctx, sara, 'Sell', '60')).id;
  await dateTheBooks();
});

/*
 * The books stamp each movement with the database's clock, the app's rows with the test's (2030): the
 * movements are dated by the test's clock, as in statementBalances.test.ts, so the statement of the test's day
 * holds them. Only this test's throwaway database, in one transaction that lifts the append-only triggers.
 */
async function dateTheBooks(): Promise<void> {
  const at = ctx.clock.now();
  await ctx.db.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`UPDATE ledger_transfers SET created_at = ${at}`.execute(trx);
    await sql`UPDATE ledger_entries SET created_at = ${at}`.execute(trx);
  });
}
afterAll(async () => {
  await ctx?.close();
});

async function report(locale: Locale): Promise<ReadSheet[]> {
  const today = tehranToday();
  const created = await call(ctx.app, 'createReport', {
    method: 'POST',
    url: '/api/reports',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(sara.cookie),
    payload: { from: today, to: today },
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

describe("the statement's words are the app's", () => {
  for (const locale of ['fa', 'en'] as const)
    it(`names columns, kinds, statuses, currencies and the network as the screens do (${locale})`, async () => {
      const [toman, tether, transactions, ordersSheet] = await report(locale);
      const wallet = (path: string) => appWord('wallet', locale, path);
      const order = (path: string) => appWord('orders', locale, path);
      const currency = (code: string) => appWord('shared', locale, `currency.${code}`);

      // Deposits and withdrawals: the sheet as the wallet's history tab, its columns as a transaction's details.
      expect(transactions!.name).toBe(wallet('history.tabs.transactions'));
      const [number, , , type, currencyColumn, amount, fee, status, reference, destination, network] =
        transactions!.headers;
      expect([type, currencyColumn, amount, fee, status, network]).toEqual(
        ['type', 'currency', 'amount', 'fee', 'status', 'network'].map((field) =>
          wallet(`transaction.fields.${field}`),
        ),
      );
      expect(reference).toContain(wallet('transaction.fields.tracking_id'));
      expect(reference).toContain(locale === 'fa' ? 'هش تراکنش' : 'transaction hash');
      expect(destination).toContain(wallet('irtDeposit.iban'));
      expect(destination!.toLowerCase()).toContain(wallet('usdtDeposit.address').toLowerCase());
      expect(number).toContain(locale === 'fa' ? 'تراکنش' : 'Transaction');
      const byId = new Map(transactions!.rows.map((row) => [row[0], row]));
      const cells = (id: number) => {
        const row = byId.get(id)!;
        return [row[3], row[4], row[7], row[10]];
      };
      expect(cells(ids.deposit)).toEqual([
        wallet('type.Deposit'),
        currency('IRT'),
        wallet('status.Approved'),
        null,
      ]);
      expect(cells(ids.rejected)).toEqual([
        wallet('type.Deposit'),
        currency('IRT'),
        wallet('status.Rejected'),
        null,
      ]);
      expect(cells(ids.tomanWithdrawal)).toEqual([
        wallet('type.Withdraw'),
        currency('IRT'),
        wallet('status.Pending'),
        null,
      ]);
      // A Tether withdrawal's network by the one name the app gives it, TRC-20 (as "USDT on TRC-20").
      expect(cells(ids.tetherWithdrawal)).toEqual([
        wallet('type.Withdraw'),
        currency('USDT'),
        wallet('status.Pending'),
        'TRC-20',
      ]);
      expect(wallet('actions.withdraw.USDTHint')).toContain('TRC-20');

      // Orders: statuses, sides and figures as the orders screens name them.
      expect(ordersSheet!.name).toBe(order('title'));
      expect(ordersSheet!.headers.slice(3)).toEqual([
        order('fields.pair'),
        order('fields.side'),
        order('fields.status'),
        wallet('transaction.fields.amount'),
        order('fields.price'),
        order('fields.finalPrice'),
        order('fields.finalQuantity'),
        order('fields.fee'),
        order('figures.paid'),
        order('figures.received'),
        order('figures.held'),
        order('figures.heldReturned'),
      ]);
      const orderRow = (id: number) => ordersSheet!.rows.find((row) => row[0] === id)!;
      expect([orderRow(orders.filled)[4], orderRow(orders.filled)[5]]).toEqual([
        order('side.Buy'),
        order('status.Filled'),
      ]);
      // A cancelled order's amount is what it held and got back; a waiting one's is what it holds.
      expect(orderRow(orders.cancelled).slice(4, 6)).toEqual([order('side.Buy'), order('status.Cancelled')]);
      expect(orderRow(orders.cancelled).slice(13)).toEqual([null, 6000000]);
      expect(orderRow(orders.waiting).slice(4, 6)).toEqual([order('side.Sell'), order('status.Processing')]);
      expect(orderRow(orders.waiting).slice(13)).toEqual([60, null]);

      // The statements: each movement by the wallet's name for it, the balance after it as the app says.
      for (const sheet of [toman!, tether!]) {
        // The wallet's tab is "Balance movements"; a column of one movement a row says it in the singular.
        expect(sheet.headers[2]).toBe(wallet('history.tabs.transfers').replace(/s$/, ''));
        expect(sheet.headers[3]).toContain(wallet('transfer.direction.in').toLowerCase());
        expect(sheet.headers[3]).toContain(wallet('transfer.direction.out').toLowerCase());
        expect(sheet.headers[4]).toBe(wallet('history.balanceAfter'));
      }
      const kinds = toman!.rows.slice(1, -1).map((row) => row[2]);
      expect(kinds).toEqual(
        expect.arrayContaining(
          ['deposit', 'withdraw', 'buy', 'fee', 'order_hold', 'order_release'].map((kind) =>
            wallet(`transfer.kind.${kind}`),
          ),
        ),
      );
      expect(tether!.rows.slice(1, -1).map((row) => row[2])).toEqual(
        expect.arrayContaining([wallet('transfer.kind.withdraw'), wallet('transfer.kind.buy')]),
      );
    });
});
