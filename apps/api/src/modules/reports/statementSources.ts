import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { Currency } from '../ledger/index.js';
import { BATCH_ROWS } from './reportSources.js';
import type { ReportPeriod } from './reportRange.js';

/** One movement of the person's available balance: a ledger entry and what it belongs to. */
export interface StatementLine {
  /** The account version the entry made: the books' own order of the account's movements. */
  version: string;
  created_at: Date;
  /** The transfer's kind ('deposit', 'order_hold'...): one of the contract's Transfer kinds. */
  kind: string;
  /** Signed, as the ledger keeps it: negative left the balance, positive reached it. */
  amount: string;
  /** The person's own order or deposit/withdrawal the movement belongs to, if any. */
  order_id: string | null;
  wallet_transaction_id: string | null;
  /** The deposit's tracking number as the person typed it, or the chain's transaction hash. */
  reference: string | null;
}

/*
 * Read-only queries on the ledger's tables (ledger_accounts, ledger_entries, ledger_transfers), which the
 * ledger module owns, joined to wallet_transactions and orders to name what a movement belongs to. The
 * statement is of the available balance, as the app's balance movements and the contract's `balance_after`
 * are: what a pending withdrawal or an order awaiting approval holds has left it (and comes back as its own
 * movement if released). Times are the books' own (the database's clock when the movement was written).
 */

/** The person's available account in `currency`; none until their first movement in it. */
export async function availableAccountOf(db: Db, userId: string, currency: Currency): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM ledger_accounts
     WHERE user_id = ${userId}::bigint AND currency = ${currency} AND kind = 'available'`.execute(db);
  return rows[0]?.id ?? null;
}

/** The available balance right before `at`: the sum of every entry the account had by then, exact. */
export async function balanceBefore(db: Db, accountId: string, at: Date): Promise<string> {
  const { rows } = await sql<{ balance: string }>`
    SELECT trim_scale(coalesce(sum(amount), 0)) AS balance
      FROM ledger_entries
     WHERE account_id = ${accountId}::bigint AND created_at < ${at}`.execute(db);
  return rows[0]?.balance ?? '0';
}

/** How many movements of the person's available balances (both currencies) the period holds. */
export async function countStatementRows(db: Db, userId: string, period: ReportPeriod): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id = ${userId}::bigint AND a.kind = 'available'
       AND e.created_at >= ${period.start} AND e.created_at < ${period.end}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * The account's movements in the period in the books' order, a batch at a time: keyset pages on
 * (account_id, account_version), the ledger's unique index behind a person's statement.
 */
export async function* statementBatches(
  db: Db,
  account: { id: string; userId: string },
  period: ReportPeriod,
  batchRows = BATCH_ROWS,
) {
  let after = '0';
  for (;;) {
    const { rows } = await sql<StatementLine>`
      SELECT e.account_version AS version, e.created_at, t.kind, trim_scale(e.amount) AS amount,
             o.id AS order_id, w.id AS wallet_transaction_id,
             coalesce(w.tracking_id, w.trx_hash) AS reference
        FROM ledger_entries e
        JOIN ledger_transfers t ON t.id = e.transfer_id
        LEFT JOIN orders o
          ON o.id = substring(t.reference FROM '^order:([0-9]+)$')::bigint AND o.user_id = ${account.userId}::bigint
        LEFT JOIN wallet_transactions w
          ON w.id = substring(t.reference FROM '^wallet_transaction:([0-9]+)$')::bigint
         AND w.user_id = ${account.userId}::bigint
       WHERE e.account_id = ${account.id}::bigint AND e.account_version > ${after}::bigint
         AND e.created_at >= ${period.start} AND e.created_at < ${period.end}
       ORDER BY e.account_version
       LIMIT ${batchRows}`.execute(db);
    if (rows.length > 0) yield rows;
    if (rows.length < batchRows) return;
    after = String(rows.at(-1)!.version);
  }
}
