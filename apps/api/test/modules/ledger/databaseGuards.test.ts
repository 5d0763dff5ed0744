import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../../src/errors/sqlState.js';
import {
  checkLedger,
  credit,
  hold,
  postHold,
  type LedgerFinding,
} from '../../../src/modules/ledger/index.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import { newUser } from './ledgerFixtures.js';

// SQL written by hand, as a careless script or a bug elsewhere would write it: the database itself refuses.
let testDb: TestDb;
let userId: string;
let accounts: Record<string, string>;
let transferId: string;
beforeAll(async () => {
  testDb = await createTestDb();
  userId = await newUser(testDb.db);
  transferId = (
    await credit(testDb.db, {
      userId,
      currency: 'IRT',
      amount: '1000',
      from: 'bank',
      kind: 'seed',
      reference: 's',
    })
  ).transferId;
  await credit(testDb.db, {
    userId,
    currency: 'USDT',
    amount: '50',
    from: 'hot_wallet',
    kind: 'seed',
    reference: 's',
  });
  const rows = await sql<{ name: string; id: string }>`
    SELECT coalesce(user_id::text || ':', '') || currency || ':' || kind AS name, id FROM ledger_accounts`.execute(
    testDb.db,
  );
  accounts = Object.fromEntries(rows.rows.map((row) => [row.name.replace(`${userId}:`, 'me:'), row.id]));
});
afterAll(async () => testDb?.cleanup());

/** Runs `statements` in one transaction (so refusals at commit count) and returns the refusal. */
async function refusal(
  ...statements: RawBuilder<unknown>[]
): Promise<{ state?: string; constraint?: string; message: string }> {
  const error = await testDb.db
    .transaction()
    .execute(async (trx) => {
      for (const statement of statements) await statement.execute(trx);
    })
    .then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
  expect(error, 'the database accepted it').toBeDefined();
  const { constraint } = error as Error & { constraint?: string };
  return { state: sqlStateOf(error), constraint, message: error!.message };
}

const transfer = (from: string, to: string, currency: string, amount: string) => sql`
  INSERT INTO ledger_transfers (currency, from_account_id, to_account_id, amount, kind, reference)
  VALUES (${currency}, ${from}, ${to}, ${amount}::numeric, 'by_hand', 'test')`;
const entry = (
  account: string,
  currency: string,
  amount: string,
  transfer = sql`currval(pg_get_serial_sequence('ledger_transfers', 'id'))`,
) => sql`
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount)
  VALUES (${transfer}, ${account}, ${currency}, ${amount}::numeric)`;

describe('history is append-only', () => {
  it.each([
    ['UPDATE ledger_entries SET amount = amount * 2'],
    ['DELETE FROM ledger_entries'],
    ['TRUNCATE ledger_entries'],
    ['UPDATE ledger_transfers SET amount = 1'],
    ['DELETE FROM ledger_transfers'],
    ['TRUNCATE ledger_transfers CASCADE'],
    ["UPDATE ledger_accounts SET currency = 'USDT' WHERE kind = 'fees' AND currency = 'IRT'"],
    ["UPDATE ledger_accounts SET kind = 'held' WHERE kind = 'available'"],
    ['DELETE FROM ledger_accounts'],
    ['TRUNCATE ledger_accounts CASCADE'],
  ])('%s is refused', async (statement) => {
    const { state, message } = await refusal(sql.raw(statement));
    expect(state).toBe('23001');
    expect(message).toMatch(/append-only/);
  });

  it('a person with money cannot be deleted from under their accounts', async () => {
    const { state } = await refusal(sql`DELETE FROM users WHERE id = ${userId}`);
    expect(state).toBe('23503');
  });
});

