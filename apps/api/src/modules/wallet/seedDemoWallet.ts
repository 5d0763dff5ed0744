import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { credit } from '../ledger/index.js';
import { seedDemoBankAccounts } from '../settings/index.js';
import { findUserByEmail, setVerificationState } from '../users/index.js';
import type { Currency } from './walletTables.js';
import { insertWalletTransaction } from './walletTransactionRepository.js';

/** What the quick start's demo trader holds, each arrived as an approved deposit. */
const DEMO_FUNDS: ReadonlyArray<{ currency: Currency; amount: string }> = [
  { currency: 'IRT', amount: '50000000' },
  { currency: 'USDT', amount: '1000' },
];

/**
 * The quick start's wallet: the desk's sample bank accounts, and a verified demo trader who holds some
 * Toman and Tether, put there through the ledger as approved deposits (so the ledger check, the
 * transaction list and the balances all agree). Runs once: a demo trader with any transaction is left alone.
 */
export async function seedDemoWallet(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await seedDemoBankAccounts(db);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await withTransaction(db, async (trx) => {
    const any = await trx
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (any) return;
    await setVerificationState(
      trx,
      user.id,
      { verification_status: 'verified', verification_reason: null },
      now,
    );
    const account = await trx
      .selectFrom('desk_bank_accounts')
      .select('id')
      .where('is_active', '=', true)
      .executeTakeFirst();
    for (const { currency, amount } of DEMO_FUNDS) {
      const row = await insertWalletTransaction(trx, {
        user_id: user.id,
        type: 'Deposit',
        currency,
        amount,
        status: 'Pending',
        bank_account_id: currency === 'IRT' ? (account?.id ?? null) : null,
        network: currency === 'USDT' ? 'TRC20' : null,
        description: 'Demo funds',
        created_at: now,
      });
      const moved = await credit(trx, {
        userId: user.id,
        currency,
        amount,
        from: currency === 'IRT' ? 'bank' : 'hot_wallet',
        kind: 'deposit',
        reference: `wallet_transaction:${row.id}`,
      });
      await trx
        .updateTable('wallet_transactions')
        .set({
          status: 'Approved',
          credit_transfer_id: moved.transferId,
          remained_balance: moved.availableAfter,
          reviewed_at: now,
        })
        .where('id', '=', row.id)
        .execute();
    }
  });
}
