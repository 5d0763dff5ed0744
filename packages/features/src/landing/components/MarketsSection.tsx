import {
  AmountText,
  Banner,
  Button,
  EmptyState,
  MarketCard,
  signOfDecimal,
  Skeleton,
  Spinner,
  ToggleButtonGroup,
} from '@sarraf/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { Market } from '../../shared/markets/listMarkets';
import { useMarkets } from '../../shared/markets/useMarkets';
import '../i18n/registerLandingI18n';
import { LandingSection } from './LandingSection';
import { cardGrid } from './landingCard.css';
import * as styles from './MarketsSection.css';

type Side = 'buy' | 'sell';

/** A market card's height (MarketCard: its name and price lines and padding), kept by the placeholder. */
const CARD_BLOCK_SIZE = '72px';

/** Spec section 2: the trade route of a pair is base-quote with a dash. */
const tradePathOf = (pair: string) => `/trade/${pair.replace('/', '-')}`;

/**
 * The desk's markets, loaded once for the whole app (shared markets store): price in Toman for the side
 * chosen (the price you buy at or sell at), 24h change and volume. Pressing a market opens its trade page
 * (a guest is asked to log in first by the app's guard).
 */
export function MarketsSection() {
  const { t } = useTranslation('landing');
  const [side, setSide] = useState<Side>('buy');
  return (
    <LandingSection id="markets" title={t('markets.title')}>
      <ToggleButtonGroup
        label={t('markets.side')}
        segments={[
          { id: 'buy', label: t('markets.buy'), tone: 'positive' },
          { id: 'sell', label: t('markets.sell'), tone: 'critical' },
        ]}
        value={side}
        onChange={(value) => setSide(value === 'sell' ? 'sell' : 'buy')}
      />
      <p className={styles.hint}>{t('markets.hint')}</p>
      <MarketsList side={side} />
    </LandingSection>
  );
}

function MarketsList({ side }: { side: Side }) {
  const { t } = useTranslation('landing');
  /** A currency as the reader names it (تتر, تومان on a Persian page), its symbol when it has no name. */
  const currencyName = (symbol: string) => t(`common:currency.${symbol}`, { defaultValue: symbol });
  const navigate = useNavigate();
  const { data: markets, error, isError, isFetching, refetch } = useMarkets();

  // A retry shows the placeholders again rather than the failure it is replacing.
  if (!markets && isError && !isFetching) {
    return (
      <Banner
        tone="critical"
        title={t('markets.errorTitle')}
        isLive
        action={
          <Button variant="secondary" onPress={() => void refetch()}>
            {t('markets.retry')}
          </Button>
        }
      >
        {buildErrorText(error, t('common:errors.unexpected'))}
      </Banner>
    );
  }
  if (!markets) {
    return (
      // One market as it will be laid out (a card, then its volume line, where the spinner turns), so the
      // page below does not move when the desk's usual single market arrives.
      <div className={styles.item} aria-busy="true">
        <Skeleton shape="block" blockSize={CARD_BLOCK_SIZE} />
        <div className={styles.volume}>
          <Spinner label={t('markets.loading')} />
        </div>
      </div>
    );
  }
  if (markets.length === 0) {
    return (
      <EmptyState title={t('markets.emptyTitle')} description={t('markets.emptyBody')} headingLevel={3} />
    );
  }
  return (
    <ul className={cardGrid[2]}>
      {markets.map((market) => (
        <li key={market.pair} className={styles.item}>
          <MarketCard
            name={market.name}
            pair={market.pair}
            pairLabel={`${currencyName(market.baseSymbol)}/${currencyName(market.quoteSymbol)}`}
            baseSymbol={market.baseSymbol}
            quoteSymbol={market.quoteSymbol}
            quoteLabel={currencyName(market.quoteSymbol)}
            buyPrice={priceOf(market, side)}
            priceChange={market.priceChange}
            // No baseIcon/quoteIcon: the ui's own artwork is drawn from the symbols (USDT, IRT, else the first
            // letter), so a pair whose icon path is not served never shows a broken image.
            upLabel={t('markets.up')}
            downLabel={t('markets.down')}
            note={market.availability.paused ? t('markets.paused') : undefined}
            onPress={() => void navigate(tradePathOf(market.pair))}
          />
          {signOfDecimal(market.volume) === 0 ? (
            // "0" would read as a figure; a market nobody traded today says so.
            <p className={styles.volume}>{t('markets.noTrades')}</p>
          ) : (
            <p className={styles.volume}>
              <span>{t('markets.volume')}</span>
              <AmountText value={market.volume} symbol={currencyName(market.baseSymbol)} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The desk sells to users at buy_price and buys from them at sell_price. */
function priceOf(market: Market, side: Side): string {
  return side === 'buy' ? market.buy_price : market.sell_price;
}
