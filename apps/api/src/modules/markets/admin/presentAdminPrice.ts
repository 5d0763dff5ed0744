import type { components } from '../../../generated/schema.gen.js';
import type { PriceRow } from '../marketRepository.js';
import { pairLabel, type Pair } from '../pair.js';

type UserRef = components['schemas']['UserRef'];

/** A price as the admin screens show it; `setter` is null for seeded or system prices. */
export function presentAdminPrice(
  pair: Pair,
  price: PriceRow,
  setter: UserRef | null,
): components['schemas']['AdminMarketPrice'] {
  return {
    pair: pairLabel(pair),
    buy_price: price.buy_price,
    sell_price: price.sell_price,
    updated_at: price.created_at.toISOString(),
    updated_by: setter,
  };
}
