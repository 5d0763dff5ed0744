import { EmptyState, Skeleton } from '@sarraf/ui';
import type { ReactNode } from 'react';
import type { PagedQuery } from '../query/usePagedQuery';
import { rowList } from '../styles/rows.css';
import { LoadFailed } from './LoadFailed';
import { PagedListFooter, type PagedListTexts } from './PagedListFooter';

export interface PagedListViewProps<T> {
  list: PagedQuery<T>;
  /** The accessible name of the list of rows. */
  label: string;
  /** `ol` where the order means something (newest first), `ul` otherwise. @default 'ol' */
  as?: 'ol' | 'ul';
  /** The height of a row, so the loading placeholders take the place the rows will. */
  rowBlockSize: string;
  loadFailedTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  /** Something to do about an empty list, e.g. a link to the trade screen. @default undefined */
  emptyAction?: ReactNode;
  /** Retry, Load more and "{from}-{to} of {total}" (see `usePagedListTexts`). */
  texts: PagedListTexts;
  renderItem: (item: T) => ReactNode;
}

/**
 * Every state of a list loaded page by page: placeholders, failure with retry, empty, the rows,
 * "{from}-{to} of {total}" and Load more.
 */
export function PagedListView<T>({
  list,
  label,
  as: List = 'ol',
  rowBlockSize,
  loadFailedTitle,
  emptyTitle,
  emptyDescription,
  emptyAction,
  texts,
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
    return (
      <LoadFailed title={loadFailedTitle} error={list.error} onRetry={list.reload} retryLabel={texts.retry} />
    );
  }
  if (list.items.length === 0) {
    return <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  }
  return (
    <>
      <List className={rowList} aria-label={label}>
        {list.items.map(renderItem)}
      </List>
      <PagedListFooter list={list} texts={texts} />
    </>
  );
}
