import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdempotent } from '../../../src/db/idempotency.js';
import { withTransaction } from '../../../src/db/transaction.js';
import { DomainError } from '../../../src/errors/DomainError.js';
import {
  balancesOf,
  checkLedger,
  credit,
  debit,
  hold,
  listEntries,
  postHold,
  voidHold,
} from '../../../src/modules/ledger/index.js';
import { createTestDb, TEST_DB, type TestDb } from '../../helpers/testDb.js';
import { newUser } from './ledgerFixtures.js';

// PGlite is one session (transactions never overlap): only PostgreSQL shows races.
describe.runIf(TEST_DB === 'postgres')('the ledger under concurrent movements (PostgreSQL)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => testDb?.cleanup());

  const settle = <T>(runs: Promise<T>[]) => Promise.allSettled(runs);
  const refusals = (results: PromiseSettledResult<unknown>[]) =>
    results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as unknown);

  it('50 concurrent holds of the whole balance: exactly one succeeds, the rest are insufficient balance', async () => {
    const userId = await newUser(testDb.db);
    await credit(testDb.db, {
      userId,
      currency: 'USDT',
      amount: '100',
      from: 'hot_wallet',
      kind: 'deposit',
      reference: 'c',
    });
    // One attempt each: a deadlock would fail the test instead of being retried away.
    const results = await settle(
      Array.from({ length: 50 }, (_, i) =>
        withTransaction(
          testDb.db,
          (trx) =>
            hold(trx, {
              userId,
              currency: 'USDT',
              amount: '100',
              kind: 'withdrawal_hold',
              reference: `race:${i}`,
            }),
          { attempts: 1 },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = refusals(results);
    expect(failed).toHaveLength(49);
    for (const error of failed) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).messageKey).toBe('ledger.insufficientBalance');
      expect((error as DomainError).params).toEqual({ currency: 'USDT' });
    }
    expect(await balancesOf(testDb.db, userId)).toContainEqual({
      currency: 'USDT',
      available: '0',
      held: '100',
    });
    expect(await checkLedger(testDb.db)).toEqual([]);
  });

  it('20 concurrent resolutions of one hold: exactly one posts or voids it, the rest are conflicts', async () => {
    const userId = await newUser(testDb.db);
    await credit(testDb.db, {
      userId,
      currency: 'IRT',
      amount: '5000',
      from: 'bank',
      kind: 'deposit',
      reference: 'c',
    });
    const { holdId } = await hold(testDb.db, {
      userId,
      currency: 'IRT',
      amount: '3000',
      kind: 'withdrawal_hold',
      reference: 'h',
    });
    const results = await settle(
      Array.from({ length: 20 }, (_, i) =>
        withTransaction(
          testDb.db,
          (trx) =>
            i % 2 === 0
              ? postHold(trx, { holdId, to: 'bank', kind: 'withdrawal', reference: `p:${i}` })
              : voidHold(trx, { holdId, kind: 'withdrawal_void', reference: `v:${i}` }),
          { attempts: 1 },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const error of refusals(results)) expect((error as DomainError).kind).toBe('conflict');
    const [toman] = await balancesOf(testDb.db, userId);
    expect(toman!.held).toBe('0');
    expect(['2000', '5000']).toContain(toman!.available);
    expect(await checkLedger(testDb.db)).toEqual([]);
  });

  it('many people moving money at once never deadlock, never overdraw, and the books balance', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => newUser(testDb.db)));
    for (const userId of people) {
      await credit(testDb.db, {
        userId,
        currency: 'IRT',
        amount: '1000',
        from: 'bank',
        kind: 'deposit',
        reference: 'c',
      });
    }
    const moves = Array.from({ length: 200 }, (_, i) => {
      const userId = people[i % people.length]!;
      const about = { kind: 'mix', reference: `mix:${i}` };
      return withTransaction(
        testDb.db,
        async (trx) => {
          switch (i % 4) {
            case 0:
              return credit(trx, { userId, currency: 'IRT', amount: '30', from: 'bank', ...about });
            case 1:
              return debit(trx, { userId, currency: 'IRT', amount: '45', to: 'fees', ...about });
            case 2: {
              const made = await hold(trx, { userId, currency: 'IRT', amount: '20', ...about });
              return postHold(trx, { holdId: made.holdId, to: 'bank', ...about });
            }
            default: {
              const made = await hold(trx, { userId, currency: 'IRT', amount: '25', ...about });
              return voidHold(trx, { holdId: made.holdId, ...about });
            }
          }
        },
        { attempts: 1 },
      );
    });
    const results = await settle(moves);
    // Only "not enough money" may fail; deadlocks and serialization failures would show up here.
    for (const error of refusals(results))
      expect((error as DomainError).messageKey).toBe('ledger.insufficientBalance');
    for (const userId of people) {
      const [toman] = await balancesOf(testDb.db, userId);
      expect(BigInt(toman!.available)).toBeGreaterThanOrEqual(0n);
      expect(toman!.held).toBe('0');
    }
    expect(await checkLedger(testDb.db)).toEqual([]);
  });

  it('one Idempotency-Key sent 20 times at once makes one movement and 20 identical answers', async () => {
    const userId = await newUser(testDb.db);
    await credit(testDb.db, {
      userId,
      currency: 'USDT',
      amount: '100',
      from: 'hot_wallet',
      kind: 'deposit',
      reference: 'c',
    });
    let runs = 0;
    const request = {
      userId,
      key: 'withdraw-7f3a',
      operation: 'createUsdtWithdraw',
      requestHash: 'sha256:abc',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        runIdempotent(testDb.db, request, async (trx) => {
          runs += 1;
          const held = await hold(trx, {
            userId,
            currency: 'USDT',
            amount: '12.5',
            kind: 'withdrawal_hold',
            reference: 'idem',
          });
          return {
            status: 201,
            body: { hold_id: held.holdId, available: held.availableAfter, held: held.heldAfter },
          };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const first = answers.find((a) => !a.replayed)!;
    expect(first.body).toMatchObject({ available: '87.5', held: '12.5' });
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 201, body: first.body });
    // Serialised the same way too (what the client receives).
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await listEntries(testDb.db, { userId, currency: 'USDT', limit: 10, offset: 0 })).total).toBe(3);
    expect(await balancesOf(testDb.db, userId)).toContainEqual({
      currency: 'USDT',
      available: '87.5',
      held: '12.5',
    });
  });
});
