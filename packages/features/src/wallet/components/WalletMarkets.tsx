import { Banner, Button, EmptyState, MarketCard, Skeleton, Spinner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { useMarkets } from '../../shared/markets/useMarkets';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import * as styles from './CurrencyActionLinks.css';
import { muted, stack } from './walletPage.css';

/**
 * The markets tab: the same cards as the landing page (the app's one copy of the markets), buy price in the
 * reader's currency names; a card opens its pair's trade page.
 */
export function WalletMarkets() {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const navigate = useNavigate();
  const { data: markets, error, isError, isFetching, refetch } = useMarkets();
  if (!markets && isError && !isFetching) {
    return (
      <Banner
        tone="critical"
        title={t('markets.failed')}
        action={
          <Button variant="secondary" onPress={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {buildErrorText(error, t('common:errors.unexpected'))}
      </Banner>
    );
  }
  if (!markets) {
    return (
      <div className={stack} aria-busy="true">
        <Skeleton shape="block" blockSize="72px" />
        <Spinner label={t('markets.loading')} />
      </div>
    );
  }
  if (markets.length === 0) {
    return <EmptyState title={t('markets.empty')} description={t('markets.emptyHint')} />;
  }
  return (
    <div className={stack}>
      <p className={muted}>{t('markets.hint')}</p>
      <ul className={styles.list}>
        {markets.map((market) => (
          <li key={market.pair}>
            <MarketCard
              name={market.name}
              pair={market.pair}
              pairLabel={`${currencyName(market.baseSymbol)}/${currencyName(market.quoteSymbol)}`}
              baseSymbol={market.baseSymbol}
              quoteSymbol={market.quoteSymbol}
              quoteLabel={currencyName(market.quoteSymbol)}
              buyPrice={market.buy_price}
              priceChange={market.priceChange}
              // The ui's own artwork from the symbols, as on the landing: an unserved icon path never shows broken.
              upLabel={t('markets.up')}
              downLabel={t('markets.down')}
              note={market.availability.paused ? t('markets.paused') : undefined}
              onPress={() => void navigate(walletPaths.tradePair(market.pair))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
