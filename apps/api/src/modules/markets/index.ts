import { defineModule } from '../../http/modules.js';
import { adminListMarketPrices } from './admin/adminListMarketPrices.js';
import { adminSetMarketControls } from './admin/adminSetMarketControls.js';
import { adminSetMarketPrice } from './admin/adminSetMarketPrice.js';
import { getMarketPriceHistory } from './getMarketPriceHistory.js';
import { listMarkets } from './listMarkets.js';
import { MarketListCache } from './marketListCache.js';

/** markets: the pairs the desk trades and its prices. Owns `markets` and `market_prices`. */
export const marketsModule = defineModule(
  'markets',
  (app) => {
    const { db, now, config } = app.core;
    const cache = new MarketListCache(db, now, config.marketsCacheMs);
    return {
      operations: {
        listMarkets: listMarkets(app, cache),
        getMarketPriceHistory,
        adminListMarketPrices,
        adminSetMarketPrice: adminSetMarketPrice(cache),
        adminSetMarketControls: adminSetMarketControls(cache),
      },
    };
  },
  ['audit', 'settings'],
);

export { seedDemoMarketPrices } from './seedDemoMarketPrices.js';
export { marketAvailability, marketPause, type MarketPause } from './marketAvailability.js';
export {
  applyReference,
  deskPricesFrom,
  type AgreedReference,
  type DivergedReference,
  type NoReference,
} from './automaticPrices.js';
export {
  findMarketByPair,
  latestMarketPrice,
  latestMarketPrices,
  marketById,
  type MarketRow,
  type PriceRow,
} from './marketRepository.js';
export { pairLabel, type Pair } from './pair.js';
