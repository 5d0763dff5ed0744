import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type {
  Currency,
  WalletTransactionsTable,
  WalletTransactionStatus,
  WalletTransactionType,
} from './walletTables.js';
import './walletTables.js';

export type WalletTransactionRow = Selectable<WalletTransactionsTable>;

export function insertWalletTransaction(
  db: Db,
  values: Insertable<WalletTransactionsTable>,
): Promise<WalletTransactionRow> {
  return db.insertInto('wallet_transactions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One of the person's transactions; another person's is not found (the caller answers 404). */
export function walletTransactionOf(db: Db, userId: string, id: string) {
  return db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Locks a transaction for its review: two operators deciding at once are served one after the other. */
export function lockWalletTransaction(db: Db, id: string) {
  return db.selectFrom('wallet_transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface TransactionFilter {
  userId?: string;
  currency?: Currency;
  type?: WalletTransactionType;
  status?: WalletTransactionStatus;
}

function filtered(db: Db, filter: TransactionFilter) {
  let query = db.selectFrom('wallet_transactions');
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.currency) query = query.where('currency', '=', filter.currency);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/** One page of transactions and how many match; newest first for a person, oldest first for a queue. */
export async function pageOfTransactions(
  db: Db,
  filter: TransactionFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<{ rows: WalletTransactionRow[]; total: number }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const direction = page.oldestFirst ? 'asc' : 'desc';
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}
