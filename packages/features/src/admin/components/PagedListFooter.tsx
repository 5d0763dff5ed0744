import { Banner, formatAmount, ListFooter } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { PagedView } from '../../shared/query/pagedQuery';
import { useDisplayLocale } from '../hooks/useDisplayLocale';
import '../i18n/registerAdminI18n';

export interface PagedListFooterProps {
  /** "{from}-{to} of {total}" of the pages loaded. */
  range: PagedView<unknown>['range'];
  /** Whether a further page exists. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Why the last Load more failed, or null. */
  loadMoreError: unknown;
  onLoadMore: () => void;
}

/** "{from}-{to} of {total}" in the reader's digits, Load more while pages remain, and a failed Load more. */
export function PagedListFooter({
  range,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
}: PagedListFooterProps) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const number = (value: number) => formatAmount(String(value), { locale });
  return (
    <>
      {loadMoreError ? (
        <Banner tone="critical" title={t('list.loadMoreFailed')} isLive>
          {buildErrorText(loadMoreError, t('common:errors.unexpected'))}
        </Banner>
      ) : null}
      <ListFooter
        from={range.from}
        to={range.to}
        total={range.total}
        hasMore={hasMore}
        rangeText={({ from, to, total }) =>
          t('list.range', { from: number(from), to: number(to), total: number(total) })
        }
        loadMoreLabel={t('list.loadMore')}
        pendingLabel={t('list.loadingMore')}
        isPending={isLoadingMore}
        onLoadMore={onLoadMore}
      />
    </>
  );
}
