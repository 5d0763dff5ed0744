import * as styles from './Spinner.css';

/** The spinning arc alone, decorative: whoever shows it names the busy state. */
export function SpinnerIcon() {
  return (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={styles.track} cx="12" cy="12" r="9" strokeWidth="3" />
      <path className={styles.arc} d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
