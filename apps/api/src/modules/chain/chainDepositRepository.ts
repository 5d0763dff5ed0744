import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';

/** One incoming USDT transfer, confirmed on the solidified chain, ready to credit. */
export interface ChainDeposit {
  /** 64 lowercase hex digits. */
  txHash: string;
  /** The Transfer log's position in its transaction: (txHash, logIndex) names the deposit. */
  logIndex: number;
  /** Our deposit address it arrived at (base58). */
  address: string;
  /** The owner of that address. */
  userId: string;
  /** Exact USDT as a decimal string ("12.5"), never a float. */
  amount: string;
  blockNumber: number;
  blockTimestamp: Date;
}

/**
 * Marks a deposit as credited; true when this call was the first, false when it was credited before. Call it
 * inside the transaction that credits the ledger and credit only on true: the primary key (tx_hash,
 * log_index) makes a second insert a no-op even from another process at the same moment (it waits for the
 * first to commit, then finds the row).
 */
export async function recordChainDeposit(trx: Db, deposit: ChainDeposit, creditedAt: Date): Promise<boolean> {
  const result = await sql<{ tx_hash: string }>`
    INSERT INTO chain_deposits (tx_hash, log_index, address, user_id, amount, block_number, credited_at)
    VALUES (${deposit.txHash}, ${deposit.logIndex}, ${deposit.address}, ${deposit.userId}, ${deposit.amount},
            ${deposit.blockNumber}, ${creditedAt})
    ON CONFLICT (tx_hash, log_index) DO NOTHING
    RETURNING tx_hash`.execute(trx);
  return result.rows.length === 1;
}

/** Of these transactions, the ones with at least one credited deposit. */
export async function creditedTransactions(db: Db, txHashes: readonly string[]): Promise<Set<string>> {
  if (txHashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('chain_deposits')
    .select('tx_hash')
    .distinct()
    .where('tx_hash', 'in', [...new Set(txHashes)])
    .execute();
  return new Set(rows.map((row) => row.tx_hash));
}
