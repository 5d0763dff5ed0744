import type { Locale } from '../../../db/schema.js';
import type { Db } from '../../../db/transaction.js';
import type { components } from '../../../generated/schema.gen.js';
import { normalizeDecimal } from '../../../money/decimal.js';
import { presentWalletTransaction } from '../presentWalletTransaction.js';
import type { WalletTransactionRow } from '../walletTransactionRepository.js';
import { riskSignsOf } from './withdrawalRiskSigns.js';

/** Transactions with their owner and a withdrawal's risk signs, for the operators' queue (a few queries a page). */
export async function presentForAdmin(
  db: Db,
  rows: WalletTransactionRow[],
  locale: Locale,
): Promise<components['schemas']['AdminWalletTransaction'][]> {
  const ids = [...new Set(rows.map((row) => row.user_id))];
  const owners =
    ids.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'email', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  const signs = await riskSignsOf(db, rows);
  return rows.map((row) => {
    const owner = byId.get(row.user_id)!;
    return {
      ...presentWalletTransaction(row, locale),
      user: { id: Number(owner.id), email: owner.email, name: owner.name },
      risk_signs: signs.get(String(row.id)) ?? [],
      over_limit:
        row.over_limit_period && row.over_limit_amount
          ? { period: row.over_limit_period, limit: normalizeDecimal(row.over_limit_amount) }
          : null,
    };
  });
}
