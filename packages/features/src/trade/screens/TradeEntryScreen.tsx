import { AppHeader, EmptyState, Spinner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useMarkets } from '../../shared/markets/useMarkets';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import '../i18n/registerTradeI18n';
import { tradePaths } from '../paths';
import { firstTradable } from '../rules/firstTradable';

/**
 * /trade: goes on to the desk's first market that has a price (keeping `?side=`), so the bottom navigation's
 * trade item and "Trade" links need no pair. With no market open it says so.
 */
export function TradeEntryScreen() {
  const { t } = useTranslation('trade');
  const [searchParams] = useSearchParams();
  const { data: markets, error, isError, isFetching, refetch } = useMarkets();
  const first = markets ? firstTradable(markets) : undefined;
  if (first) {
    const search = searchParams.toString();
    return <Navigate to={`${tradePaths.pair(first.pair)}${search ? `?${search}` : ''}`} replace />;
  }
  const isLoading = !markets && (!isError || isFetching);
  return (
    <>
      <AppHeader title={t('title')} />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {markets ? (
          <EmptyState title={t('entry.empty')} description={t('entry.emptyHint')} />
        ) : isLoading ? (
          <Spinner label={t('entry.loading')} />
        ) : (
          <LoadFailed
            title={t('loadFailed')}
            error={error}
            onRetry={() => void refetch()}
            retryLabel={t('retry')}
          />
        )}
      </main>
    </>
  );
}
