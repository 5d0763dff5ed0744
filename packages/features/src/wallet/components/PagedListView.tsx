import { Banner, EmptyState, formatAmount, ListFooter, Skeleton } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { PagedQuery } from '../../shared/query/usePagedQuery';
import { useDisplayLocale } from '../hooks/useDisplayLocale';
import '../i18n/registerWalletI18n';
import { LoadFailed } from './LoadFailed';
import { rowList } from './walletPage.css';

export interface PagedListViewProps<T> {
  list: PagedQuery<T>;
  /** The accessible name of the list of rows. */
  label: string;
  /** The height of a row, so the loading placeholders take the place the rows will. */
  rowBlockSize: string;
  loadFailedTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * Every state of a list loaded page by page: placeholders, failure with retry, empty, the rows (newest
 * first, so an ordered list), "{from}-{to} of {total}" in the reader's digits and Load more.
 */
export function PagedListView<T>({
  list,
  label,
  rowBlockSize,
  loadFailedTitle,
  emptyTitle,
  emptyDescription,
  renderItem,
}: PagedListViewProps<T>) {
  const { t } = useTranslation('wallet');
  const locale = useDisplayLocale();
  const number = (value: number) => formatAmount(String(value), { locale });
  if (list.status === 'pending') {
    return (
      <>
        <Skeleton shape="block" blockSize={rowBlockSize} />
        <Skeleton shape="block" blockSize={rowBlockSize} />
        <Skeleton shape="block" blockSize={rowBlockSize} />
      </>
    );
  }
  if (list.status === 'error') {
    return <LoadFailed title={loadFailedTitle} error={list.error} onRetry={list.reload} />;
  }
  if (list.items.length === 0) {
    return <EmptyState title={emptyTitle} description={emptyDescription} />;
  }
  return (
    <>
      <ol className={rowList} aria-label={label}>
        {list.items.map(renderItem)}
      </ol>
      {list.loadMoreError ? (
        <Banner tone="critical" title={t('list.loadMoreFailed')} isLive>
          {buildErrorText(list.loadMoreError, t('common:errors.unexpected'))}
        </Banner>
      ) : null}
      <ListFooter
        from={list.range.from}
        to={list.range.to}
        total={list.range.total}
        hasMore={list.hasMore}
        rangeText={({ from, to, total }) =>
          t('list.range', { from: number(from), to: number(to), total: number(total) })
        }
        loadMoreLabel={t('list.loadMore')}
        pendingLabel={t('list.loadingMore')}
        isPending={list.isLoadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