describe('balances', () => {
  it.each([
    ['available', '-1', 'ledger_accounts_balance_not_negative'],
    ['held', '-0.000001', 'ledger_accounts_balance_not_negative'],
  ])("a person's %s balance cannot be set below zero (%s)", async (kind, balance, expected) => {
    const { state, constraint } = await refusal(
      sql`UPDATE ledger_accounts SET balance = ${balance}::numeric WHERE user_id = ${userId} AND kind = ${kind}`,
    );
    expect(state).toBe('23514');
    expect(constraint).toBe(expected);
  });

  it.each([
    ['Tether at the bank', sql`INSERT INTO ledger_accounts (currency, kind) VALUES ('USDT', 'bank')`],
    ['a kind that does not exist', sql`INSERT INTO ledger_accounts (currency, kind) VALUES ('IRT', 'vault')`],
    [
      'a person owning a house kind',
      sql`INSERT INTO ledger_accounts (user_id, currency, kind, balance, version)
          SELECT min(id), 'IRT', 'fees', 0, 0 FROM users`,
    ],
    [
      'an ownerless available account',
      sql`INSERT INTO ledger_accounts (currency, kind) VALUES ('IRT', 'available')`,
    ],
  ])('an account must be of a kind its currency and owner allow: %s', async (_, statement) => {
    const { state, constraint } = await refusal(statement);
    expect(state).toBe('23503');
    expect(constraint).toBe('ledger_accounts_kind_exists');
  });

  it('house accounts keep no balance row', async () => {
    const { constraint } = await refusal(
      sql`UPDATE ledger_accounts SET balance = 0, version = 0 WHERE kind = 'bank'`,
    );
    expect(constraint).toBe('ledger_accounts_running_balance_only_for_people');
  });
});

