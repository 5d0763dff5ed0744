import {
  GregorianCalendar,
  toCalendar,
  toCalendarDate,
  type DateValue,
  type CalendarDate,
} from '@internationalized/date';

/**
 * The picked date in the Gregorian calendar. Pickers show Jalali dates in Persian, but what they
 * report is one calendar for every locale, so `date.toString()` is always an ISO date for the API.
 */
export function toGregorianDate(value: DateValue): CalendarDate {
  return toCalendarDate(toCalendar(value, new GregorianCalendar()));
}
