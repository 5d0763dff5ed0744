import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaginationMeta } from '../api/adminListVerifications';

export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

export type PagedList<T> =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | {
      state: 'ready';
      items: T[];
      /** The meta of the last page loaded. */
      meta: PaginationMeta;
      isLoadingMore: boolean;
      /** Why the last Load more failed; the loaded items stay. */
      loadMoreError: unknown;
    };

/**
 * A list loaded page by page (spec: "{from}-{to} of {total}" and Load more, further pages appended).
 * Loads page 1 whenever `key` changes (a filter); answers that arrive after a newer load are dropped, so
 * a slow answer for an old filter never replaces the current one.
 */
export function usePagedList<T extends { id: number }>(
  loadPage: (page: number) => Promise<Page<T>>,
  key: string,
) {
  const [list, setList] = useState<PagedList<T>>({ state: 'loading' });
  const latestLoadPage = useRef(loadPage);
  const generation = useRef(0);

  useEffect(() => {
    latestLoadPage.current = loadPage;
  });

  const reload = useCallback(async () => {
    const current = ++generation.current;
    setList({ state: 'loading' });
    try {
      const { data, meta } = await latestLoadPage.current(1);
      if (current !== generation.current) return;
      setList({ state: 'ready', items: data, meta, isLoadingMore: false, loadMoreError: null });
    } catch (error) {
      if (current === generation.current) setList({ state: 'failed', error });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, key]);

  const loadMore = useCallback(async () => {
    if (list.state !== 'ready' || list.isLoadingMore) return;
    const current = generation.current;
    setList({ ...list, isLoadingMore: true, loadMoreError: null });
    try {
      const { data, meta } = await latestLoadPage.current(list.meta.current_page + 1);
      if (current !== generation.current) return;
      setList((previous) => {
        if (previous.state !== 'ready') return previous;
        // Pages shift when items leave the list meanwhile (a decision): never show one twice.
        const known = new Set(previous.items.map((item) => item.id));
        const items = [...previous.items, ...data.filter((item) => !known.has(item.id))];
        return { state: 'ready', items, meta, isLoadingMore: false, loadMoreError: null };
      });
    } catch (error) {
      if (current !== generation.current) return;
      setList((previous) =>
        previous.state === 'ready' ? { ...previous, isLoadingMore: false, loadMoreError: error } : previous,
      );
    }
  }, [list]);

  return { list, reload, loadMore };
}
