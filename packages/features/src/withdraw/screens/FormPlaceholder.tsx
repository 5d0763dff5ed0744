import { Skeleton } from '@sarraf/ui';
import * as styles from './WithdrawScreen.css';

/** The shape of a withdraw form while its balances, terms and saved destinations load. */
export function FormPlaceholder() {
  return (
    <div className={styles.placeholders}>
      <Skeleton lines={3} />
      <Skeleton shape="block" blockSize="56px" />
      <Skeleton shape="block" blockSize="180px" />
      <Skeleton shape="block" blockSize="48px" />
    </div>
  );
}
