import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  useLocale,
} from 'react-aria-components';
import * as styles from './DatePicker.css';

/** Labels of the month navigation; React Aria has no Persian strings of its own. */
export interface MonthNavigationLabels {
  previousMonthLabel: string;
  nextMonthLabel: string;
}

/** Chevron pointing to the reading start (previous) or end (next); mirrored in RTL. */
function Chevron({ towards }: { towards: 'start' | 'end' }) {
  const { direction } = useLocale();
  const pointsLeft = (towards === 'start') === (direction === 'ltr');
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={styles.navIcon}>
      <path
        d={pointsLeft ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Month heading with previous/next buttons, then the day grid; shared by both pickers. */
export function CalendarParts({ previousMonthLabel, nextMonthLabel }: MonthNavigationLabels) {
  return (
    <>
      <header className={styles.calendarHeader}>
        <AriaButton slot="previous" className={styles.navButton} aria-label={previousMonthLabel}>
          <Chevron towards="start" />
        </AriaButton>
        <Heading className={styles.heading} />
        <AriaButton slot="next" className={styles.navButton} aria-label={nextMonthLabel}>
          <Chevron towards="end" />
        </AriaButton>
      </header>
      <CalendarGrid className={styles.grid} weekdayStyle="narrow">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** The calendar icon of the popover button. */
export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={styles.navIcon}>
      <rect x="4" y="5" width="16" height="15" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M4 10h16M9 3v4M15 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
