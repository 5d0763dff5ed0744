import type { UseQueryResult } from '@tanstack/react-query';

/** Several loads a screen needs all of, seen as one. */
export interface LoadState {
  /** Nothing to show yet and nothing failed (or a retry is on its way). */
  isLoading: boolean;
  /** The first failure that left nothing to show; undefined when none did. */
  error: unknown;
  /** Tries the failed loads again. */
  retry: () => void;
}

/** The withdraw screens' rule, for the markets and balances the trade screen cannot do without. */
export function loadState(queries: ReadonlyArray<UseQueryResult<unknown>>): LoadState {
  const failed = queries.filter((query) => query.isError && query.data === undefined);
  const ready = queries.every((query) => query.data !== undefined);
  return {
    // A retry after a failure shows the placeholders again; a failed refresh keeps what is shown.
    isLoading: !ready && (failed.length === 0 || queries.some((query) => query.isFetching)),
    error: failed[0]?.error,
    retry: () => {
      for (const query of failed) void query.refetch();
    },
  };
}
