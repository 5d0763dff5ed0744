import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { loadMarketsAtom, marketsStateAtom, type MarketsState } from './marketsAtoms';

export interface UseMarketsResult {
  /** Idle before the first load, then loading, loaded (with the list) or failed (with the error). */
  state: MarketsState;
  /** Loads again after a failure (a retry button); a no-op once the markets are loaded. */
  retry: () => void;
}

/**
 * The markets for a screen: starts the app's one load on mount (or joins the one under way) and
 * re-renders as it settles. The failure stays in `state`; nothing is thrown at the component.
 */
export function useMarkets(): UseMarketsResult {
  const state = useAtomValue(marketsStateAtom);
  const load = useSetAtom(loadMarketsAtom);
  const retry = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  useEffect(retry, [retry]);
  return { state, retry };
}
