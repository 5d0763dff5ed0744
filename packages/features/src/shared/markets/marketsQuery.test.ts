import { QueryObserver } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMarketList } from '../mocks/marketFixtures';
import { marketsHandlers, marketsMockMessages } from '../mocks/marketsHandlers';
import { http } from '../mocks/http';
import { createQueryClient } from '../query/createQueryClient';

// The client and MSW resolve same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { marketsQuery } = await import('./marketsQuery');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Counts the GET /api/markets that reach the server. */
function countRequests() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/markets') seen.count += 1;
  });
  return seen;
}
afterEach(() => server.events.removeAllListeners());

describe('markets (spec section 4: load once, cached; readers arriving meanwhile wait for that load)', () => {
  it('gives two readers arriving together one request, and later readers the cached list', async () => {
    server.use(...marketsHandlers.success());
    const requests = countRequests();
    const queryClient = createQueryClient();

    const [first, second] = await Promise.all([
      queryClient.fetchQuery(marketsQuery),
      queryClient.fetchQuery(marketsQuery),
    ]);
    expect(first).toEqual(buildMarketList('fa'));
    expect(second).toBe(first);
    expect(requests.count).toBe(1);

    // A screen opened later (a mounted observer, as useMarkets is) reads the cache without asking again.
    const later = new QueryObserver(queryClient, marketsQuery);
    const unsubscribe = later.subscribe(() => undefined);
    expect(later.getCurrentResult().data).toBe(first);
    await expect(queryClient.fetchQuery(marketsQuery)).resolves.toBe(first);
    unsubscribe();
    expect(requests.count).toBe(1);
  });

  it('gives a reader that joins a load under way the same answer, even a failure, without a second request', async () => {
    server.use(http.untyped.get('/api/markets', () => Response.json({ message: 'down' }, { status: 404 })));
    const requests = countRequests();
    const queryClient = createQueryClient();
    const results = await Promise.allSettled([
      queryClient.fetchQuery(marketsQuery),
      queryClient.fetchQuery(marketsQuery),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(requests.count).toBe(1);
  });

  it('does not cache a failure: the next reader (a retry) loads the list', async () => {
    server.use(...marketsHandlers.failsOnce());
    const requests = countRequests();
    const queryClient = createQueryClient({ retry: false });

    await expect(queryClient.fetchQuery(marketsQuery)).rejects.toMatchObject({
      status: 500,
      body: { message: marketsMockMessages.fa.serverError },
    });
    expect(queryClient.getQueryData(marketsQuery.queryKey)).toBeUndefined();
    await expect(queryClient.fetchQuery(marketsQuery)).resolves.toHaveLength(2);
    expect(requests.count).toBe(2);
  });

  it('keeps one copy per client: another app (or story) loads its own', async () => {
    server.use(...marketsHandlers.success());
    const requests = countRequests();
    await createQueryClient().fetchQuery(marketsQuery);
    await createQueryClient().fetchQuery(marketsQuery);
    expect(requests.count).toBe(2);
  });
});
