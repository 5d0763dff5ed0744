import type { components } from '../../../shared/api/schema.gen';
import { MOCK_ADMIN } from '../../../shared/mocks/adminFixtures';

type AdminMarketPrice = components['schemas']['AdminMarketPrice'];

export function buildMarketPrice(overrides: Partial<AdminMarketPrice> = {}): AdminMarketPrice {
  return {
    pair: 'USDT/IRT',
    buy_price: '92000',
    sell_price: '91600',
    updated_at: '2026-03-09T16:45:00+03:30',
    updated_by: MOCK_ADMIN,
    controls: {
      buy_enabled: true,
      sell_enabled: true,
      halted: false,
      halted_at: null,
      halt_note: null,
      min_order_value: '100000',
      max_order_value: null,
      pricing_mode: 'manual',
      buy_spread_bps: 50,
      sell_spread_bps: 50,
    },
    reference: null,
    ...overrides,
  };
}

type PriceReference = components['schemas']['PriceReference'];

/** What the feed last read for the pair: Nobitex and Wallex agreeing, 4 s ago, unless overridden. */
export function buildReference(overrides: Partial<PriceReference> = {}): PriceReference {
  return {
    bid: '91500',
    ask: '91700',
    sources: ['nobitex', 'wallex'],
    source_time: '2026-03-09T16:44:56+03:30',
    age_seconds: 4,
    state: 'fresh',
    diverged_percent: null,
    ...overrides,
  };
}
