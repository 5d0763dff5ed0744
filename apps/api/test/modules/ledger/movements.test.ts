import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.js';
import {
  balancesOf,
  checkLedger,
  credit,
  debit,
  hold,
  houseBalance,
  houseBalances,
  listEntries,
  postHold,
  voidHold,
} from '../../../src/modules/ledger/index.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import { expectDomainError, micros, newUser } from './ledgerFixtures.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.cleanup());

const db = () => testDb.db;
const about = (reference: string) => ({ kind: 'test', reference });

describe('credit and debit', () => {
  it('a person without accounts has both currencies at zero', async () => {
    const userId = await newUser(db());
    expect(await balancesOf(db(), userId)).toEqual([
      { currency: 'IRT', available: '0', held: '0' },
      { currency: 'USDT', available: '0', held: '0' },
    ]);
  });

  it('credit moves house money to the person and answers exact balances', async () => {
    const userId = await newUser(db());
    const first = await credit(db(), {
      userId,
      currency: 'USDT',
      amount: '1250.5',
      from: 'hot_wallet',
      ...about('c:1'),
    });
    expect(first).toMatchObject({ availableAfter: '1250.5', heldAfter: '0' });
    expect(first.transferId).toMatch(/^[0-9]+$/);
    const second = await credit(db(), {
      userId,
      currency: 'USDT',
      amount: '0.000001',
      from: 'referral',
      ...about('c:2'),
    });
    expect(second.availableAfter).toBe('1250.500001');
    expect(await balancesOf(db(), userId)).toEqual([
      { currency: 'IRT', available: '0', held: '0' },
      { currency: 'USDT', available: '1250.500001', held: '0' },
    ]);
  });

  it('debit takes from available to a house account, down to exactly zero', async () => {
    const userId = await newUser(db());
    await credit(db(), { userId, currency: 'IRT', amount: '5000000', from: 'bank', ...about('d:1') });
    const fee = await debit(db(), {
      userId,
      currency: 'IRT',
      amount: '1500000',
      to: 'fees',
      ...about('d:2'),
    });
    expect(fee).toMatchObject({ availableAfter: '3500000', heldAfter: '0' });
    const rest = await debit(db(), {
      userId,
      currency: 'IRT',
      amount: '3500000',
      to: 'inventory',
      ...about('d:3'),
    });
    expect(rest.availableAfter).toBe('0');
  });

  it('a debit beyond the available balance is "Insufficient {currency} Balance!" on amount, and changes nothing', async () => {
    const userId = await newUser(db());
    await credit(db(), { userId, currency: 'USDT', amount: '10', from: 'hot_wallet', ...about('i:1') });
    const error = await expectDomainError(
      debit(db(), { userId, currency: 'USDT', amount: '10.000001', to: 'fees', ...about('i:2') }),
      'validation',
      'ledger.insufficientBalance',
      'amount',
    );
    expect(error.params).toEqual({ currency: 'USDT' });
    // A person with no account at all has nothing to spend either.
    const stranger = await newUser(db());
    await expectDomainError(
      debit(db(), { userId: stranger, currency: 'IRT', amount: '1', to: 'fees', ...about('i:3') }),
      'validation',
      'ledger.insufficientBalance',
      'amount',
    );
    expect((await balancesOf(db(), userId))[1]).toEqual({ currency: 'USDT', available: '10', held: '0' });
    expect((await balancesOf(db(), stranger))[0]).toEqual({ currency: 'IRT', available: '0', held: '0' });
  });

  it('house balances are the sum of their entries and may be negative', async () => {
    const before = await houseBalance(db(), 'bank', 'IRT');
    const userId = await newUser(db());
    await credit(db(), { userId, currency: 'IRT', amount: '700', from: 'bank', ...about('h:1') });
    await debit(db(), { userId, currency: 'IRT', amount: '200', to: 'bank', ...about('h:2') });
    expect(BigInt(await houseBalance(db(), 'bank', 'IRT'))).toBe(BigInt(before) - 500n);
    // No such account: Tether is never at the bank.
    expect(await houseBalance(db(), 'bank', 'USDT')).toBe('0');
    const houses = await houseBalances(db());
    expect(houses.map((h) => `${h.house}:${h.currency}`).sort()).toEqual(
      [
        'bank:IRT',
        'fees:IRT',
        'fees:USDT',
        'hot_wallet:USDT',
        'inventory:IRT',
        'inventory:USDT',
        'referral:IRT',
        'referral:USDT',
      ].sort(),
    );
  });
});

