import { InfiniteQueryObserver, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './createQueryClient';
import { mergePages, nextPageOf, pagedQueryOptions, refreshPagedList, type Page } from './pagedQuery';
import { queryKey } from './queryKeys';

interface Row {
  id: number;
}

/** A page as the server answers it: rows `ids`, page `current` of `last`, 30 per page. */
function page(ids: number[], current: number, last: number, total: number): Page<Row> {
  const from = (current - 1) * 30 + 1;
  return {
    data: ids.map((id) => ({ id })),
    meta: { current_page: current, last_page: last, per_page: 30, total, from, to: from + ids.length - 1 },
  };
}

const range = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);

describe('mergePages', () => {
  it('appends the pages in order, with "{from}-{to} of {total}" up to the last row loaded', () => {
    const view = mergePages([page(range(1, 30), 1, 2, 35), page(range(31, 5), 2, 2, 35)]);
    expect(view?.items.map((row) => row.id)).toEqual(range(1, 35));
    expect(view?.range).toEqual({ from: 1, to: 35, total: 35 });
    expect(view?.hasMore).toBe(false);
  });

  it('shows a row once when the list moved between two pages (an item left page 1 meanwhile)', () => {
    // Page 2 was asked after row 1 left the list: it starts with row 31, which page 1 already showed.
    const view = mergePages([page(range(1, 30), 1, 2, 34), page(range(30, 5), 2, 2, 34)]);
    const ids = view!.items.map((row) => row.id);
    expect(ids).toEqual(range(1, 34));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says there is more while the last page loaded is not the last one', () => {
    expect(mergePages([page(range(1, 30), 1, 3, 70)])?.hasMore).toBe(true);
    expect(nextPageOf(page(range(1, 30), 1, 3, 70))).toBe(2);
    expect(nextPageOf(page([], 1, 1, 0))).toBeUndefined();
  });

  it('gives an empty list a 0-0 of 0 range, and nothing before page 1 arrived', () => {
    expect(mergePages([page([], 1, 1, 0)])?.range).toEqual({ from: 0, to: 0, total: 0 });
    expect(mergePages([])).toBeUndefined();
  });
});

describe('a paged query in the cache', () => {
  function setup() {
    // What the server holds, newest first; a test may add rows to it between two pages.
    const server = { ids: range(1, 35) };
    const fetchPage = vi.fn(async (n: number) => {
      const last = Math.max(1, Math.ceil(server.ids.length / 30));
      return page(server.ids.slice((n - 1) * 30, n * 30), n, last, server.ids.length);
    });
    const queryClient = createQueryClient({ retry: false });
    const options = pagedQueryOptions(queryKey('adminListAuditLog', {}), fetchPage);
    const observer = new InfiniteQueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => undefined);
    const loaded = () => vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    const rows = () =>
      mergePages((queryClient.getQueryData(options.queryKey) as InfiniteData<Page<Row>>).pages)!;
    return { server, queryClient, options, observer, unsubscribe, loaded, fetchPage, rows };
  }

  it('loads page 1, then appends page 2 on Load more without repeating a row', async () => {
    const { server, observer, fetchPage, rows, loaded, unsubscribe } = setup();
    await loaded();
    expect(rows().items).toHaveLength(30);

    // A new entry arrives first: page 2 now starts with the last row of page 1.
    server.ids = [0, ...server.ids];
    await observer.fetchNextPage();
    const ids = rows().items.map((row) => row.id);
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
    expect(ids).toEqual(range(1, 35));
    expect(rows().range).toEqual({ from: 1, to: 36, total: 36 });
    expect(rows().hasMore).toBe(false);
    unsubscribe();
  });

  it('serves page 1 from the cache to a screen opened again, without asking', async () => {
    const { queryClient, options, fetchPage, loaded, unsubscribe } = setup();
    await loaded();
    unsubscribe();
    const again = new InfiniteQueryObserver(queryClient, options);
    const stop = again.subscribe(() => undefined);
    expect(again.getCurrentResult().data?.pages).toHaveLength(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    stop();
  });

  it('after a change, reloads a list on screen in place and drops a list nobody shows back to page 1', async () => {
    const { queryClient, options, observer, fetchPage, loaded, unsubscribe } = setup();
    await loaded();
    await observer.fetchNextPage();

    // On screen: both pages load again and the rows stay meanwhile.
    const refreshing = refreshPagedList(queryClient, queryKey('adminListAuditLog'));
    expect(observer.getCurrentResult().data?.pages).toHaveLength(2);
    await refreshing;
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 1, 2]);

    // Nobody shows it: nothing is asked now, and the next reader starts again from page 1.
    unsubscribe();
    await refreshPagedList(queryClient, queryKey('adminListAuditLog'));
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
    expect(fetchPage).toHaveBeenCalledTimes(4);
  });
});
