import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.js';
import { addDecimals, toMicros } from '../../../src/money/decimal.js';
import { credit, hold, houseBalance } from '../../../src/modules/ledger/index.js';
import {
  buildTestApp,
  call,
  loginAs,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { ADDRESSES, ADMIN, IBANS, approve, balances, key, withCode } from './walletFixtures.js';

let ctx: TestContext;
let admin: string;
let sara: string;
let reza: string;
let saraId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  sara = await signUpWithPassword(ctx, 'sara@example.com');
  reza = await signUpWithPassword(ctx, 'reza@example.com');
  saraId = (
    await ctx.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sara@example.com')
      .executeTakeFirstOrThrow()
  ).id;
  // Tether arrives from the chain in real life (chain tests cover that path); here the ledger credits it.
  await withTransaction(ctx.db.db, (trx) =>
    credit(trx, {
      userId: saraId,
      currency: 'USDT',
      amount: '120.5',
      from: 'hot_wallet',
      kind: 'deposit',
      reference: 'test',
    }),
  );
});
afterAll(async () => ctx?.close());

const transfers = async (person: string) =>
  (
    await call(ctx.app, 'listTransfers', {
      method: 'GET',
      url: '/api/wallet/transfers?currency=USDT',
      cookies: session(person),
    })
  ).json();

const withdrawTether = (person: string, payload: object, headers: Record<string, string> = {}) =>
  call(ctx.app, 'createUsdtWithdraw', {
    method: 'POST',
    url: '/api/wallet/withdraw/usdt',
    headers: { ...XHR, ...key(), ...headers },
    cookies: session(person),
    payload: withCode(ctx, person, payload),
  });

