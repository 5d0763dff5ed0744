import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/query/createQueryClient';
import { buildMarketPrice } from '../mocks/marketAdminFixtures';

// The client resolves same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { marketPriceSet } = await import('./marketPriceChanges');
const { marketPricesQuery } = await import('../api/adminListMarketPrices');
const { marketsQuery } = await import('../../../shared/markets/marketsQuery');

describe('a new market price refreshes what it changes', () => {
  it('a new price is shown at once, and the prices and the public markets are due to be fetched again', async () => {
    const queryClient = createQueryClient();
    const other = buildMarketPrice({ pair: 'BTC/USDT', buy_price: '60000', sell_price: '59000' });
    queryClient.setQueryData(marketPricesQuery.queryKey, [buildMarketPrice(), other]);
    queryClient.setQueryData(marketsQuery.queryKey, []);
    const saved = buildMarketPrice({ buy_price: '93500', sell_price: '93000' });

    await marketPriceSet(queryClient, saved);

    expect(queryClient.getQueryData(marketPricesQuery.queryKey)).toEqual([saved, other]);
    expect(queryClient.getQueryState(marketPricesQuery.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(marketsQuery.queryKey)?.isInvalidated).toBe(true);
  });
});
