import type { components } from '../../../generated/schema.gen.js';
import { presentControls, type ControlColumns } from '../marketControls.js';
import type { PriceRow } from '../marketRepository.js';
import { pairLabel, type Pair } from '../pair.js';

type UserRef = components['schemas']['UserRef'];

/** A price and the market's controls as the admin screens show them; `setter` is null for seeded prices. */
export function presentAdminPrice(
  pair: Pair,
  price: PriceRow,
  setter: UserRef | null,
  controls: ControlColumns,
): components['schemas']['AdminMarketPrice'] {
  return {
    controls: presentControls(controls),
    pair: pairLabel(pair),
    buy_price: price.buy_price,
    sell_price: price.sell_price,
    updated_at: price.created_at.toISOString(),
    updated_by: setter,
  };
}
