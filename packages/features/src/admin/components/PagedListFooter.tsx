import { Banner, formatAmount, ListFooter } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { PaginationMeta } from '../api/adminListVerifications';
import { useDisplayLocale } from '../hooks/useDisplayLocale';
import '../i18n/registerAdminI18n';

export interface PagedListFooterProps {
  /** Items shown so far (all pages loaded). */
  shown: number;
  /** The meta of the last page loaded. */
  meta: PaginationMeta;
  isLoadingMore: boolean;
  /** Why the last Load more failed, or null. */
  loadMoreError: unknown;
  onLoadMore: () => void;
}

/** "{from}-{to} of {total}" in the reader's digits, Load more while pages remain, and a failed Load more. */
export function PagedListFooter({
  shown,
  meta,
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
        from={1}
        to={meta.to ?? shown}
        total={meta.total}
        hasMore={meta.current_page < meta.last_page}
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
