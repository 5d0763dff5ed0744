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
