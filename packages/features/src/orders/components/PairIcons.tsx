import { CurrencyIcon } from '@sarraf/ui';
import type { Order } from '../../entities/order';
import * as styles from './PairIcons.css';

export interface PairIconsProps {
  order: Pick<Order, 'base_symbol' | 'quote_symbol'>;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

/**
 * An order's pair as two icons, base first. Drawn from the symbols with the ui's own artwork rather than the
 * order's icon paths, so a path the app does not serve never shows a broken image (as the markets do).
 * Decorative: the text beside them names the currencies.
 */
export function PairIcons({ order, size = 'medium' }: PairIconsProps) {
  return (
    <span className={styles.icons} aria-hidden="true">
      <span className={styles.base}>
        <CurrencyIcon currency={order.base_symbol} size={size} />
      </span>
      <span className={styles.quote}>
        <CurrencyIcon currency={order.quote_symbol} size={size} />
      </span>
    </span>
  );
}
