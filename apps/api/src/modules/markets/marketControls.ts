import type { components } from '../../generated/schema.gen.js';
import { normalizeDecimal } from '../../money/decimal.js';
import type { Selectable } from 'kysely';
import type { MarketsTable } from './marketTables.js';

export type MarketControls = components['schemas']['MarketControls'];

/** The columns of a market that its controls are made of. */
export type ControlColumns = Pick<
  Selectable<MarketsTable>,
  'buy_enabled' | 'sell_enabled' | 'halted_at' | 'halt_note' | 'min_order_value' | 'max_order_value'
>;

/** A market's controls as the contract shows them. */
export function presentControls(market: ControlColumns): MarketControls {
  return {
    buy_enabled: market.buy_enabled,
    sell_enabled: market.sell_enabled,
    halted: market.halted_at !== null,
    halted_at: market.halted_at?.toISOString() ?? null,
    halt_note: market.halt_note,
    min_order_value: normalizeDecimal(market.min_order_value),
    max_order_value: market.max_order_value === null ? null : normalizeDecimal(market.max_order_value),
  };
}
