import { infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { components } from '../api/schema.gen';

export type PaginationMeta = components['schemas']['PaginationMeta'];

/** One page of a paginated list, as every list operation of the contract answers it. */
export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

/** A list's pages so far, as a screen shows them. */
export interface PagedView<T> {
  /** Every page's rows in order, each id once. */
  items: T[];
  /** The meta of the last page loaded. */
  meta: PaginationMeta;
  /** "{from}-{to} of {total}" (spec section 2): rows 1 to the last one loaded, of the server's total. */
  range: { from: number; to: number; total: number };
  /** Whether a further page exists (Load more). */
  hasMore: boolean;
}

/** How long a loaded list is shown from the cache before it is checked again. */
export const PAGED_LIST_STALE_MS = 30_000;

/** The page after the last one loaded, or undefined when that was the last page. */
export function nextPageOf(last: Page<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}

/**
 * The cache entry of a list loaded page by page (spec section 4, orders: "page 1 cached unless forced;
 * further pages appended"): page 1 first, each Load more appends the next page to the same entry.
 */
export function pagedQueryOptions<T extends { id: number }, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (page: number) => Promise<Page<T>>,
  { staleTime = PAGED_LIST_STALE_MS }: { staleTime?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime,
  });
}

/**
 * Joins the pages into one list. Rows move between pages when the list changes meanwhile (a decision
 * takes a submission out of the queue, a new order comes first): a row already shown is never shown
 * twice.
 */
export function mergePages<T extends { id: number }>(pages: readonly Page<T>[]): PagedView<T> | undefined {
  const last = pages.at(-1);
  if (!last) return undefined;
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return {
    items,
    meta: last.meta,
    range: { from: items.length > 0 ? 1 : 0, to: last.meta.to ?? items.length, total: last.meta.total },
    hasMore: nextPageOf(last) !== undefined,
  };
}

/**
 * After a change to what a list holds (a decision, a new price): a list on screen reloads its pages in
 * place, keeping its rows meanwhile; a list nobody shows is dropped back to page 1, loaded afresh when
 * it is next opened, so it never first shows the rows from before the change.
 */
export async function refreshPagedList(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await Promise.all([
    queryClient.resetQueries({ queryKey, type: 'inactive' }),
    queryClient.invalidateQueries({ queryKey, type: 'active' }),
  ]);
}
