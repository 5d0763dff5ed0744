import { AppHeader, EmptyState, Skeleton } from '@sarraf/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminListMarketPrices, type AdminMarketPrice } from '../api/adminListMarketPrices';
import { LoadFailed } from '../components/LoadFailed';
import { MarketPriceCard } from '../components/MarketPriceCard';
import '../i18n/registerAdminI18n';
import { screenColumn } from '../../shared/styles/screenColumn.css';

type Load =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; prices: AdminMarketPrice[] };

/**
 * Market prices (route /admin/markets): each pair's buy and sell price in force, who set it and when, and a
 * form to set a new one. After a price is set the list loads again, so it shows what the server now holds.
 */
export function AdminMarketPricesScreen() {
  const { t } = useTranslation('admin');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  /** Loads the prices; `quietly` keeps the list on screen meanwhile (a refresh after a save). */
  const fetchPrices = useCallback(async (quietly = false) => {
    if (!quietly) setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'ready', prices: await adminListMarketPrices() });
    } catch (error) {
      if (!quietly) setLoad({ state: 'failed', error });
    }
  }, []);

  useEffect(() => {
    void fetchPrices();
  }, [fetchPrices]);

  function handleSaved(saved: AdminMarketPrice) {
    // Show the saved price at once; the refresh then brings anything else that changed meanwhile.
    setLoad((current) =>
      current.state === 'ready'
        ? { ...current, prices: current.prices.map((price) => (price.pair === saved.pair ? saved : price)) }
        : current,
    );
    void fetchPrices(true);
  }

  return (
    <>
      <AppHeader title={t('markets.title')} />
      <main className={screenColumn.wide} aria-busy={load.state === 'loading'}>
        {load.state === 'loading' ? (
          <Skeleton shape="block" blockSize="360px" />
        ) : load.state === 'failed' ? (
          <LoadFailed title={t('markets.loadFailed')} error={load.error} onRetry={() => void fetchPrices()} />
        ) : load.prices.length === 0 ? (
          <EmptyState title={t('markets.empty')} description={t('markets.emptyHint')} />
        ) : (
          load.prices.map((price) => <MarketPriceCard key={price.pair} price={price} onSaved={handleSaved} />)
        )}
      </main>
    </>
  );
}
