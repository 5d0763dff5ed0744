import { useLocale } from 'react-aria-components';
import { formatAmount } from '../../format/decimal';
import { displayLocaleOf } from '../../format/localeDigits';
import * as styles from './AmountText.css';

export interface AmountTextProps {
  /** The amount as a decimal string (or a number from a third party); shown via `formatAmount`. */
  value: string | number | null | undefined;
  /** Currency symbol shown after the number, e.g. "USDT" or "IRT". @default undefined */
  symbol?: string;
  /** Decimals kept; further digits are cut off, never rounded. @default 3 */
  maxDecimals?: number;
  /** Text size: `large` for balances and totals. @default 'body' */
  size?: (typeof styles.amountSizes)[number];
}

/**
 * An amount written the product's way (spec section 5): truncated to 3 decimals, grouped, Persian
 * digits in fa, followed by its currency symbol. Empty values render nothing visible.
 */
export function AmountText({ value, symbol, maxDecimals = 3, size = 'body' }: AmountTextProps) {
  const { locale } = useLocale();
  const number = formatAmount(value, { locale: displayLocaleOf(locale), maxDecimals });
  return (
    <span className={styles.amount({ size })} data-empty={number === '' || undefined}>
      {/* The number is isolated so a Latin symbol next to Persian digits cannot reorder it. */}
      <bdi className={styles.number}>{number}</bdi>
      {symbol && number !== '' ? <span className={styles.symbol}>{symbol}</span> : null}
    </span>
  );
}
