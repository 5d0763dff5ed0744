import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { ReportPeriod } from './reportRange.js';

/** Rows read per query: small enough to keep memory flat, large enough that round trips do not dominate. */
export const BATCH_ROWS = 2000;

export interface TransactionLine {
  id: string;
  created_at: Date;
  type: 'Deposit' | 'Withdraw';
  currency: 'IRT' | 'USDT';
  amount: string;
  fee: string;
  status: 'Pending' | 'Approved' | 'Rejected';
  reference: string | null;
  destination: string | null;
  /** The chain network of a Tether deposit or withdrawal (the contract's code, 'TRC20'); null for Toman. */
  network: string | null;
}

export interface OrderLine {
  id: string;
  created_at: Date;
  base_symbol: 'USDT';
  quote_symbol: 'IRT';
  side: 'Buy' | 'Sell';
  status: 'Processing' | 'Filled' | 'Cancelled';
  amount: string;
  price: string;
  fee_value: string;
  paid: string;
  received: string;
  final_price: string | null;
  final_quantity: string | null;
}

type Cursor = { at: Date; id: string } | undefined;

/*
 * Read-only queries on tables other modules own (wallet_transactions: wallet; orders: trade; markets:
 * markets), as the modules README allows for presenting rows. Keyset pages on (created_at, id): each query
 * starts after the last row of the previous one, so a long range costs the same per page as a short one.
 */

/** How many rows the report will hold (for its progress): the person's transactions and orders in the period. */
export async function countReportRows(db: Db, userId: string, period: ReportPeriod): Promise<number> {
  const count = (table: 'wallet_transactions' | 'orders') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', period.start)
      .where('created_at', '<', period.end)
      .executeTakeFirstOrThrow();
  const [transactions, orders] = [await count('wallet_transactions'), await count('orders')];
  return Number(transactions.count) + Number(orders.count);
}

/** The person's deposits and withdrawals in the period, whatever their status, oldest first, a batch at a time. */
export async function* transactionBatches(
  db: Db,
  userId: string,
  period: ReportPeriod,
  batchRows = BATCH_ROWS,
) {
  let after: Cursor;
  for (;;) {
    let query = db
      .selectFrom('wallet_transactions')
      .select(['id', 'created_at', 'type', 'currency', 'amount', 'fee', 'status', 'network'])
      .select((eb) => [
        eb.fn.coalesce('tracking_id', 'trx_hash').as('reference'),
        eb.fn.coalesce('dest_iban', 'dest_address').as('destination'),
      ])
      .where('user_id', '=', userId)
      .where('created_at', '>=', period.start)
      .where('created_at', '<', period.end);
    if (after) query = query.where(sql<boolean>`(created_at, id) > (${after.at}, ${after.id})`);
    const rows: TransactionLine[] = await query
      .orderBy('created_at')
      .orderBy('id')
      .limit(batchRows)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchRows) return;
    const last = rows.at(-1)!;
    after = { at: last.created_at, id: last.id };
  }
}

/** The person's orders placed in the period, whatever their status, oldest first, a batch at a time. */
export async function* orderBatches(db: Db, userId: string, period: ReportPeriod, batchRows = BATCH_ROWS) {
  let after: Cursor;
  for (;;) {
    let query = db
      .selectFrom('orders')
      .innerJoin('markets', 'markets.id', 'orders.market_id')
      .select([
        'orders.id',
        'orders.created_at',
        'markets.base_symbol',
        'markets.quote_symbol',
        'orders.side',
        'orders.status',
        'orders.amount',
        'orders.price',
        'orders.fee_value',
        'orders.paid',
        'orders.received',
        'orders.final_price',
        'orders.final_quantity',
      ])
      .where('orders.user_id', '=', userId)
      .where('orders.created_at', '>=', period.start)
      .where('orders.created_at', '<', period.end);
    if (after) query = query.where(sql<boolean>`(orders.created_at, orders.id) > (${after.at}, ${after.id})`);
    const rows = (await query
      .orderBy('orders.created_at')
      .orderBy('orders.id')
      .limit(batchRows)
      .execute()) as OrderLine[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchRows) return;
    const last = rows.at(-1)!;
    after = { at: last.created_at, id: last.id };
  }
}
