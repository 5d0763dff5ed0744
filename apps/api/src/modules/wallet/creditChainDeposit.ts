import { sql, type Kysely, type Transaction } from 'kysely';
import { appPaths } from '@sarraf/routes';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { recordChainDeposit, type ChainDeposit, type CreditDeposit } from '../chain/index.js';
import { credit } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { insertWalletTransaction, type WalletTransactionRow } from './walletTransactionRepository.js';

/**
 * Credits one confirmed Tether transfer to its address's owner, inside `trx`: the chain deposit's own
 * record (primary key: transaction and log index) decides whether this is the first time; only then does
 * the ledger move and a wallet transaction appear, Approved at once (the chain has confirmed it).
 */
export async function creditChainDepositIn(
  trx: Transaction<Database>,
  deposit: ChainDeposit,
  at: Date,
): Promise<WalletTransactionRow | null> {
  if (!(await recordChainDeposit(trx, deposit, at))) return null;
  const { rows } = await sql<{ id: string }>`
    SELECT nextval(pg_get_serial_sequence('wallet_transactions', 'id'))::text AS id`.execute(trx);
  const id = rows[0]!.id;
  const moved = await credit(trx, {
    userId: deposit.userId,
    currency: 'USDT',
    amount: deposit.amount,
    from: 'hot_wallet',
    kind: 'deposit',
    reference: `wallet_transaction:${id}`,
  });
  await notify(trx, {
    userId: deposit.userId,
    kind: 'deposit_approved',
    params: { amount: deposit.amount, currency: 'USDT' },
    link: appPaths.transaction(id),
    at,
  });
  return insertWalletTransaction(trx, {
    id,
    user_id: deposit.userId,
    type: 'Deposit',
    currency: 'USDT',
    amount: deposit.amount,
    status: 'Approved',
    remained_balance: moved.availableAfter,
    network: 'TRC20',
    trx_hash: deposit.txHash,
    log_index: deposit.logIndex,
    credit_transfer_id: moved.transferId,
    created_at: at,
    reviewed_at: at,
  });
}

/** The chain watcher's `credit`: one transaction per deposit, true when this call credited it. */
export function chainDepositCrediter(db: Kysely<Database>, now: () => Date): CreditDeposit {
  return (deposit) =>
    withTransaction(db, async (trx) => (await creditChainDepositIn(trx, deposit, now())) !== null);
}
