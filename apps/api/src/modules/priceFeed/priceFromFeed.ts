import { appPaths } from '@sarraf/routes';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import {
  applyReference,
  findMarketByPair,
  marketPause,
  pairLabel,
  type AgreedReference,
  type DivergedReference,
  type MarketRow,
  type NoReference,
  type Pair,
} from '../markets/index.js';
import { notify } from '../notifications/index.js';
import { deskSettings } from '../settings/index.js';
import { operatorIds } from '../users/index.js';
import { combineReadings } from './combineReadings.js';
import { FEED_PAIR } from './fetchReadings.js';
import { latestReadingsBySource, type StoredReading } from './priceReadingRepository.js';
import { isStale } from './readingAge.js';

/** What one turn did to the market: the price it appended (if any) and the operators' alert it raised. */
export interface PricingTurn {
  priced: boolean;
  alert: 'paused' | 'resumed' | undefined;
}

/**
 * After a feed turn: the newest fresh reading of each source becomes the market's reference (or the note
 * that the sources disagree, or that none is fresh), an automatic market is priced from it, and operators
 * are told (bell and mail, to each of them) when its quoting pauses and when it runs again. One transaction
 * under the market row's lock, so an operator's change of mode or spreads is wholly before or after it.
 */
export async function priceFromFeed(
  db: Kysely<Database>,
  now: Date,
  pair: Pair = FEED_PAIR,
): Promise<PricingTurn> {
  const settings = await deskSettings(db);
  const maxAge = settings.feed_max_age_seconds;
  const fresh = (await latestReadingsBySource(db, pair)).filter((reading) => !isStale(reading, now, maxAge));
  return withTransaction(db, async (trx) => {
    const market = await findMarketByPair(trx, pair, { forUpdate: true });
    if (!market) return { priced: false, alert: undefined };
    const outcome = referenceOf(fresh, settings.feed_divergence_percent);
    const priced = await applyReference(trx, market, outcome, maxAge, now);
    const after = await findMarketByPair(trx, pair);
    const alert = after ? await alertOperators(trx, after, maxAge, now) : undefined;
    return { priced: priced !== undefined, alert };
  });
}

function referenceOf(
  fresh: readonly StoredReading[],
  divergencePercent: string,
): AgreedReference | DivergedReference | NoReference {
  if (fresh.length === 0) return { kind: 'none' };
  const combined = combineReadings(fresh, divergencePercent);
  if (combined.kind === 'diverged')
    return { kind: 'diverged', differencePercent: combined.differencePercent };
  // As old as its oldest part, and never younger than when we fetched it (a source's clock may run ahead).
  const readAt = Math.min(...fresh.map((r) => Math.min(r.sourceTime.getTime(), r.fetchedAt.getTime())));
  return {
    kind: 'price',
    bid: combined.bid,
    ask: combined.ask,
    sources: combined.sources,
    sourceTime: new Date(readAt),
  };
}

/**
 * Tells every operator once when an automatic market stops quoting for want of a fresh, agreed reference,
 * and once when it quotes again (`feed_alerted_at` remembers it was said). A halt by hand is an operator's
 * own act and alerts nobody; a market switched to manual prices drops its alert silently.
 */
async function alertOperators(
  trx: Transaction<Database>,
  market: MarketRow,
  maxAgeSeconds: number,
  now: Date,
): Promise<'paused' | 'resumed' | undefined> {
  const feedPause = marketPause({ ...market, halted_at: null }, maxAgeSeconds, now);
  const alerted = market.feed_alerted_at !== null;
  if ((feedPause !== null) === alerted) return undefined;
  const automatic = market.pricing_mode === 'automatic';
  await trx
    .updateTable('markets')
    .set({ feed_alerted_at: feedPause ? now : null })
    .where('id', '=', market.id)
    .execute();
  if (!feedPause && !automatic) return undefined;
  const kind = feedPause ? 'desk_prices_paused' : 'desk_prices_resumed';
  const pair = pairLabel({ base: market.base_symbol, quote: market.quote_symbol });
  for (const userId of await operatorIds(trx)) {
    await notify(trx, { userId, kind, params: { pair }, link: appPaths.adminHome, at: now });
  }
  return feedPause ? 'paused' : 'resumed';
}
