import { EmptyState, Skeleton } from '@sarraf/ui';
import type { ReactNode } from 'react';
import type { PagedList } from '../hooks/usePagedList';
import { rowList } from './adminPage.css';
import { LoadFailed } from './LoadFailed';
import { PagedListFooter } from './PagedListFooter';

export interface PagedListViewProps<T> {
  list: PagedList<T>;
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
  onReload: () => void;
  onLoadMore: () => void;
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
  onReload,
  onLoadMore,
}: PagedListViewProps<T>) {
  if (list.state === 'loading') {
    return (
      <>
        <Skeleton shape="block" blockSize={rowBlockSize} />
        <Skeleton shape="block" blockSize={rowBlockSize} />
        <Skeleton shape="block" blockSize={rowBlockSize} />
      </>
    );
  }
  if (list.state === 'failed') {
    return <LoadFailed title={loadFailedTitle} error={list.error} onRetry={onReload} />;
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
        shown={list.items.length}
        meta={list.meta}
        isLoadingMore={list.isLoadingMore}
        loadMoreError={list.loadMoreError}
        onLoadMore={onLoadMore}
      />
    </>
  );
}
