import { Skeleton } from '@sarraf/ui';
import * as styles from '../components/tradePage.css';

/** The shape of the trade screen while its markets and balances load. */
export function TradePlaceholder() {
  return (
    <div className={styles.placeholders}>
      <Skeleton shape="block" blockSize="136px" />
      <Skeleton shape="block" blockSize="64px" />
      <Skeleton shape="block" blockSize="48px" />
      <Skeleton shape="block" blockSize="88px" />
      <Skeleton shape="block" blockSize="52px" />
    </div>
  );
}
