import * as styles from './SecurityMark.css';
import type { SecurityMarkTone } from './SecurityMark.css';

/** The marks' icons: a tick, a warning triangle, a phone (this device), a star (a device new to the account). */
const ICONS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 4L2.5 20h19L12 4zM12 10v4.5M12 17.5v.01',
  device:
    'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3zM11 18h2',
  new: 'M12 3.5l2.4 5.1 5.6.7-4.1 3.8 1.1 5.5L12 15.9l-5 2.7 1.1-5.5L4 9.3l5.6-.7L12 3.5z',
} as const;

export interface SecurityMarkProps {
  /** What the mark means: `warning` for a failed attempt, `positive` for one that got in. */
  tone: SecurityMarkTone;
  /** The icon beside the words; decorative, the words carry the meaning. */
  icon: keyof typeof ICONS;
  /** The visible, translated words, e.g. "Wrong password". */
  label: string;
}

/**
 * A small pill of icon and words on a session or sign-in ("This device", "Wrong password", "New device"):
 * the shared StatusBadge knows order and transfer statuses only, and its waiting clock would say "pending"
 * where these say "refused".
 */
export function SecurityMark({ tone, icon, label }: SecurityMarkProps) {
  return (
    <span className={`${styles.mark} ${styles.tone[tone]}`} data-tone={tone}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        data-icon={icon}
      >
        <path d={ICONS[icon]} />
      </svg>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
