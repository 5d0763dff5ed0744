import { EmptyState, Skeleton } from '@sarraf/ui';
import type { ReactNode } from 'react';
import type { PagedQuery } from '../../shared/query/usePagedQuery';
import { rowList } from './adminPage.css';
import { LoadFailed } from './LoadFailed';
import { PagedListFooter } from './PagedListFooter';

export interface PagedListViewProps<T> {
  list: PagedQuery<T>;
  /** The accessible name of the list of rows. */
  label: string;
  /** `ol` where the order means something (newest first), `ul` otherwise. */
  as: 'ol' | 'ul';
  /** The height of a row, so the loading placeholders take the place the rows will. */
  rowBlockSize: string;
  loadFailedTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  renderItem: (item: T) => ReactNode;
}

/** Every state of a list loaded page by page: placeholders, failure with retry, empty, rows and their footer. */
export function PagedListView<T>({
  list,
  label,
  as: List,
  rowBlockSize,
  loadFailedTitle,
  emptyTitle,
  emptyDescription,
  renderItem,
}: PagedListViewProps<T>) {
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
      <List className={rowList} aria-label={label}>
        {list.items.map(renderItem)}
      </List>
      <PagedListFooter
        range={list.range}
        hasMore={list.hasMore}
        isLoadingMore={list.isLoadingMore}
        loadMoreError={list.loadMoreError}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
