import { Banner, formatAmount, ListFooter } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../errors/buildErrorText';
import { useDisplayLocale } from '../hooks/useDisplayLocale';
import type { PagedQuery } from '../query/usePagedQuery';

/** The words of a paged list, from the caller's translation (see `usePagedListTexts`). */
export interface PagedListTexts {
  /** The retry button of a failed first load, e.g. "Try again". */
  retry: string;
  /** The title of a failed Load more, e.g. "More orders could not be loaded". */
  loadMoreFailed: string;
  /** "{from}-{to} of {total}", given the figures already in the reader's digits. */
  range: (figures: { from: string; to: string; total: string }) => string;
  /** The Load more button. */
  loadMore: string;
  /** The Load more button while the next page loads. */
  loadingMore: string;
}

export interface PagedListFooterProps<T> {
  /** A list that has loaded its first page. */
  list: PagedQuery<T> & { status: 'success' };
  texts: PagedListTexts;
}

/**
 * The end of a loaded list: a failed Load more (the rows stay), "{from}-{to} of {total}" in the reader's
 * digits, and Load more while pages remain.
 */
export function PagedListFooter<T>({ list, texts }: PagedListFooterProps<T>) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const number = (value: number) => formatAmount(String(value), { locale });
  return (
    <>
      {list.loadMoreError ? (
        <Banner tone="critical" title={texts.loadMoreFailed} isLive>
          {buildErrorText(list.loadMoreError, t('common:errors.unexpected'))}
        </Banner>
      ) : null}
      <ListFooter
        from={list.range.from}
        to={list.range.to}
        total={list.range.total}
        hasMore={list.hasMore}
        rangeText={({ from, to, total }) =>
          texts.range({ from: number(from), to: number(to), total: number(total) })
        }
        loadMoreLabel={texts.loadMore}
        pendingLabel={texts.loadingMore}
        isPending={list.isLoadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
