import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/query/createQueryClient';
import { queryKey } from '../../shared/query/queryKeys';
import { buildAdminIndividualVerification, buildMarketPrice } from '../mocks/adminFixtures';

// The client resolves same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { marketPriceSet, verificationDecided } = await import('./adminChanges');
const { adminVerificationQuery } = await import('../api/adminGetVerification');
const { marketPricesQuery } = await import('../api/adminListMarketPrices');
const { marketsQuery } = await import('../../shared/markets/marketsQuery');

/** An infinite-query entry as a loaded list leaves it in the cache. */
const loadedList = { pages: [{ data: [], meta: {} }], pageParams: [1] };

describe('admin changes refresh what they change', () => {
  it('a decision shows the decided submission and sends the queues and the audit log back to page 1', async () => {
    const queryClient = createQueryClient();
    const inReview = queryKey('adminListVerifications', { status: 'in_progress' });
    const verified = queryKey('adminListVerifications', { status: 'verified' });
    const audit = queryKey('adminListAuditLog');
    for (const key of [inReview, verified, audit]) queryClient.setQueryData(key, loadedList);
    const decided = buildAdminIndividualVerification({ status: 'verified' });

    await verificationDecided(queryClient, decided);

    expect(queryClient.getQueryData(adminVerificationQuery(decided.id!).queryKey)).toBe(decided);
    for (const key of [inReview, verified, audit]) expect(queryClient.getQueryData(key)).toBeUndefined();
  });

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
