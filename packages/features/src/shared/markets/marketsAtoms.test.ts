import { createStore } from 'jotai';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { buildMarket, buildMarketList } from '../mocks/marketFixtures';
import { marketsHandlers, marketsMockMessages } from '../mocks/marketsHandlers';
import type { Market } from './listMarkets';

// The client and MSW resolve same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { createMarketsAtoms, loadMarketsAtom, marketsStateAtom, MARKETS_POLL_INTERVAL_MS } =
  await import('./marketsAtoms');

/** A fetch the test settles by hand, counting its calls. */
function manualFetch() {
  const calls: Array<{ resolve: (markets: Market[]) => void; reject: (error: unknown) => void }> = [];
  const fetchMarkets = vi.fn(
    () => new Promise<Market[]>((resolve, reject) => void calls.push({ resolve, reject })),
  );
  return { fetchMarkets, call: (index: number) => calls[index]! };
}

/** Tracks whether a promise has settled yet, without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const seen = { settled: false, value: undefined as T | undefined, error: undefined as unknown };
  promise.then(
    (value) => Object.assign(seen, { settled: true, value }),
    (error: unknown) => Object.assign(seen, { settled: true, error }),
  );
  return seen;
}

describe('markets store (spec sections 4 and 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('polls every 100 ms, the spec constant', () => {
    expect(MARKETS_POLL_INTERVAL_MS).toBe(100);
  });

  it('loads once and answers later calls from the cache', async () => {
    const markets = [buildMarket()];
    const fetchMarkets = vi.fn(async () => markets);
    const { marketsStateAtom, loadMarketsAtom } = createMarketsAtoms(fetchMarkets);
    const store = createStore();
    expect(store.get(marketsStateAtom)).toEqual({ status: 'idle' });

    await expect(store.set(loadMarketsAtom)).resolves.toBe(markets);
    await expect(store.set(loadMarketsAtom)).resolves.toBe(markets);

    expect(fetchMarkets).toHaveBeenCalledTimes(1);
    expect(store.get(marketsStateAtom)).toEqual({ status: 'loaded', markets });
  });

  it('makes a consumer that arrives during a load wait, looking again every 100 ms, instead of fetching', async () => {
    vi.useFakeTimers();
    const { fetchMarkets, call } = manualFetch();
    const { marketsStateAtom, loadMarketsAtom } = createMarketsAtoms(fetchMarkets);
    const store = createStore();

    const first = watch(store.set(loadMarketsAtom));
    expect(store.get(marketsStateAtom)).toEqual({ status: 'loading' });
    const second = watch(store.set(loadMarketsAtom));
    await vi.advanceTimersByTimeAsync(MARKETS_POLL_INTERVAL_MS * 3);
    expect(second.settled).toBe(false);

    const markets = [buildMarket()];
    call(0).resolve(markets);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.value).toBe(markets);
    // The waiting consumer only sees it at its next look, at most 100 ms later.
    expect(second.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(MARKETS_POLL_INTERVAL_MS);
    expect(second.value).toBe(markets);
    expect(fetchMarkets).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for display but does not cache it: the next call fetches again', async () => {
    const error = new ApiError(500, { message: 'down' });
    const markets = [buildMarket()];
    const fetchMarkets = vi
      .fn<() => Promise<Market[]>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValue(markets);
    const { marketsStateAtom, loadMarketsAtom } = createMarketsAtoms(fetchMarkets);
    const store = createStore();

    await expect(store.set(loadMarketsAtom)).rejects.toBe(error);
    expect(store.get(marketsStateAtom)).toEqual({ status: 'failed', error });

    await expect(store.set(loadMarketsAtom)).resolves.toBe(markets);
    expect(fetchMarkets).toHaveBeenCalledTimes(2);
    expect(store.get(marketsStateAtom)).toEqual({ status: 'loaded', markets });
  });

  it('gives a waiting consumer the failure of the load it waited for, without a second request', async () => {
    vi.useFakeTimers();
    const { fetchMarkets, call } = manualFetch();
    const { loadMarketsAtom } = createMarketsAtoms(fetchMarkets);
    const store = createStore();

    const first = watch(store.set(loadMarketsAtom));
    const second = watch(store.set(loadMarketsAtom));
    const error = new ApiError(503, {});
    call(0).reject(error);
    await vi.advanceTimersByTimeAsync(MARKETS_POLL_INTERVAL_MS);

    expect(first.error).toBe(error);
    expect(second.error).toBe(error);
    expect(fetchMarkets).toHaveBeenCalledTimes(1);
  });

  it('keeps one copy per store: another store (another app or story) loads its own', async () => {
    const fetchMarkets = vi.fn(async () => [buildMarket()]);
    const { loadMarketsAtom } = createMarketsAtoms(fetchMarkets);
    await createStore().set(loadMarketsAtom);
    await createStore().set(loadMarketsAtom);
    expect(fetchMarkets).toHaveBeenCalledTimes(2);
  });
});

describe('markets store against the API (GET /api/markets)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('loads the list through the shared client, in the stored language', async () => {
    server.use(...marketsHandlers.success());
    const store = createStore();
    // No stored locale in Node: the client sends fa, the default, and the server names the pairs in it.
    await expect(store.set(loadMarketsAtom)).resolves.toEqual(buildMarketList('fa'));
    expect(store.get(marketsStateAtom)).toEqual({ status: 'loaded', markets: buildMarketList('fa') });
  });

  it('turns a server failure into the one ApiError, then loads on retry', async () => {
    server.use(...marketsHandlers.failsOnce());
    const store = createStore();
    await expect(store.set(loadMarketsAtom)).rejects.toMatchObject({
      status: 500,
      body: { message: marketsMockMessages.fa.serverError },
    });
    await expect(store.set(loadMarketsAtom)).resolves.toHaveLength(2);
  });
});
