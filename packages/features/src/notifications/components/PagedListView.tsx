import { EmptyState, Skeleton } from '@sarraf/ui';
import type { ReactNode } from 'react';
import type { PagedQuery } from '../../shared/query/usePagedQuery';
import '../i18n/registerNotificationsI18n';
import { LoadFailed } from './LoadFailed';
import { rowList } from './notificationRows.css';
import { PagedListFooter } from './PagedListFooter';

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
 * first, so an ordered list), "{from}-{to} of {total}" and Load more.
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
      <PagedListFooter list={list} />
    </>
  );
}
