import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { mergePages, type Page, type PagedView, type pagedQueryOptions } from './pagedQuery';

/** A paged list for a screen: every state it can be in, and what the user can do with it. */
export type PagedQuery<T> = (
  { status: 'pending' } | { status: 'error'; error: unknown } | ({ status: 'success' } & PagedView<T>)
) & {
  /** A further page is on its way. */
  isLoadingMore: boolean;
  /** Why the last Load more failed (the rows loaded stay), or null. */
  loadMoreError: unknown;
  /** Appends the next page; ignored while one is on its way or when there is none. */
  loadMore: () => void;
  /** Forgets the pages loaded and loads page 1 again (a retry, or the user asking for fresh data). */
  reload: () => void;
};

/**
 * Reads a list built with `pagedQueryOptions`: the rows of all pages loaded (each id once), the
 * "{from}-{to} of {total}" range, Load more, and reload. A failed Load more keeps the rows on screen.
 */
export function usePagedQuery<T extends { id: number }, Key extends QueryKey>(
  options: ReturnType<typeof pagedQueryOptions<T, Key>>,
): PagedQuery<T> {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(options);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = data?.pages as Page<T>[] | undefined;
  const view = useMemo(() => (pages ? mergePages(pages) : undefined), [pages]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const { queryKey } = options;
  const reload = useCallback(
    () => void queryClient.resetQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  );

  const common = {
    isLoadingMore: isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError && !isFetchingNextPage ? query.error : null,
    loadMore,
    reload,
  };
  if (view) return { status: 'success', ...view, ...common };
  if (query.isError) return { status: 'error', error: query.error, ...common };
  return { status: 'pending', ...common };
}
