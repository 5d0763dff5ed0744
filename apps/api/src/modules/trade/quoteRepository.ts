import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import { DomainError } from '../../errors/DomainError.js';
import type { OrderSide, QuotesTable } from './tradeTables.js';
import './tradeTables.js';

export type QuoteRow = Selectable<QuotesTable>;

export function insertQuote(db: Db, values: Insertable<QuotesTable>): Promise<QuoteRow> {
  return db.insertInto('quotes').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Marks the person's quote used, in one UPDATE that only matches an unused, unexpired quote of theirs for
 * this side: of two placements at once, the second waits for the first's row lock, then matches nothing.
 * When nothing matched, says why (409); another person's quote is answered like an unknown one.
 */
export async function claimQuote(
  db: Db,
  claim: { quoteId: string; userId: string; side: OrderSide; at: Date },
): Promise<QuoteRow> {
  const { quoteId, userId, side, at } = claim;
  const claimed = await db
    .updateTable('quotes')
    .set({ used_at: at })
    .where('id', '=', quoteId)
    .where('user_id', '=', userId)
    .where('side', '=', side)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returningAll()
    .executeTakeFirst();
  if (claimed) return claimed;
  const found = await db
    .selectFrom('quotes')
    .select(['side', 'used_at'])
    .where('id', '=', quoteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!found) throw new DomainError('conflict', 'trade.quoteUnknown');
  if (found.side !== side) throw new DomainError('conflict', 'trade.quoteOtherSide');
  if (found.used_at) throw new DomainError('conflict', 'trade.quoteUsed');
  throw new DomainError('conflict', 'trade.quoteExpired');
}

/** Forgets quotes nobody placed that expired before `before`; a placed quote stays with its order. */
export async function deleteStaleQuotes(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('quotes')
    .where('used_at', 'is', null)
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
