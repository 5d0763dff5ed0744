import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { systemClock, type Clock } from './clock';
import * as styles from './CountdownTimer.css';
import { shouldAnnounce } from './shouldAnnounce';
import { useCountdown } from './useCountdown';

export interface CountdownTimerProps {
  /** Seconds left; a new value restarts the countdown from it. */
  seconds: number;
  /** Accessible name of the timer, e.g. "Time left to confirm"; also starts each announcement. */
  label: string;
  /** Unit shown after the number, e.g. "seconds" / "ثانیه". */
  unitLabel: string;
  /** Announced instead of "0 seconds" when the time is up, e.g. "The quote expired". @default undefined */
  endedLabel?: string;
  /** Called once when the countdown reaches zero. @default undefined */
  onEnd?: () => void;
  /** Stops the countdown where it is; it resumes from there. @default false */
  isPaused?: boolean;
  /** Source of time and ticks; pass a manual clock in tests. @default systemClock */
  clock?: Clock;
}

/**
 * Seconds left, in the locale's digits. Screen readers hear it politely at the start, every ten
 * seconds, each of the last five and at the end, not every second.
 */
export function CountdownTimer({
  seconds,
  label,
  unitLabel,
  endedLabel,
  onEnd,
  isPaused = false,
  clock = systemClock,
}: CountdownTimerProps) {
  const { locale } = useLocale();
  const { left, start } = useCountdown(seconds, clock, isPaused, onEnd);
  const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(left);

  // Filled after mount: a live region whose text arrives with it is not announced.
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    setAnnounced((previous) => (previous === null || shouldAnnounce(left, left === start) ? left : previous));
  }, [left, start]);
  const announcedDigits =
    announced === null ? '' : new Intl.NumberFormat(locale, { useGrouping: false }).format(announced);
  const announcement =
    announced === null
      ? ''
      : announced === 0 && endedLabel
        ? endedLabel
        : `${label}: ${announcedDigits} ${unitLabel}`;

  return (
    <>
      <span
        role="timer"
        aria-label={label}
        className={styles.timer}
        data-paused={isPaused || undefined}
        data-ending={(left > 0 && left <= 5) || undefined}
        data-ended={left === 0 || undefined}
      >
        <span className={styles.value}>{digits}</span>
        <span>{unitLabel}</span>
      </span>
      <span
        className={visuallyHidden}
        aria-live="polite"
        aria-atomic="true"
        data-testid="countdown-announcement"
      >
        {announcement}
      </span>
    </>
  );
}