describe('holds', () => {
  async function fundedUser(amount: string) {
    const userId = await newUser(db());
    await credit(db(), { userId, currency: 'USDT', amount, from: 'hot_wallet', ...about('fund') });
    return userId;
  }

  it('a hold moves available to held; posting sends it to the house', async () => {
    const userId = await fundedUser('100');
    const wallet = await houseBalance(db(), 'hot_wallet', 'USDT');
    const held = await hold(db(), { userId, currency: 'USDT', amount: '40.25', ...about('w:1') });
    expect(held).toMatchObject({ availableAfter: '59.75', heldAfter: '40.25' });
    expect(held.holdId).toBe(held.transferId);
    const posted = await postHold(db(), { holdId: held.holdId, to: 'hot_wallet', ...about('w:1') });
    expect(posted).toMatchObject({ availableAfter: '59.75', heldAfter: '0' });
    expect(posted.transferId).not.toBe(held.holdId);
    const after = await houseBalance(db(), 'hot_wallet', 'USDT');
    expect(micros(after) - micros(wallet)).toBe(40_250_000n);
    expect(await balancesOf(db(), userId)).toContainEqual({
      currency: 'USDT',
      available: '59.75',
      held: '0',
    });
  });

  it('voiding returns the hold to available', async () => {
    const userId = await fundedUser('100');
    const first = await hold(db(), { userId, currency: 'USDT', amount: '30', ...about('v:1') });
    const second = await hold(db(), { userId, currency: 'USDT', amount: '20', ...about('v:2') });
    expect(second).toMatchObject({ availableAfter: '50', heldAfter: '50' });
    const voided = await voidHold(db(), { holdId: first.holdId, ...about('v:1') });
    expect(voided).toMatchObject({ availableAfter: '80', heldAfter: '20' });
  });

  it('a hold beyond the available balance is refused like a debit', async () => {
    const userId = await fundedUser('5');
    await expectDomainError(
      hold(db(), { userId, currency: 'USDT', amount: '5.5', ...about('x') }),
      'validation',
      'ledger.insufficientBalance',
      'amount',
    );
  });

  it('a hold is posted or voided once: every second resolution is a conflict', async () => {
    const userId = await fundedUser('100');
    // Another open hold keeps `held` high enough that only the once-rule can refuse the repeats.
    await hold(db(), { userId, currency: 'USDT', amount: '50', ...about('o:keep') });
    const posted = await hold(db(), { userId, currency: 'USDT', amount: '10', ...about('o:1') });
    await postHold(db(), { holdId: posted.holdId, to: 'hot_wallet', ...about('o:1') });
    await expectDomainError(
      postHold(db(), { holdId: posted.holdId, to: 'hot_wallet', ...about('o:1') }),
      'conflict',
      'error.conflict',
    );
    await expectDomainError(
      voidHold(db(), { holdId: posted.holdId, ...about('o:1') }),
      'conflict',
      'error.conflict',
    );

    const voided = await hold(db(), { userId, currency: 'USDT', amount: '10', ...about('o:2') });
    await voidHold(db(), { holdId: voided.holdId, ...about('o:2') });
    await expectDomainError(
      voidHold(db(), { holdId: voided.holdId, ...about('o:2') }),
      'conflict',
      'error.conflict',
    );
    await expectDomainError(
      postHold(db(), { holdId: voided.holdId, to: 'fees', ...about('o:2') }),
      'conflict',
      'error.conflict',
    );
    expect(await balancesOf(db(), userId)).toContainEqual({ currency: 'USDT', available: '40', held: '50' });
  });

  it('only a hold can be posted: an ordinary transfer id is not a hold', async () => {
    const userId = await newUser(db());
    const moved = await credit(db(), { userId, currency: 'IRT', amount: '10', from: 'bank', ...about('n') });
    await expect(postHold(db(), { holdId: moved.transferId, to: 'bank', ...about('n') })).rejects.toThrow(
      /does not exist/,
    );
  });
});

describe('amounts', () => {
  const cases: [string, 'IRT' | 'USDT', string][] = [
    ['0', 'IRT', 'ledger.amountPositive'],
    ['0.000', 'USDT', 'ledger.amountPositive'],
    ['-5', 'IRT', 'validation.format'],
    ['1e3', 'USDT', 'validation.format'],
    ['01', 'USDT', 'validation.format'],
    [' 1', 'USDT', 'validation.format'],
    ['1.5', 'IRT', 'ledger.amountWhole'],
    ['1.1234567', 'USDT', 'ledger.amountScale'],
    ['1000000000000000000', 'IRT', 'ledger.amountTooLarge'],
  ];
  it.each(cases)('%s %s is refused with %s on amount, before the database', async (amount, currency, key) => {
    const userId = await newUser(db());
    await expectDomainError(
      credit(db(), {
        userId,
        currency,
        amount,
        from: currency === 'IRT' ? 'bank' : 'hot_wallet',
        ...about('a'),
      }),
      'validation',
      key as 'ledger.amountPositive',
      'amount',
    );
  });

  it('trailing zeros are not decimals: 12.50 USDT and 7.000 IRT are taken as 12.5 and 7', async () => {
    const userId = await newUser(db());
    expect(
      (await credit(db(), { userId, currency: 'USDT', amount: '12.50', from: 'hot_wallet', ...about('z') }))
        .availableAfter,
    ).toBe('12.5');
    expect(
      (await credit(db(), { userId, currency: 'IRT', amount: '7.000', from: 'bank', ...about('z') }))
        .availableAfter,
    ).toBe('7');
    expect(
      (
        await credit(db(), {
          userId,
          currency: 'IRT',
          amount: '999999999999999999',
          from: 'bank',
          ...about('z'),
        })
      ).availableAfter,
    ).toBe('1000000000000000006');
  });
});

