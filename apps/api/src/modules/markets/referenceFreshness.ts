import type { Selectable } from 'kysely';
import type { MarketsTable } from './marketTables.js';

// How old the reference kept on a market may be, in one place: the pause, the automatic price, the far-price
// check and the operator's view of the reference all follow it.

/** Whether a reference read at `readAt` is too old at `now` to price from; none at all is too old. */
export function isReferenceOld(readAt: Date | null, maxAgeSeconds: number, now: Date): boolean {
  return readAt === null || now.getTime() - readAt.getTime() > maxAgeSeconds * 1000;
}

/** The market's reference when the desk may price from it at `now`: kept, agreed and young enough. */
export function usableReference(
  market: Pick<
    Selectable<MarketsTable>,
    'reference_bid' | 'reference_ask' | 'reference_at' | 'feed_diverged_percent'
  >,
  maxAgeSeconds: number,
  now: Date,
): { bid: string; ask: string } | undefined {
  const { reference_bid: bid, reference_ask: ask } = market;
  if (bid === null || ask === null || market.feed_diverged_percent !== null) return undefined;
  return isReferenceOld(market.reference_at, maxAgeSeconds, now) ? undefined : { bid, ask };
}
