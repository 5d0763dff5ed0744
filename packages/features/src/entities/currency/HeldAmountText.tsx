import { AmountText, type AmountTextProps } from '@sarraf/ui';
import { useHeldFraction } from './heldFraction';
import * as styles from './HeldAmountText.css';

/**
 * A balance or an amount that may hold more than the 3 decimals shown (Tether is kept to 6): the figure as
 * spec section 5 shows it, then "and a fraction under 0.001" when it holds more.
 */
export function HeldAmountText({
  value,
  ...props
}: Omit<AmountTextProps, 'value' | 'maxDecimals'> & { value: string }) {
  const fraction = useHeldFraction()(value);
  return (
    <>
      <AmountText value={value} {...props} />
      {fraction ? <span className={styles.fraction}> {fraction}</span> : null}
    </>
  );
}
