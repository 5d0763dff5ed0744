import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  loginAs,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { setAccountLimit } from '../../helpers/accountLimits.js';
import {
  ADMIN,
  IBANS,
  approve,
  balances,
  declareDeposit,
  deskBankAccountId,
  fundToman,
  key,
  verify,
  withCode,
  withdrawToman,
} from './walletFixtures.js';

let ctx: TestContext;
let admin: string;
let sara: string;
let reza: string;
const PASSWORD = 'correct horse battery staple';
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  sara = await signUpWithPassword(ctx, 'sara@example.com', PASSWORD);
  reza = await signUpWithPassword(ctx, 'reza@example.com', PASSWORD);
  await verify(ctx, 'sara@example.com');
});
afterAll(async () => ctx?.close());

describe('balances', () => {
  it('start at zero in both currencies, available and locked', async () => {
    expect(await balances(ctx, reza)).toEqual({
      IRT: { available: '0', locked: '0' },
      USDT: { available: '0', locked: '0' },
    });
  });
});

describe('a Toman deposit', () => {
  it('needs a verified identity (the spec words it "Identity Verification Required")', async () => {
    const accounts = await call(ctx.app, 'listDepositBankAccounts', {
      method: 'GET',
      url: '/api/wallet/bank-accounts',
      headers: { 'x-locale': 'en' },
      cookies: session(reza),
    });
    expect(accounts.statusCode).toBe(403);
    expect(accounts.json().message).toBe('Identity Verification Required');
  });

  it('waits as Pending and changes nothing until an operator approves it, then credits the wallet', async () => {
    const deposit = await declareDeposit(ctx, sara, await deskBankAccountId(ctx, admin), '2500000');
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({
      type: 'Deposit',
      currency: 'IRT',
      amount: '2500000',
      status: 'Pending',
      remained_balance: null,
      tracking_id: '123456789',
      deposit_receipt_link: expect.stringMatching(/^\/api\/files\/[0-9]+$/),
    });
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '0', locked: '0' });

    const approved = await approve(ctx, admin, deposit.json().id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', remained_balance: '2500000' });
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '2500000', locked: '0' });

    const again = await approve(ctx, admin, deposit.json().id);
    expect(again.statusCode).toBe(409);
    expect((await balances(ctx, sara)).IRT.available).toBe('2500000');
  });

  it('rejected, says why and credits nothing', async () => {
    const deposit = await declareDeposit(ctx, sara, await deskBankAccountId(ctx, admin), '700000');
    const rejected = await call(ctx.app, 'adminRejectWalletTransaction', {
      method: 'POST',
      url: `/api/admin/wallet/transactions/${deposit.json().id}/reject`,
      headers: { ...XHR, ...key() },
      cookies: session(admin),
      payload: { reason: 'The receipt does not show this amount.' },
    });
    expect(rejected.json()).toMatchObject({
      status: 'Rejected',
      reject_reason: 'The receipt does not show this amount.',
    });
    expect((await balances(ctx, sara)).IRT.available).toBe('2500000');
  });

  it('holds its amount to the contract’s rule (no leading zeros, at most 15 digits): a 422, never a 500', async () => {
    const account = await deskBankAccountId(ctx, admin);
    const refusals = {
      '010': 'مبلغ را فقط با رقم و بدون صفر در ابتدای آن بنویسید.',
      '00': 'مبلغ را فقط با رقم و بدون صفر در ابتدای آن بنویسید.',
      // Accepted before, as a deposit the ledger could never have booked.
      '99999999999999999999': 'حداکثر ۱۵ رقم پیش از ممیز مجاز است.',
      '12.5': 'مبلغ تومان باید عدد صحیح باشد.',
      '0': 'مبلغ باید بیشتر از صفر باشد.',
    };
    for (const [amount, message] of Object.entries(refusals)) {
      const refused = await declareDeposit(ctx, sara, account, amount);
      expect(refused.statusCode, amount).toBe(422);
      expect(refused.json().errors, amount).toEqual({ amount: [message] });
    }
    const largest = await declareDeposit(ctx, sara, account, '999999999999999');
    expect(largest.statusCode).toBe(201);
    expect(largest.json().amount).toBe('999999999999999');
  });
});

