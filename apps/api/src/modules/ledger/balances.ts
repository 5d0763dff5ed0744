import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';
import { CURRENCIES, type Currency, type HouseAccount } from './currencies.js';

export interface PersonBalance {
  currency: Currency;
  available: string;
  held: string;
}

/** A person's balances in both currencies (IRT first), '0' where no account exists yet. */
export async function balancesOf(db: Db, userId: string): Promise<PersonBalance[]> {
  const { rows } = await sql<{ currency: Currency; kind: 'available' | 'held'; balance: string }>`
    SELECT currency, kind, trim_scale(balance) AS balance
      FROM ledger_accounts
     WHERE user_id = ${userId}::bigint`.execute(db);
  return CURRENCIES.map((currency) => {
    const of = (kind: 'available' | 'held') =>
      rows.find((row) => row.currency === currency && row.kind === kind)?.balance ?? '0';
    return { currency, available: of('available'), held: of('held') };
  });
}

/**
 * A house account's balance: the sum of its entries, read when asked (house accounts keep no balance row,
 * see 0007_ledger.sql). Negative is normal: a house account mirrors money outside the ledger, e.g. `bank`
 * goes down by what people deposited at the bank. '0' for a pair that has no account (USDT at `bank`).
 */
export async function houseBalance(db: Db, house: HouseAccount, currency: Currency): Promise<string> {
  const { rows } = await sql<{ balance: string }>`
    SELECT trim_scale(coalesce(sum(e.amount), 0)) AS balance
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id IS NULL AND a.kind = ${house} AND a.currency = ${currency}`.execute(db);
  return rows[0]?.balance ?? '0';
}

export interface HouseBalance {
  house: HouseAccount;
  currency: Currency;
  balance: string;
}

/** Every house account with its balance, for reports and `ledger:check`. */
export async function houseBalances(db: Db): Promise<HouseBalance[]> {
  const { rows } = await sql<HouseBalance>`
    SELECT a.kind AS house, a.currency,
           trim_scale(coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0))
             AS balance
      FROM ledger_accounts a
     WHERE a.user_id IS NULL
     ORDER BY a.currency, a.kind`.execute(db);
  return rows;
}
