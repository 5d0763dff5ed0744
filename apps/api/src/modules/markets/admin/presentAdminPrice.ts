import type { components } from '../../../generated/schema.gen.js';
import {
  presentControls,
  presentReference,
  type ControlColumns,
  type ReferenceColumns,
} from '../marketControls.js';
import type { PriceRow } from '../marketRepository.js';
import { pairLabel, type Pair } from '../pair.js';

type UserRef = components['schemas']['UserRef'];

/**
 * A price, the market's controls and its reference as the admin screens show them at `feed.now`; `setter`
 * is null for seeded prices and for those the feed made.
 */
export function presentAdminPrice(
  pair: Pair,
  price: PriceRow,
  setter: UserRef | null,
  market: ControlColumns & ReferenceColumns,
  feed: { maxAgeSeconds: number; now: Date },
): components['schemas']['AdminMarketPrice'] {
  return {
    controls: presentControls(market),
    reference: presentReference(market, feed.maxAgeSeconds, feed.now),
    pair: pairLabel(pair),
    buy_price: price.buy_price,
    sell_price: price.sell_price,
    updated_at: price.created_at.toISOString(),
    updated_by: setter,
  };
}
