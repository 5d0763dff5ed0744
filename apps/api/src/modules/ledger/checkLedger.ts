import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';

/** One broken rule: which invariant, and what breaks it. No findings means the books are sound. */
export interface LedgerFinding {
  invariant: string;
  detail: string;
}

/** Findings reported per invariant: enough to find the damage, not a flood. */
const MAX_ROWS_PER_INVARIANT = 50;

/**
 * Checks every ledger invariant again from the data (`ledger_check()` in 0007_ledger.sql and the desk's
 * stock, `desk_stock_check()` in 0030_desk_stock.sql: one round trip, and the same check an operator can run
 * in psql). An empty list means the ledger is consistent.
 */
export async function checkLedger(db: Db): Promise<LedgerFinding[]> {
  const { rows } = await sql<LedgerFinding>`
    SELECT invariant, detail FROM ledger_check(${MAX_ROWS_PER_INVARIANT}::integer)
    UNION ALL
    SELECT invariant, detail FROM desk_stock_check(${MAX_ROWS_PER_INVARIANT}::integer)`.execute(db);
  return rows;
}
