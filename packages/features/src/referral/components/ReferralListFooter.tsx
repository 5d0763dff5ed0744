import { Banner, formatAmount, ListFooter } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { PagedQuery } from '../../shared/query/usePagedQuery';
import { useDisplayLocale } from '../hooks/useDisplayLocale';
import '../i18n/registerReferralI18n';

/**
 * The end of a loaded list: a failed Load more (the rows stay), "{from}-{to} of {total}" in the reader's
 * digits, and Load more while pages remain.
 */
export function ReferralListFooter<T>({ list }: { list: PagedQuery<T> & { status: 'success' } }) {
  const { t } = useTranslation('referral');
  const locale = useDisplayLocale();
  const number = (value: number) => formatAmount(String(value), { locale });
  return (
    <>
      {list.loadMoreError ? (
        <Banner tone="critical" title={t('details.loadMoreFailed')} isLive>
          {buildErrorText(list.loadMoreError, t('common:errors.unexpected'))}
        </Banner>
      ) : null}
      <ListFooter
        from={list.range.from}
        to={list.range.to}
        total={list.range.total}
        hasMore={list.hasMore}
        rangeText={({ from, to, total }) =>
          t('details.range', { from: number(from), to: number(to), total: number(total) })
        }
        loadMoreLabel={t('details.loadMore')}
        pendingLabel={t('details.loadingMore')}
        isPending={list.isLoadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
