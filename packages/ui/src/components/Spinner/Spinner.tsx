import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';
import { SpinnerIcon } from './SpinnerIcon';

export interface SpinnerProps {
  /** Accessible name announced while busy, e.g. "Loading orders". Never shown. */
  label: string;
  /**
   * Inherit the surrounding text colour (inside buttons) instead of the accent colour.
   * @default false
   */
  inheritColor?: boolean;
}

/** Indeterminate busy indicator: an ARIA progressbar without a value. */
export function Spinner({ label, inheritColor = false }: SpinnerProps) {
  return (
    <ProgressBar
      aria-label={label}
      isIndeterminate
      className={inheritColor ? styles.spinner : `${styles.spinner} ${styles.standalone}`}
    >
      <SpinnerIcon />
    </ProgressBar>
  );
}
