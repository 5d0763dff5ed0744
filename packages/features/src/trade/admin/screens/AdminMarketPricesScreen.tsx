import { AppHeader, EmptyState, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { marketPricesQuery } from '../api/adminListMarketPrices';
import { MarketPriceCard } from '../components/MarketPriceCard';
import '../i18n/registerTradeAdminI18n';
import { screenColumn } from '../../../shared/styles/screenColumn.css';

/**
 * Market prices (route /admin/markets): each pair's buy and sell price in force, who set it and when, and a
 * form to set a new one. After a price is set the list loads again, so it shows what the server now holds.
 */
export function AdminMarketPricesScreen() {
  const { t } = useTranslation('admin');
  const { data: prices, error, isError, isFetching, refetch } = useQuery(marketPricesQuery);
  // A retry after a failure shows the placeholder again; a failed refresh keeps the list on screen.
  const isLoading = !prices && (!isError || isFetching);

  return (
    <>
      <AppHeader title={t('markets.title')} />
      <main className={screenColumn.wide} aria-busy={isLoading}>
        {prices ? (
          prices.length === 0 ? (
            <EmptyState title={t('markets.empty')} description={t('markets.emptyHint')} />
          ) : (
            prices.map((price) => <MarketPriceCard key={price.pair} price={price} />)
          )
        ) : isLoading ? (
          <Skeleton shape="block" blockSize="360px" />
        ) : (
          <LoadFailed
            title={t('markets.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
            retryLabel={t('retry')}
          />
        )}
      </main>
    </>
  );
}