describe('a Tether withdrawal', () => {
  it('takes the network fee from the amount and says what arrives', async () => {
    const response = await withdrawTether(sara, {
      amount: '20.25',
      address: ADDRESSES.first,
      network: 'TRC20',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      currency: 'USDT',
      amount: '20.25',
      fee: '1',
      received_amount: '19.25',
      dest_address: ADDRESSES.first,
      network: 'TRC20',
      remained_balance: '100.25',
    });
    expect((await balances(ctx, sara)).USDT).toEqual({ available: '100.25', locked: '20.25' });
  });

  it("refuses a fourth decimal in the spec's words, whatever the schema allows", async () => {
    const response = await withdrawTether(
      sara,
      { amount: '10.1234', address: ADDRESSES.first },
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: ['Please enter a valid number with up to 3 decimal places!'],
    });
  });

  it('refuses an address whose checksum is wrong', async () => {
    const broken = `${ADDRESSES.first.slice(0, -1)}${ADDRESSES.first.endsWith('o') ? 'p' : 'o'}`;
    const response = await withdrawTether(sara, { amount: '15', address: broken });
    expect(Object.keys(response.json().errors)).toEqual(['address']);
  });

  it('needs the payout hash to be approved, keeps it, and books the fee as the desk revenue', async () => {
    const before = {
      hotWallet: await houseBalance(ctx.db.db, 'hot_wallet', 'USDT'),
      fees: await houseBalance(ctx.db.db, 'fees', 'USDT'),
    };
    const request = await withdrawTether(sara, { amount: '11', address: ADDRESSES.second });
    const noHash = await approve(ctx, admin, request.json().id);
    expect(Object.keys(noHash.json().errors)).toEqual(['trx_hash']);
    const hash = 'a'.repeat(64);
    const paid = await approve(ctx, admin, request.json().id, { trx_hash: hash });
    expect(paid.json()).toMatchObject({ status: 'Approved', trx_hash: hash });
    expect((await balances(ctx, sara)).USDT).toEqual({ available: '89.25', locked: '20.25' });
    // House accounts mirror money outside the books: 10 Tether went out through the hot wallet to the
    // person's address, the 1 Tether fee stayed with the desk as revenue.
    expect(await houseBalance(ctx.db.db, 'hot_wallet', 'USDT')).toBe(addDecimals(before.hotWallet, '10'));
    expect(await houseBalance(ctx.db.db, 'fees', 'USDT')).toBe(addDecimals(before.fees, '1'));
  });

  it('shows what arrives and the fee leaving when requested, and nothing more when paid', async () => {
    const request = await withdrawTether(sara, { amount: '15', address: ADDRESSES.second });
    const id = request.json().id;
    expect(request.json()).toMatchObject({ amount: '15', fee: '1', remained_balance: '74.25' });
    const atRequest = await transfers(sara);
    expect(atRequest.data.slice(0, 2)).toMatchObject([
      { kind: 'fee', direction: 'out', amount: '1', balance_after: '74.25', wallet_transaction_id: id },
      { kind: 'withdraw', direction: 'out', amount: '14', balance_after: '75.25', wallet_transaction_id: id },
    ]);

    const paid = await approve(ctx, admin, id, { trx_hash: 'b'.repeat(64) });
    expect(paid.json().status).toBe('Approved');
    expect(await transfers(sara)).toEqual(atRequest);
    expect((await balances(ctx, sara)).USDT).toEqual({ available: '74.25', locked: '20.25' });
  });

  it('rejected, returns both what would have arrived and the fee, and the desk keeps no fee', async () => {
    const fees = await houseBalance(ctx.db.db, 'fees', 'USDT');
    const request = await withdrawTether(sara, { amount: '12', address: ADDRESSES.second });
    expect((await balances(ctx, sara)).USDT).toEqual({ available: '62.25', locked: '32.25' });
    const rejected = await call(ctx.app, 'adminRejectWalletTransaction', {
      method: 'POST',
      url: `/api/admin/wallet/transactions/${request.json().id}/reject`,
      headers: { ...XHR, ...key() },
      cookies: session(admin),
      payload: { reason: 'The address is on a sanctions list.' },
    });
    expect(rejected.json().status).toBe('Rejected');
    expect((await balances(ctx, sara)).USDT).toEqual({ available: '74.25', locked: '20.25' });
    expect((await transfers(sara)).data.slice(0, 2)).toMatchObject([
      { kind: 'withdraw_release', direction: 'in', amount: '1', balance_after: '74.25' },
      { kind: 'withdraw_release', direction: 'in', amount: '11', balance_after: '73.25' },
    ]);
    expect(await houseBalance(ctx.db.db, 'fees', 'USDT')).toBe(fees);
  });

  it('requested before the fee had a hold of its own is still paid: net to the hot wallet, fee to fees', async () => {
    const before = {
      hotWallet: await houseBalance(ctx.db.db, 'hot_wallet', 'USDT'),
      fees: await houseBalance(ctx.db.db, 'fees', 'USDT'),
    };
    // What requestWithdrawal wrote before 0012_withdraw_fee_hold.sql: one hold of the whole amount.
    const id = await withTransaction(ctx.db.db, async (trx) => {
      const { rows } = await sql<{ id: string }>`
        SELECT nextval(pg_get_serial_sequence('wallet_transactions', 'id'))::text AS id`.execute(trx);
      const rowId = rows[0]!.id;
      const held = await hold(trx, {
        userId: saraId,
        currency: 'USDT',
        amount: '10',
        kind: 'withdraw',
        reference: `wallet_transaction:${rowId}`,
      });
      await trx
        .insertInto('wallet_transactions')
        .values({
          id: rowId,
          user_id: saraId,
          type: 'Withdraw',
          currency: 'USDT',
          amount: '10',
          fee: '1',
          remained_balance: held.availableAfter,
          hold_transfer_id: held.holdId,
          withdrawal_type: 'normal',
          dest_address: ADDRESSES.second,
          network: 'TRC20',
          created_at: ctx.clock.now(),
        })
        .execute();
      return Number(rowId);
    });
    const paid = await approve(ctx, admin, id, { trx_hash: 'c'.repeat(64) });
    expect(paid.json().status).toBe('Approved');
    expect((await balances(ctx, sara)).USDT).toEqual({ available: '64.25', locked: '20.25' });
    expect(await houseBalance(ctx.db.db, 'hot_wallet', 'USDT')).toBe(addDecimals(before.hotWallet, '9'));
    expect(await houseBalance(ctx.db.db, 'fees', 'USDT')).toBe(addDecimals(before.fees, '1'));
    // Its statement keeps to the kinds the contract lists (the list is checked against it).
    expect((await transfers(sara)).data.slice(0, 3)).toMatchObject([
      { kind: 'fee', direction: 'out', amount: '1', balance_after: '64.25' },
      { kind: 'withdraw', direction: 'out', amount: '9', balance_after: '65.25' },
      { kind: 'withdraw_release', direction: 'in', amount: '10', balance_after: '74.25' },
    ]);
  });
});

describe('the transfers list', () => {
  it('names the order a movement belongs to', async () => {
    const rezaId = (
      await ctx.db.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'reza@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    await withTransaction(ctx.db.db, (trx) =>
      credit(trx, {
        userId: rezaId,
        currency: 'USDT',
        amount: '5',
        from: 'inventory',
        kind: 'buy',
        reference: 'order:7',
      }),
    );
    expect((await transfers(reza)).data[0]).toMatchObject({
      kind: 'buy',
      direction: 'in',
      amount: '5',
      order_id: 7,
      wallet_transaction_id: null,
    });
  });
});

