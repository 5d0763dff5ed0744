import {
  createCalendar,
  DateFormatter,
  toCalendar,
  type CalendarDate,
  type CalendarIdentifier,
} from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/**
 * Converts dates into the calendar the current locale displays (Persian under CalendarLocale in
 * fa). React Aria converts the value itself, but aligns the visible month to `minValue`/`maxValue`
 * as given: a Gregorian limit would switch a Persian calendar to Gregorian months.
 */
export function useToDisplayCalendar() {
  const { locale } = useLocale();
  return useMemo(() => {
    const identifier = new DateFormatter(locale).resolvedOptions().calendar as CalendarIdentifier;
    const calendar = createCalendar(identifier);
    return <T extends CalendarDate | null | undefined>(date: T): T =>
      (date ? toCalendar(date, calendar) : date) as T;
  }, [locale]);
}