describe('transfers', () => {
  it('cannot transfer between currencies', async () => {
    const { state, constraint } = await refusal(
      transfer(accounts['IRT:bank']!, accounts['me:USDT:available']!, 'IRT', '1'),
    );
    expect(state).toBe('23503');
    expect(constraint).toBe('ledger_transfers_to_same_currency');
  });

  it('a transfer without both its entries is refused at commit', async () => {
    const { constraint } = await refusal(
      transfer(accounts['IRT:bank']!, accounts['me:IRT:available']!, 'IRT', '10'),
      entry(accounts['IRT:bank']!, 'IRT', '-10'),
    );
    expect(constraint).toBe('ledger_transfers_balanced');
  });

  it('entries that sum to zero but are not the transfer are refused at commit', async () => {
    const { constraint } = await refusal(
      transfer(accounts['IRT:bank']!, accounts['me:IRT:available']!, 'IRT', '10'),
      entry(accounts['IRT:bank']!, 'IRT', '-5'),
      entry(accounts['me:IRT:available']!, 'IRT', '5'),
    );
    expect(constraint).toBe('ledger_transfers_balanced');
  });

  it('an entry in another currency than its transfer is refused at commit', async () => {
    const { constraint } = await refusal(
      transfer(accounts['IRT:bank']!, accounts['IRT:fees']!, 'IRT', '10'),
      entry(accounts['IRT:bank']!, 'IRT', '-10'),
      entry(accounts['IRT:fees']!, 'USDT', '10'),
    );
    expect(constraint).toBe('ledger_transfers_balanced');
  });

  it('a third entry cannot be added to a finished transfer', async () => {
    const { state, constraint } = await refusal(
      entry(accounts['IRT:fees']!, 'IRT', '1000', sql`${transferId}::bigint`),
    );
    expect(state).toBe('23505');
    expect(constraint).toBe('ledger_entries_one_per_leg');
  });

  it('an entry written by hand for no transfer is not refused (no key, see the migration) but reported', async () => {
    let findings: LedgerFinding[] = [];
    // Looked at inside the transaction, which then rolls back: entries cannot be deleted afterwards.
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await entry(accounts['IRT:fees']!, 'IRT', '5', sql`999999999::bigint`).execute(trx);
        findings = await checkLedger(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A house account (no balance row to disagree): the orphan and the books that no longer balance.
    expect(findings.map((f) => f.invariant).sort()).toEqual(['books_balance', 'transfer_sums_to_zero']);
    expect(findings.find((f) => f.invariant === 'transfer_sums_to_zero')?.detail).toMatch(
      /transfer 999999999 does not exist/,
    );
  });

  it.each([
    ['IRT', '1.5'],
    ['USDT', '1.0000001'],
    ['IRT', '0'],
    ['IRT', '1000000000000000000'],
  ])('the SQL functions refuse %s %s', async (currency, amount) => {
    const house = currency === 'IRT' ? 'bank' : 'hot_wallet';
    const { state, constraint } = await refusal(
      sql`SELECT * FROM ledger_credit(${userId}, ${currency}, ${amount}::numeric, ${house}, 'deposit', 'x')`,
    );
    expect(state).toBe('23514');
    expect(constraint).toBe('ledger_transfers_amount_valid');
  });

  it('only holds and their resolutions touch held money', async () => {
    const { state } = await refusal(
      sql`SELECT * FROM ledger_move(${userId}, 'IRT', 'bank', 'held', 5, 'sneak', 'x', false, NULL, NULL)`,
    );
    expect(state).toBe('22023');
  });
});

describe('holds', () => {
  async function newHold(amount: string) {
    return (
      await hold(testDb.db, { userId, currency: 'USDT', amount, kind: 'withdrawal_hold', reference: 'h' })
    ).holdId;
  }

  it('a second post of a hold is refused, through the function and by hand', async () => {
    const holdId = await newHold('5');
    await postHold(testDb.db, { holdId, to: 'hot_wallet', kind: 'withdrawal', reference: 'h' });
    const again = await refusal(
      sql`SELECT * FROM ledger_resolve_hold(${holdId}, 'hot_wallet', 'withdrawal', 'h')`,
    );
    expect(again.state).toBe('23505');
    // By hand, with a second open hold so that `held` could pay for it: the unique index refuses.
    await newHold('5');
    const byHand = await refusal(sql`
      INSERT INTO ledger_transfers (currency, from_account_id, to_account_id, amount, kind, reference, pending_id,
                                    resolution)
      VALUES ('USDT', ${accounts['me:USDT:held']!}, ${accounts['USDT:hot_wallet']!}, 5, 'again', 'h', ${holdId},
              'posted')`);
    expect(byHand.state).toBe('23505');
    expect(byHand.constraint).toBe('ledger_transfers_resolved_once');
  });

  it.each([
    ['another amount', '4', 'USDT:hot_wallet', 'posted'],
    ['voided to a house account', '3', 'USDT:hot_wallet', 'voided'],
    ["posted to a person's account", '3', 'me:USDT:available', 'posted'],
  ])('a resolution with %s is refused', async (_, amount, to, resolution) => {
    const holdId = await newHold('3');
    const { state, constraint } = await refusal(sql`
      INSERT INTO ledger_transfers (currency, from_account_id, to_account_id, amount, kind, reference, pending_id,
                                    resolution)
      VALUES ('USDT', ${accounts['me:USDT:held']!}, ${accounts[to]!}, ${amount}::numeric, 'odd', 'h', ${holdId},
              ${resolution})`);
    expect(state).toBe('23514');
    expect(constraint).toBe('ledger_transfers_resolve_whole_hold');
  });

  it('an ordinary transfer cannot be resolved as if it were a hold', async () => {
    const { state, constraint } = await refusal(sql`
      INSERT INTO ledger_transfers (currency, from_account_id, to_account_id, amount, kind, reference, pending_id,
                                    resolution)
      VALUES ('IRT', ${accounts['me:IRT:held']!}, ${accounts['IRT:bank']!}, 1000, 'odd', 'h', ${transferId}, 'posted')`);
    expect(state).toBe('23514');
    expect(constraint).toBe('ledger_transfers_resolve_whole_hold');
  });

  it('every refusal above left the ledger as it was', async () => {
    expect(await checkLedger(testDb.db)).toEqual([]);
  });
});