describe('saved IBANs and addresses', () => {
  it("are saved once each, listed newest first, with the bank named in the reader's language", async () => {
    const save = (iban: string, owner_name: string) =>
      call(ctx.app, 'createSavedIban', {
        method: 'POST',
        url: '/api/wallet/ibans',
        headers: { ...XHR, 'x-locale': 'en' },
        cookies: session(sara),
        payload: { iban, owner_name },
      });
    expect((await save(IBANS.melli, 'Sara Ahmadi')).json()).toMatchObject({
      iban: IBANS.melli,
      bank_name: 'Melli Bank',
    });
    await save(IBANS.mellat, 'Sara Ahmadi');
    await save(IBANS.melli, 'Sara A.');
    const list = await call(ctx.app, 'listSavedIbans', {
      method: 'GET',
      url: '/api/wallet/ibans',
      cookies: session(sara),
    });
    expect(list.json().data.map((row: { iban: string }) => row.iban)).toEqual([IBANS.mellat, IBANS.melli]);
    expect(list.json().data[1]).toMatchObject({ owner_name: 'Sara A.', bank_name: 'بانک ملی ایران' });
  });

  it('refuse an IBAN with a wrong checksum', async () => {
    const response = await call(ctx.app, 'createSavedIban', {
      method: 'POST',
      url: '/api/wallet/ibans',
      headers: XHR,
      cookies: session(sara),
      payload: { iban: 'IR210170000000000123456789', owner_name: 'Sara' },
    });
    expect(Object.keys(response.json().errors)).toEqual(['iban']);
  });

  it("are one's own: another person's answers 404 and cannot be withdrawn to", async () => {
    const list = await call(ctx.app, 'listSavedIbans', {
      method: 'GET',
      url: '/api/wallet/ibans',
      cookies: session(sara),
    });
    const id = list.json().data[0].id;
    const remove = await call(ctx.app, 'deleteSavedIban', {
      method: 'DELETE',
      url: `/api/wallet/ibans/${id}`,
      headers: XHR,
      cookies: session(reza),
    });
    expect(remove.statusCode).toBe(404);
    const address = await call(ctx.app, 'createSavedAddress', {
      method: 'POST',
      url: '/api/wallet/addresses',
      headers: XHR,
      cookies: session(sara),
      payload: { address: ADDRESSES.first, network: 'TRC20', label: 'Ledger' },
    });
    const theirs = await withdrawTether(reza, { amount: '10', saved_address_id: address.json().id });
    expect(Object.keys(theirs.json().errors)).toEqual(['saved_address_id']);
    const removeAddress = await call(ctx.app, 'deleteSavedAddress', {
      method: 'DELETE',
      url: `/api/wallet/addresses/${address.json().id}`,
      headers: XHR,
      cookies: session(reza),
    });
    expect(removeAddress.statusCode).toBe(404);
  });

  it('are deleted by their owner, and a withdrawal made to one keeps its destination', async () => {
    const address = (
      await call(ctx.app, 'listSavedAddresses', {
        method: 'GET',
        url: '/api/wallet/addresses',
        cookies: session(sara),
      })
    ).json().data[0];
    const withdrawal = await withdrawTether(sara, { amount: '10', saved_address_id: address.id });
    expect(withdrawal.json().dest_address).toBe(address.address);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wallet/addresses/${address.id}`,
      headers: XHR,
      cookies: session(sara),
    });
    expect(removed.statusCode).toBe(204);
    const detail = await call(ctx.app, 'getWalletTransaction', {
      method: 'GET',
      url: `/api/wallet/deposit-withdraw/trx/${withdrawal.json().id}`,
      cookies: session(sara),
    });
    expect(detail.json().dest_address).toBe(address.address);
  });
});

describe('balances in Toman', () => {
  it("value Tether at the price the person could sell it for now (the desk's sell price), rounded down", async () => {
    const priced = await call(ctx.app, 'adminSetMarketPrice', {
      method: 'PUT',
      url: '/api/admin/markets/USDT-IRT/price',
      headers: XHR,
      cookies: session(admin),
      payload: { buy_price: '92071', sell_price: '91003' },
    });
    expect(priced.statusCode).toBe(200);
    const response = await call(ctx.app, 'getBalances', {
      method: 'GET',
      url: '/api/wallet/balances',
      cookies: session(sara),
    });
    const usdt = response.json().data.find((b: { currency: string }) => b.currency === 'USDT');
    const micros = toMicros(addDecimals(usdt.available, usdt.locked));
    expect(micros).toBeGreaterThan(0n);
    // Whole Toman, rounded down (120.5 x 91,003 = 10,965,861.5 says 10,965,861).
    expect(usdt.value_irt).toBe(((micros * 91_003n) / 1_000_000n).toString());
    expect(usdt.value_irt).not.toBe(((micros * 92_071n) / 1_000_000n).toString());
  });
});

describe('operators', () => {
  it('see the pending queue oldest first with each owner, and every decision in the audit log', async () => {
    const queue = await call(ctx.app, 'adminListWalletTransactions', {
      method: 'GET',
      url: '/api/admin/wallet/transactions',
      cookies: session(admin),
    });
    const rows = queue.json().data as Array<{ id: number; status: string; user: { email: string } }>;
    expect(rows.every((row) => row.status === 'Pending')).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
    expect(rows[0]!.user.email).toBe('sara@example.com');
    const audit = await call(ctx.app, 'adminListAuditLog', {
      method: 'GET',
      url: '/api/admin/audit-log',
      cookies: session(admin),
    });
    expect(audit.json().data.some((entry: { action: string }) => entry.action === 'wallet.approve')).toBe(
      true,
    );
  });

  it('are the only ones who may decide', async () => {
    const response = await call(ctx.app, 'adminApproveWalletTransaction', {
      method: 'POST',
      url: '/api/admin/wallet/transactions/1/approve',
      headers: { ...XHR, ...key() },
      cookies: session(sara),
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
