import { atom } from 'jotai';
import { listMarkets, type Market } from './listMarkets';

/** Spec section 9 ("market polling 100 ms"): how often a consumer looks again while a load is under way. */
export const MARKETS_POLL_INTERVAL_MS = 100;

/** Where the app's one copy of the markets stands. A failure is kept for display only, never as a cache. */
export type MarketsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; markets: Market[] }
  | { status: 'failed'; error: unknown };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Builds the markets store (spec section 4: "markets load once and are cached; while waiting, the list is
 * polled every 100 ms"). Tests pass their own fetch; the app uses the default instance below.
 */
export function createMarketsAtoms(fetchMarkets: () => Promise<Market[]> = () => listMarkets()) {
  const marketsStateAtom = atom<MarketsState>({ status: 'idle' });

  /**
   * Resolves the markets: the cached list when there is one; when another consumer's load is under way,
   * looks again every 100 ms and shares its outcome (its list, or its error) instead of fetching twice;
   * otherwise fetches. A failed load is not cached: the next call (a retry) fetches again.
   */
  const loadMarketsAtom = atom(null, async (get, set): Promise<Market[]> => {
    let state = get(marketsStateAtom);
    if (state.status === 'loading') {
      while (state.status === 'loading') {
        await wait(MARKETS_POLL_INTERVAL_MS);
        state = get(marketsStateAtom);
      }
      // The load we waited for failed: report that failure rather than start another request unasked.
      if (state.status === 'failed') throw state.error;
    }
    if (state.status === 'loaded') return state.markets;

    set(marketsStateAtom, { status: 'loading' });
    try {
      const markets = await fetchMarkets();
      set(marketsStateAtom, { status: 'loaded', markets });
      return markets;
    } catch (error) {
      set(marketsStateAtom, { status: 'failed', error });
      throw error;
    }
  });

  return { marketsStateAtom, loadMarketsAtom };
}

/** The app's markets, one copy per jotai store (the app has one store; each story gets its own). */
export const { marketsStateAtom, loadMarketsAtom } = createMarketsAtoms();