describe('a Toman withdrawal', () => {
  it('holds the amount at once and pays it out when approved with the bank tracking id', async () => {
    const request = await withdrawToman(ctx, sara, { amount: '1000000', iban: IBANS.melli });
    expect(request.statusCode).toBe(201);
    expect(request.json()).toMatchObject({
      type: 'Withdraw',
      status: 'Pending',
      amount: '1000000',
      fee: '0',
      received_amount: '1000000',
      remained_balance: '1500000',
      dest_iban: IBANS.melli,
    });
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '1500000', locked: '1000000' });

    const noTracking = await approve(ctx, admin, request.json().id);
    expect(noTracking.statusCode).toBe(422);
    expect(Object.keys(noTracking.json().errors)).toEqual(['tracking_id']);

    const paid = await approve(ctx, admin, request.json().id, { tracking_id: '140312345678' });
    expect(paid.json()).toMatchObject({ status: 'Approved', tracking_id: '140312345678' });
    expect(paid.json().reviewed_at).not.toBeNull();
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '1500000', locked: '0' });
  });

  it('returns the held amount when rejected', async () => {
    const request = await withdrawToman(ctx, sara, { amount: '500000', iban: IBANS.melli });
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '1000000', locked: '500000' });
    await call(ctx.app, 'adminRejectWalletTransaction', {
      method: 'POST',
      url: `/api/admin/wallet/transactions/${request.json().id}/reject`,
      headers: { ...XHR, ...key() },
      cookies: session(admin),
      payload: { reason: 'The IBAN holder is not the account holder.' },
    });
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '1500000', locked: '0' });
  });

  it('refuses more than the available balance, in Persian by default', async () => {
    const response = await withdrawToman(ctx, sara, { amount: '1500001', iban: IBANS.melli }, { ...key() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['amount']);
    // Persian by default (no X-Locale), naming the currency as a Persian reader does.
    expect(response.json().errors.amount[0]).toMatch(/تومان/);
  });

  it('says "Insufficient IRT Balance!" in English', async () => {
    const response = await call(ctx.app, 'createIrtWithdraw', {
      method: 'POST',
      url: '/api/wallet/withdraw/irt',
      headers: { ...XHR, ...key(), 'x-locale': 'en' },
      cookies: session(sara),
      payload: withCode(ctx, sara, { amount: '1500001', iban: IBANS.melli }),
    });
    expect(response.json().errors).toEqual({ amount: ['Insufficient IRT Balance!'] });
  });

  it('refuses an amount under the minimum, an IBAN with a wrong checksum, and two destinations', async () => {
    const headers = { 'x-locale': 'en' } as const;
    const under = await withdrawToman(
      ctx,
      sara,
      { amount: '99999', iban: IBANS.melli },
      { ...key(), ...headers },
    );
    expect(Object.keys(under.json().errors)).toEqual(['amount']);
    const badChecksum = await withdrawToman(
      ctx,
      sara,
      { amount: '100000', iban: 'IR210170000000000123456789' },
      { ...key(), ...headers },
    );
    expect(Object.keys(badChecksum.json().errors)).toEqual(['iban']);
    const both = await withdrawToman(
      ctx,
      sara,
      { amount: '100000', iban: IBANS.melli, saved_iban_id: 1 },
      { ...key(), ...headers },
    );
    expect(Object.keys(both.json().errors).sort()).toEqual(['iban', 'saved_iban_id']);
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '1500000', locked: '0' });
  });

  it('moves money once per Idempotency-Key, and refuses the key for another request', async () => {
    const same = key();
    const first = await withdrawToman(ctx, sara, { amount: '200000', iban: IBANS.melli }, same);
    const second = await withdrawToman(ctx, sara, { amount: '200000', iban: IBANS.melli }, same);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '1300000', locked: '200000' });

    const other = await withdrawToman(ctx, sara, { amount: '300000', iban: IBANS.melli }, same);
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['idempotency_key']);
    expect((await balances(ctx, sara)).IRT).toEqual({ available: '1300000', locked: '200000' });
  });

  it('is refused without an Idempotency-Key', async () => {
    const response = await call(ctx.app, 'createIrtWithdraw', {
      method: 'POST',
      url: '/api/wallet/withdraw/irt',
      headers: XHR,
      cookies: session(sara),
      payload: { amount: '100000', iban: IBANS.melli },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('keeps to the daily limit, counting what is pending and paid today (Tehran day)', async () => {
    await setAccountLimit(ctx.app, admin!, {
      account_type: 'individual',
      kind: 'irt_withdrawal',
      daily: '2000000',
      monthly: '100000000',
    });
    const terms = await call(ctx.app, 'getWithdrawTerms', {
      method: 'GET',
      url: '/api/wallet/withdraw-terms',
      cookies: session(sara),
    });
    // 1,000,000 paid and 200,000 pending today; the rejected 500,000 does not count.
    expect(terms.json().data.find((t: { currency: string }) => t.currency === 'IRT').remaining_today).toBe(
      '800000',
    );
    const over = await withdrawToman(
      ctx,
      sara,
      { amount: '800001', iban: IBANS.melli },
      { ...key(), 'x-locale': 'en' },
    );
    expect(Object.keys(over.json().errors)).toEqual(['amount']);
    expect((await withdrawToman(ctx, sara, { amount: '800000', iban: IBANS.melli })).statusCode).toBe(201);
    ctx.clock.advanceSeconds(24 * 60 * 60);
    // A day idle ends a session: both log in again.
    sara = (await loginAs(ctx.app, { email: 'sara@example.com', password: PASSWORD })).cookie!;
    reza = (await loginAs(ctx.app, { email: 'reza@example.com', password: PASSWORD })).cookie!;
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    const tomorrow = await call(ctx.app, 'getWithdrawTerms', {
      method: 'GET',
      url: '/api/wallet/withdraw-terms',
      cookies: session(sara),
    });
    expect(tomorrow.json().data.find((t: { currency: string }) => t.currency === 'IRT').remaining_today).toBe(
      '2000000',
    );
  });
});

describe('what a person can see', () => {
  it('lists their own transactions, newest first, filtered by currency, paginated', async () => {
    const list = await call(ctx.app, 'listWalletTransactions', {
      method: 'GET',
      url: '/api/wallet/deposit-withdraw/trx?currency=IRT',
      cookies: session(sara),
    });
    const ids = list.json().data.map((t: { id: number }) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list.json().meta).toMatchObject({ current_page: 1, total: ids.length, from: 1, to: ids.length });
    const none = await call(ctx.app, 'listWalletTransactions', {
      method: 'GET',
      url: '/api/wallet/deposit-withdraw/trx?currency=USDT',
      cookies: session(sara),
    });
    expect(none.json().data).toEqual([]);
  });

  it("answers 404 for another person's transaction", async () => {
    const mine = await call(ctx.app, 'listWalletTransactions', {
      method: 'GET',
      url: '/api/wallet/deposit-withdraw/trx',
      cookies: session(sara),
    });
    const id = mine.json().data[0].id;
    const theirs = await call(ctx.app, 'getWalletTransaction', {
      method: 'GET',
      url: `/api/wallet/deposit-withdraw/trx/${id}`,
      cookies: session(reza),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('shows each movement of the available balance with the balance after it', async () => {
    const transfers = await call(ctx.app, 'listTransfers', {
      method: 'GET',
      url: '/api/wallet/transfers?currency=IRT',
      cookies: session(sara),
    });
    const rows = transfers.json().data as Array<{
      kind: string;
      direction: string;
      amount: string;
      balance_after: string;
    }>;
    expect(rows.at(-1)).toMatchObject({
      kind: 'deposit',
      direction: 'in',
      amount: '2500000',
      balance_after: '2500000',
    });
    expect(rows.some((row) => row.kind === 'withdraw_release' && row.direction === 'in')).toBe(true);
    expect(rows[0]!.balance_after).toBe((await balances(ctx, sara)).IRT.available);
  });
});

describe('a fresh verified person', () => {
  it('can be funded and then withdraw all of it', async () => {
    const person = await signUpWithPassword(ctx, 'nima@example.com');
    await verify(ctx, 'nima@example.com');
    await fundToman(ctx, person, admin, '300000');
    expect((await withdrawToman(ctx, person, { amount: '300000', iban: IBANS.mellat })).statusCode).toBe(201);
    expect((await balances(ctx, person)).IRT).toEqual({ available: '0', locked: '300000' });
  });
});
