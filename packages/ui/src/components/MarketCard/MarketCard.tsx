import { Button as AriaButton, useLocale } from 'react-aria-components';
import { formatAmount, signOfDecimal } from '../../format/decimal';
import { displayLocaleOf } from '../../format/localeDigits';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { AmountText } from '../AmountText/AmountText';
import { CurrencyIcon } from '../CurrencyIcon/CurrencyIcon';
import * as styles from './MarketCard.css';

export interface MarketCardProps {
  /** Market name, e.g. "Tether". */
  name: string;
  /** The pair as BASE/QUOTE, e.g. "USDT/IRT". */
  pair: string;
  /** The pair as the reader names it, e.g. "تتر/تومان" on a Persian page. @default pair */
  pairLabel?: string;
  /** Base currency symbol, e.g. "USDT". */
  baseSymbol: string;
  /** Quote currency symbol, e.g. "IRT"; shown after the price unless `quoteLabel` is given. */
  quoteSymbol: string;
  /** The quote currency as the reader names it, shown after the price, e.g. "تومان". @default quoteSymbol */
  quoteLabel?: string;
  /** Buy price in the quote currency, as a decimal string. */
  buyPrice: string | number;
  /**
   * 24h change in percent, as a decimal string; above 0 shows "up", anything else "down". Written with
   * the locale's digits and percent sign (۱٫۲۵٪ in fa).
   */
  priceChange: string | number;
  /** URL of the base currency icon; without it the built-in icon for `baseSymbol` is used. @default undefined */
  baseIcon?: string;
  /** URL of the quote currency icon; without it the built-in icon for `quoteSymbol` is used. @default undefined */
  quoteIcon?: string;
  /** Screen-reader word for a rising price, e.g. "up". */
  upLabel: string;
  /** Screen-reader word for a falling or unchanged price, e.g. "down". */
  downLabel: string;
  /** Opens the pair (the app goes to /trade/BASE-QUOTE). @default undefined */
  onPress?: () => void;
  /** @default false */
  isDisabled?: boolean;
  /**
   * A state to read before pressing, e.g. "Prices paused", under the pair in the waiting colour (it is part
   * of the button's name, so it is announced too). @default undefined
   */
  note?: string;
}

function PairIcon({ url, symbol }: { url: string | undefined; symbol: string }) {
  // Decorative: the pair text next to the icons names both currencies.
  return url ? (
    <img className={styles.iconImage} src={url} alt="" width={32} height={32} />
  ) : (
    <CurrencyIcon currency={symbol} />
  );
}

/**
 * A market in the markets list: pair icons, name, pair, buy price with the quote symbol and the 24h
 * change, marked up when it is above 0 and down otherwise (spec section 2). Pressing opens the pair.
 */
export function MarketCard({
  name,
  pair,
  pairLabel = pair,
  baseSymbol,
  quoteSymbol,
  quoteLabel = quoteSymbol,
  buyPrice,
  priceChange,
  baseIcon,
  quoteIcon,
  upLabel,
  downLabel,
  onPress,
  isDisabled = false,
  note,
}: MarketCardProps) {
  const { locale, direction } = useLocale();
  const displayLocale = displayLocaleOf(locale);
  const trend = signOfDecimal(priceChange) === 1 ? 'up' : 'down';
  const change = formatAmount(priceChange, { locale: displayLocale, maxDecimals: 2 });
  // U+066A is the Persian percent sign, written after Persian digits.
  const percent = displayLocale === 'fa' ? '\u066A' : '%';
  return (
    <AriaButton className={styles.card} onPress={onPress} isDisabled={isDisabled} data-trend={trend}>
      <span className={styles.icons}>
        <PairIcon url={baseIcon} symbol={baseSymbol} />
        <span className={styles.quoteIcon}>
          <PairIcon url={quoteIcon} symbol={quoteSymbol} />
        </span>
      </span>
      <span className={styles.names}>
        <span className={styles.name}>{name}</span>
        {/* The symbols read left to right; a pair in the page's words reads in the page's direction, even
            when one of its currencies keeps a Latin symbol ("USDC/تومان"). */}
        <bdi className={styles.pair} dir={pairLabel === pair ? undefined : direction}>
          {pairLabel}
        </bdi>
        {note ? <span className={styles.note}>{note}</span> : null}
      </span>
      <span className={styles.figures}>
        <span className={styles.price}>
          <AmountText value={buyPrice} symbol={quoteLabel} />
        </span>
        <span className={styles.change} data-trend={trend}>
          <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            {/* Up and down point vertically: nothing to mirror in RTL. */}
            <path d={trend === 'up' ? 'M12 6l7 9H5z' : 'M12 18l7-9H5z'} />
          </svg>
          <span className={visuallyHidden}>{trend === 'up' ? upLabel : downLabel}</span>
          <bdi>{change === '' ? '' : `${change}${percent}`}</bdi>
        </span>
      </span>
    </AriaButton>
  );
}
