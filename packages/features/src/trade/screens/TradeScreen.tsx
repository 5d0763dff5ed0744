import { AppHeader, Button, EmptyState, systemClock, type Clock } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { spendableBalancesQuery } from '../../entities/balance';
import { liveMarketsQuery, PRICE_REFRESH_MS } from '../api/liveMarketsQuery';
import { loadState } from '../../shared/query/loadState';
import { MarketPickerSheet } from '../components/MarketPickerSheet';
import { TradePanel } from '../components/TradePanel';
import '../i18n/registerTradeI18n';
import { pairOfParam } from '../paths';
import type { TradeSide } from '../rules/tradeAmount';
import { TradePlaceholder } from './TradePlaceholder';

export interface TradeScreenProps {
  /** Where "now" comes from for a quote's countdown; the workbench passes a manual clock. @default systemClock */
  clock?: Clock;
  /** How often the prices are asked for again while the screen is open. @default PRICE_REFRESH_MS (10 s) */
  priceRefreshMs?: number;
}

/** The side in the address (`?side=sell`), so Back, a reload and a shared link keep it. Buy unless it says sell. */
function sideOf(value: string | null): TradeSide {
  return value?.toLowerCase() === 'sell' ? 'Sell' : 'Buy';
}

/**
 * /trade/{pair}: one market's prices, refreshed while the screen is open, and its buy or sell form with the
 * confirm order dialog. A pair the desk does not trade offers the market picker.
 */
export function TradeScreen({ clock = systemClock, priceRefreshMs = PRICE_REFRESH_MS }: TradeScreenProps) {
  const { t } = useTranslation('trade');
  const pair = pairOfParam(useParams().pair);
  const [searchParams, setSearchParams] = useSearchParams();
  const side = sideOf(searchParams.get('side'));
  const [isPickerOpen, setPickerOpen] = useState(false);
  const markets = useQuery(liveMarketsQuery(priceRefreshMs));
  const balances = useQuery(spendableBalancesQuery);
  const load = loadState([markets, balances]);
  const market = markets.data?.find((candidate) => candidate.pair === pair);

  let content;
  if (markets.data && !market) {
    content = (
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.body')}
        action={<Button onPress={() => setPickerOpen(true)}>{t('notFound.choose')}</Button>}
      />
    );
  } else if (market && balances.data) {
    content = (
      <TradePanel
        key={market.pair}
        market={market}
        balances={balances.data}
        side={side}
        // Replacing keeps Back for leaving the screen, not for stepping through the sides.
        onSideChange={(next) => setSearchParams(next === 'Sell' ? { side: 'sell' } : {}, { replace: true })}
        onChangeMarket={() => setPickerOpen(true)}
        clock={clock}
      />
    );
  } else if (load.isLoading) {
    content = <TradePlaceholder />;
  } else {
    content = (
      <LoadFailed title={t('loadFailed')} error={load.error} onRetry={load.retry} retryLabel={t('retry')} />
    );
  }

  return (
    <>
      <AppHeader title={t('title')} />
      <main className={screenColumn.narrow} aria-busy={load.isLoading}>
        {content}
      </main>
      <MarketPickerSheet isOpen={isPickerOpen} onOpenChange={setPickerOpen} />
    </>
  );
}