describe('listEntries', () => {
  it("lists a person's entries newest first, signed, with the balance after and the transfer's kind", async () => {
    const userId = await newUser(db());
    await credit(db(), {
      userId,
      currency: 'IRT',
      amount: '1000',
      from: 'bank',
      kind: 'deposit',
      reference: 'wt:1',
    });
    // No Tether yet: refused, and it leaves no entry.
    await expectDomainError(
      hold(db(), { userId, currency: 'USDT', amount: '1', kind: 'withdrawal_hold', reference: 'wt:2' }),
      'validation',
      'ledger.insufficientBalance',
    );
    await credit(db(), {
      userId,
      currency: 'USDT',
      amount: '3.5',
      from: 'hot_wallet',
      kind: 'deposit',
      reference: 'wt:3',
    });
    const withdrawal = await hold(db(), {
      userId,
      currency: 'USDT',
      amount: '2',
      kind: 'withdrawal_hold',
      reference: 'wt:4',
    });
    await postHold(db(), {
      holdId: withdrawal.holdId,
      to: 'hot_wallet',
      kind: 'withdrawal',
      reference: 'wt:4',
    });

    const all = await listEntries(db(), { userId, limit: 10, offset: 0 });
    expect(all.total).toBe(5);
    const shown = all.rows.map(({ currency, amount, balanceAfter, accountKind, kind, reference }) => [
      currency,
      amount,
      balanceAfter,
      accountKind,
      kind,
      reference,
    ]);
    expect(shown).toEqual([
      ['USDT', '-2', '0', 'held', 'withdrawal', 'wt:4'],
      ['USDT', '2', '2', 'held', 'withdrawal_hold', 'wt:4'],
      ['USDT', '-2', '1.5', 'available', 'withdrawal_hold', 'wt:4'],
      ['USDT', '3.5', '3.5', 'available', 'deposit', 'wt:3'],
      ['IRT', '1000', '1000', 'available', 'deposit', 'wt:1'],
    ]);
    expect(all.rows[0]!.createdAt).toBeInstanceOf(Date);

    const toman = await listEntries(db(), { userId, currency: 'IRT', limit: 10, offset: 0 });
    expect(toman.total).toBe(1);
    const page = await listEntries(db(), { userId, currency: 'USDT', limit: 2, offset: 2 });
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.amount)).toEqual(['-2', '3.5']);
  });
});

describe('checkLedger', () => {
  it('is clean after all of the above, and names a balance row edited by hand', async () => {
    expect(await checkLedger(db())).toEqual([]);
    const userId = await newUser(db());
    await credit(db(), { userId, currency: 'IRT', amount: '100', from: 'bank', ...about('t') });
    // Balance rows are the one thing the triggers do not freeze (movements update them).
    const nudge = (delta: number) =>
      sql`UPDATE ledger_accounts SET balance = balance + ${delta}
           WHERE user_id = ${userId} AND kind = 'available'`.execute(db());
    await nudge(1);
    try {
      const findings = await checkLedger(db());
      // The entries still balance the books: only the row disagrees with them.
      expect(findings.map((f) => f.invariant)).toEqual(['balance_row_matches_entries']);
      expect(findings[0]?.detail).toMatch(/balance 101 version 1, entries sum 100 count 1/);
    } finally {
      await nudge(-1);
    }
    expect(await checkLedger(db())).toEqual([]);
  });

  it('movements made in one caller transaction commit or roll back together', async () => {
    const userId = await newUser(db());
    await expectDomainError(
      withTransaction(db(), async (trx) => {
        await credit(trx, { userId, currency: 'IRT', amount: '100', from: 'bank', ...about('r') });
        await debit(trx, { userId, currency: 'IRT', amount: '150', to: 'fees', ...about('r') });
      }),
      'validation',
      'ledger.insufficientBalance',
    );
    expect((await balancesOf(db(), userId))[0]).toEqual({ currency: 'IRT', available: '0', held: '0' });
    expect((await listEntries(db(), { userId, limit: 5, offset: 0 })).total).toBe(0);
  });
});
