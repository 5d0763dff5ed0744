import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { Currency } from './currencies.js';

export interface EntryRow {
  id: string;
  transferId: string;
  currency: Currency;
  /** Signed: negative left the account, positive reached it. */
  amount: string;
  balanceAfter: string;
  /** Which of the person's accounts: spendable or set aside by a hold. */
  accountKind: 'available' | 'held';
  /** The transfer's kind and reference ('deposit', 'wallet_transaction:42'). */
  kind: string;
  reference: string;
  createdAt: Date;
}

export interface EntryPage {
  rows: EntryRow[];
  total: number;
}

export interface EntryQuery {
  userId: string;
  currency?: Currency;
  /** Only the entries of this one of the person's accounts (the transfers list shows `available`). */
  accountKind?: 'available' | 'held';
  limit: number;
  offset: number;
}

/** A person's entries, newest first, with the transfer each belongs to; `total` counts all of them. */
export async function listEntries(db: Db, query: EntryQuery): Promise<EntryPage> {
  const currency = query.currency ?? null;
  const accountKind = query.accountKind ?? null;
  const mine = sql`a.user_id = ${query.userId}::bigint
    AND (${currency}::text IS NULL OR a.currency = ${currency}::text)
    AND (${accountKind}::text IS NULL OR a.kind = ${accountKind}::text)`;
  const [page, count] = await Promise.all([
    sql<EntryRow>`
      SELECT e.id, e.transfer_id AS "transferId", e.currency, trim_scale(e.amount) AS amount,
             trim_scale(e.balance_after) AS "balanceAfter", a.kind AS "accountKind", t.kind, t.reference,
             e.created_at AS "createdAt"
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE ${mine}
       ORDER BY e.id DESC
       LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db),
    sql<{ total: string }>`
      SELECT count(*) AS total
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
       WHERE ${mine}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
}
