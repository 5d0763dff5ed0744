import { formatAmount, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { priceHistoryQuery } from '../api/getMarketPriceHistory';
import '../i18n/registerTradeI18n';
import { chartPoints } from '../rules/chartPoints';
import type { TradeSide } from '../rules/tradeAmount';
import * as styles from './tradePage.css';

/** The drawing box; the SVG stretches it to the card's width. */
const BOX = { width: 300, height: 64, padding: 4 };

export interface PriceChartProps {
  pair: string;
  /** The side chosen: its price is drawn (the buy price to buy, the sell price to sell). */
  side: TradeSide;
  /** The quote currency as the reader names it. */
  unit: string;
}

/**
 * A week of the pair's price as a small line (GET /api/markets/{pair}/history), described in words for
 * screen readers: from what to what. Time runs left to right in both languages, as on every price chart;
 * the chart is extra, so a failed load says so quietly and the form works on.
 */
export function PriceChart({ pair, side, unit }: PriceChartProps) {
  const { t } = useTranslation('trade');
  const locale = useDisplayLocale();
  const history = useQuery(priceHistoryQuery(pair, '1w'));
  const prices = (history.data ?? []).map((point) => (side === 'Buy' ? point.buy_price : point.sell_price));

  let content;
  if (history.isPending) {
    content = <Skeleton shape="block" blockSize="4rem" />;
  } else if (history.isError) {
    content = <p className={styles.muted}>{t('chart.failed')}</p>;
  } else if (prices.length < 2) {
    content = <p className={styles.muted}>{t('chart.empty')}</p>;
  } else {
    const label = t('chart.label', {
      side: t(side === 'Buy' ? 'price.buy' : 'price.sell'),
      from: formatAmount(prices[0], { locale }),
      to: formatAmount(prices.at(-1), { locale }),
      unit,
    });
    content = (
      <svg
        className={styles.chartLine}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <polyline
          points={chartPoints(prices, BOX)}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    );
  }

  return (
    <figure className={styles.chart} aria-busy={history.isPending || undefined}>
      <figcaption className={styles.muted}>{t('chart.title')}</figcaption>
      {content}
    </figure>
  );
}
