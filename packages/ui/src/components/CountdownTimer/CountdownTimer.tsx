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
  /**
   * Unit of a wait over a minute, e.g. "minutes" / "دقیقه". With it, such a wait is shown in whole
   * minutes, rounded up (2:00 to 1:01 shows 2), and in seconds from one minute on: the way the server says
   * a wait. Without it the timer always counts seconds (a quote's countdown). @default undefined
   */
  minutesUnitLabel?: string;
  /** Announced instead of "0 seconds" when the time is up, e.g. "The quote expired". @default undefined */
  endedLabel?: string;
  /** Called once when the countdown reaches zero. @default undefined */
  onEnd?: () => void;
  /** Stops the countdown where it is; it resumes from there. @default false */
  isPaused?: boolean;
  /** Source of time and ticks; pass a manual clock in tests. @default systemClock */
  clock?: Clock;
}

/** The time left as it is said: whole minutes (rounded up) over a minute when there is a unit for them. */
function spokenTime(left: number, unitLabel: string, minutesUnitLabel: string | undefined) {
  return minutesUnitLabel !== undefined && left > 60
    ? { value: Math.ceil(left / 60), unit: minutesUnitLabel }
    : { value: left, unit: unitLabel };
}

/**
 * Time left, in the locale's digits: seconds, or minutes over a minute (see `minutesUnitLabel`).
 * Screen readers hear it politely at the start, every ten seconds, each of the last five and at the
 * end, not every second (an unchanged text, as minutes are, is not said again).
 */
export function CountdownTimer({
  seconds,
  label,
  unitLabel,
  minutesUnitLabel,
  endedLabel,
  onEnd,
  isPaused = false,
  clock = systemClock,
}: CountdownTimerProps) {
  const { locale } = useLocale();
  const { left, start } = useCountdown(seconds, clock, isPaused, onEnd);
  const numberFormat = new Intl.NumberFormat(locale, { useGrouping: false });
  const shown = spokenTime(left, unitLabel, minutesUnitLabel);

  // Filled after mount: a live region whose text arrives with it is not announced.
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    setAnnounced((previous) => (previous === null || shouldAnnounce(left, left === start) ? left : previous));
  }, [left, start]);
  const said = announced === null ? null : spokenTime(announced, unitLabel, minutesUnitLabel);
  const announcement =
    said === null
      ? ''
      : announced === 0 && endedLabel
        ? endedLabel
        : `${label}: ${numberFormat.format(said.value)} ${said.unit}`;

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
        <span className={styles.value}>{numberFormat.format(shown.value)}</span>
        <span>{shown.unit}</span>
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
