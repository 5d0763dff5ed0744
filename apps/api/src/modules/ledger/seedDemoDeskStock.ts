import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { compareDecimals } from '../../money/decimal.js';
import type { Currency } from './currencies.js';
import { moveBetweenHouseAccounts } from './deskStock.js';

/** What the quick start's desk starts with, so the demo trader can buy and sell at once. */
export const DEMO_DESK_STOCK: Readonly<Record<Currency, string>> = { IRT: '10000000000', USDT: '100000' };

const REFERENCE = 'demo:opening_stock';

/**
 * Books the desk's opening stock once, from where it would really come: Toman from the bank, Tether from the
 * hot wallet, into the inventory (kind `opening_stock`). A database that already has it is left alone.
 */
export async function seedDemoDeskStock(
  db: Kysely<Database>,
  stock: Readonly<Record<Currency, string>> = DEMO_DESK_STOCK,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const booked = await trx
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference', '=', REFERENCE)
      .executeTakeFirst();
    if (booked) return;
    for (const currency of ['IRT', 'USDT'] as const) {
      if (compareDecimals(stock[currency], '0') <= 0) continue;
      await moveBetweenHouseAccounts(trx, {
        currency,
        from: currency === 'IRT' ? 'bank' : 'hot_wallet',
        to: 'inventory',
        amount: stock[currency],
        kind: 'opening_stock',
        reference: REFERENCE,
      });
    }
  });
}
