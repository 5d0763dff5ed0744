import { Button } from '../Button/Button';
import * as styles from './ListFooter.css';

/** The range of a loaded list, as in the pagination meta (spec section 3). */
export interface ListRange {
  from: number;
  to: number;
  total: number;
}

export interface ListFooterProps {
  /** First item number shown (pagination meta `from`). */
  from: number;
  /** Last item number shown (pagination meta `to`). */
  to: number;
  /** Number of items in all pages (pagination meta `total`). */
  total: number;
  /**
   * The range text, e.g. "{from}-{to} of {total}": a ready string, or a function that formats the
   * numbers (with locale digits) in the caller's language.
   */
  rangeText: string | ((range: ListRange) => string);
  /** Visible label of the load more button, e.g. "Load more". */
  loadMoreLabel: string;
  /** Loads the next page; without it the button is not shown. @default undefined */
  onLoadMore?: () => void;
  /** The next page is loading: the button shows a spinner and ignores presses. @default false */
  isPending?: boolean;
  /** Accessible name of the spinner while loading, e.g. "Loading more orders". @default undefined */
  pendingLabel?: string;
  /** Whether more items exist. @default to < total */
  hasMore?: boolean;
}

/** The end of a paged list: "{from}-{to} of {total}" and a Load more button while pages remain. */
export function ListFooter({
  from,
  to,
  total,
  rangeText,
  loadMoreLabel,
  onLoadMore,
  isPending = false,
  pendingLabel,
  hasMore = to < total,
}: ListFooterProps) {
  const text = typeof rangeText === 'function' ? rangeText({ from, to, total }) : rangeText;
  return (
    <div className={styles.footer} data-has-more={hasMore || undefined}>
      {/* Polite live region: after Load more, screen readers hear the new range. */}
      <p className={styles.range} role="status">
        {text}
      </p>
      {hasMore && onLoadMore ? (
        <Button
          variant="secondary"
          onPress={onLoadMore}
          isPending={isPending}
          pendingLabel={pendingLabel}
          fullWidth
        >
          {loadMoreLabel}
        </Button>
      ) : null}
    </div>
  );
}
