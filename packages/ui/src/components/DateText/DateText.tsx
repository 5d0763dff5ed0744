import { useLocale } from 'react-aria-components';
import { formatDateTime, toDate } from '../../format/formatDateTime';
import { displayLocaleOf } from '../../format/localeDigits';
import * as styles from './DateText.css';

export interface DateTextProps {
  /** The moment: an ISO-8601 string from the API, a Date or epoch milliseconds. */
  value: Date | string | number | null | undefined;
  /** Also show hours and minutes. @default true */
  showTime?: boolean;
  /** Time zone shown; the product's dates are Tehran times. @default 'Asia/Tehran' */
  timeZone?: string;
}

/**
 * A date in the reader's calendar: Jalali with Persian digits in fa, Gregorian in en, both in
 * Tehran time. Rendered as `<time>` with the machine-readable moment.
 */
export function DateText({ value, showTime = true, timeZone = 'Asia/Tehran' }: DateTextProps) {
  const { locale } = useLocale();
  const text = formatDateTime(value, { locale: displayLocaleOf(locale), timeZone, showTime });
  const date = value === null || value === undefined || value === '' ? null : toDate(value);
  if (!date) return <span className={styles.date}>{text}</span>;
  return (
    <time className={styles.date} dateTime={date.toISOString()}>
      {text}
    </time>
  );
}
