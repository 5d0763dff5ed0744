import { Button, Card, formatAmount, signOfDecimal, visuallyHidden } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../shared/markets/listMarkets';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import '../i18n/registerTradeI18n';
import type { TradeSide } from '../rules/tradeAmount';
import { percentText } from './formatFigures';
import * as styles from './tradePage.css';
import { TrendArrow } from './TrendArrow';
import { useCurrencyName } from './useCurrencyName';
import { usePriceWatch } from './usePriceWatch';
import { useThrottledAnnouncement } from './useThrottledAnnouncement';

export interface PriceTickerProps {
  market: Market;
  /** The side chosen: its price is the one announced when it moves. */
  side: TradeSide;
  /** Opens the market picker. */
  onChangeMarket: () => void;
  /** More about the market under its prices (the price chart). @default undefined */
  children?: ReactNode;
}

/**
 * The market's buy and sell prices and their 24h change, as the screen's refreshes bring them: a price that
 * moved is tinted for a moment, and the chosen side's move is announced politely, at most once per half
 * minute. Remount it (key) for another market, so one market's price is never compared with another's.
 */
export function PriceTicker({ market, side, onChangeMarket, children }: PriceTickerProps) {
  const { t } = useTranslation('trade');
  const locale = useDisplayLocale();
  const currencyName = useCurrencyName();
  const unit = currencyName(market.quoteSymbol);
  const buy = usePriceWatch(market.buy_price);
  const sell = usePriceWatch(market.sell_price);
  const watched = side === 'Buy' ? buy.change : sell.change;
  const announcement = useThrottledAnnouncement(
    watched
      ? t(`price.announce${side}${watched.move === 'up' ? 'Up' : 'Down'}`, {
          price: formatAmount(watched.price, { locale }),
          unit,
        })
      : null,
  );
  const trend = signOfDecimal(market.priceChange) === 1 ? 'up' : 'down';
  const figures = [
    { id: 'buy', label: t('price.buy'), value: market.buy_price, move: buy.flash },
    { id: 'sell', label: t('price.sell'), value: market.sell_price, move: sell.flash },
  ];

  return (
    <Card
      title={`${currencyName(market.baseSymbol)}/${unit}`}
      headerAction={
        <Button variant="ghost" onPress={onChangeMarket}>
          {t('market.change')}
        </Button>
      }
    >
      <dl className={styles.prices}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.price} data-move={figure.move ?? undefined}>
            <dt className={styles.priceLabel}>{figure.label}</dt>
            <dd className={styles.priceValue}>
              <bdi>{formatAmount(figure.value, { locale })}</bdi> {unit}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.changeLine}>
        <span>{t('price.change24h')}</span>
        <span className={styles.change[trend]}>
          <TrendArrow trend={trend} className={styles.arrow} />
          <span className={visuallyHidden}>{t(trend === 'up' ? 'price.up' : 'price.down')}</span>
          <bdi>{percentText(market.priceChange, locale)}</bdi>
        </span>
      </p>
      {children}
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="price-announcement">
        {announcement}
      </span>
    </Card>
  );
}
