import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdempotent } from '../../src/db/idempotency.js';
import { DomainError } from '../../src/errors/DomainError.js';
import { balancesOf, credit, debit } from '../../src/modules/ledger/index.js';
import { expectDomainError, newUser } from '../modules/ledger/ledgerFixtures.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

let testDb: TestDb;
let userId: string;
beforeAll(async () => {
  testDb = await createTestDb();
  userId = await newUser(testDb.db);
  await credit(testDb.db, {
    userId,
    currency: 'IRT',
    amount: '1000',
    from: 'bank',
    kind: 'deposit',
    reference: 'c',
  });
});
afterAll(async () => testDb?.cleanup());

const request = (key: string, requestHash = 'hash-1', operation = 'createIrtWithdraw') => ({
  userId,
  key,
  operation,
  requestHash,
});
const storedKeys = async (key: string) =>
  (await sql<{ n: string }>`SELECT count(*) AS n FROM idempotency_keys WHERE key = ${key}`.execute(testDb.db))
    .rows[0]!.n;

describe('runIdempotent', () => {
  it('runs the work once and answers a repeat with the stored answer', async () => {
    let runs = 0;
    const work = async (trx: Parameters<Parameters<typeof runIdempotent>[2]>[0]) => {
      runs += 1;
      const moved = await debit(trx, {
        userId,
        currency: 'IRT',
        amount: '100',
        to: 'fees',
        kind: 'fee',
        reference: 'k1',
      });
      return { status: 201, body: { id: moved.transferId, remained: moved.availableAfter, note: null } };
    };
    const first = await runIdempotent(testDb.db, request('k1'), work);
    const again = await runIdempotent(testDb.db, request('k1'), work);
    expect(runs).toBe(1);
    expect(first).toMatchObject({ status: 201, replayed: false, body: { remained: '900', note: null } });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await balancesOf(testDb.db, userId))[0]!.available).toBe('900');
  });

  it('refuses the same key for another request or another operation (422), running nothing', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { status: 200, body: { ok: true } };
    };
    await runIdempotent(testDb.db, request('k2'), work);
    for (const other of [request('k2', 'hash-2'), request('k2', 'hash-1', 'createUsdtWithdraw')]) {
      const error = await expectDomainError(
        runIdempotent(testDb.db, other, work),
        'validation',
        'idempotency.keyReused',
      );
      expect(error).toBeInstanceOf(DomainError);
    }
    expect(runs).toBe(1);
  });

  it('a refused request leaves no key: the same key runs again and can succeed later', async () => {
    const attempt = () =>
      runIdempotent(testDb.db, request('k3'), async (trx) => {
        const moved = await debit(trx, {
          userId,
          currency: 'IRT',
          amount: '2000',
          to: 'fees',
          kind: 'fee',
          reference: 'k3',
        });
        return { status: 201, body: { remained: moved.availableAfter } };
      });
    await expectDomainError(attempt(), 'validation', 'ledger.insufficientBalance', 'amount');
    expect(await storedKeys('k3')).toBe('0');
    await credit(testDb.db, {
      userId,
      currency: 'IRT',
      amount: '1500',
      from: 'bank',
      kind: 'deposit',
      reference: 'top-up',
    });
    expect(await attempt()).toMatchObject({ status: 201, replayed: false, body: { remained: '400' } });
    expect(await storedKeys('k3')).toBe('1');
  });

  it("keys are per person: another person's same key is their own", async () => {
    const other = await newUser(testDb.db);
    const mine = await runIdempotent(testDb.db, request('shared'), async () => ({
      status: 200,
      body: 'mine',
    }));
    const theirs = await runIdempotent(testDb.db, { ...request('shared'), userId: other }, async () => ({
      status: 202,
      body: undefined,
    }));
    expect(mine).toEqual({ status: 200, body: 'mine', replayed: false });
    // No body is stored as JSON null, so a replay has one too.
    expect(theirs).toEqual({ status: 202, body: null, replayed: false });
  });
});
