import {
  createCalendar,
  fromDate,
  GregorianCalendar,
  parseDate,
  toCalendar,
  toCalendarDate,
  type CalendarDate,
  type CalendarIdentifier,
} from '@internationalized/date';

/** A report covers Tehran days, both ends counted: at most 366 of them (any whole year, as the server says). */
export const MAX_REPORT_DAYS = 366;

/** The days of a report are Tehran's, as the server counts them: near midnight the day differs. */
export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

/** The form's values: both ends in the Gregorian calendar (what the picker reports), or not chosen yet. */
export interface ReportRangeValues {
  from: CalendarDate | null;
  to: CalendarDate | null;
}

export type ReportRangeField = keyof ReportRangeValues;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day it is in Tehran at `now`, Gregorian. */
export function todayInTehran(now: Date): CalendarDate {
  return toCalendarDate(fromDate(now, TEHRAN_TIME_ZONE));
}

/** How many days a range covers, both ends counted (Gregorian ISO dates, so no time zone can shift it). */
export function daysCovered(from: CalendarDate, to: CalendarDate): number {
  return (Date.parse(to.toString()) - Date.parse(from.toString())) / DAY_MS + 1;
}

/**
 * This month so far, in the reader's calendar: from the first of the month (the first of the Jalali month on
 * a Persian page) to today. Both ends Gregorian.
 */
export function defaultReportRange(today: CalendarDate, calendar: CalendarIdentifier): ReportRangeValues {
  const first = toCalendar(today, createCalendar(calendar)).set({ day: 1 });
  return { from: toCalendarDate(toCalendar(first, new GregorianCalendar())), to: today };
}

/**
 * The client's rules before a range is sent (the server checks the first and the last again): both ends
 * chosen, the start not after the end, nothing after today, at most 366 days. Returns the `reports`
 * translation key of each field's problem.
 */
export function validateReportRange(
  { from, to }: ReportRangeValues,
  today: CalendarDate,
): Partial<Record<ReportRangeField, string>> {
  if (!from || !to) return { from: 'validation.rangeRequired' };
  if (to.compare(from) < 0) return { to: 'validation.toBeforeFrom' };
  if (to.compare(today) > 0) return { to: 'validation.future' };
  if (daysCovered(from, to) > MAX_REPORT_DAYS) return { to: 'validation.tooLong' };
  return {};
}

/** The body of createReport: ISO dates. */
export function toReportRequest({ from, to }: ReportRangeValues): { from: string; to: string } {
  if (!from || !to) throw new TypeError('a report range needs both ends');
  return { from: from.toString(), to: to.toString() };
}

/** A report's range from the server's ISO dates, for the form (the range of a failed report, asked again). */
export function rangeOf(report: { from: string; to: string }): ReportRangeValues {
  return { from: parseDate(report.from), to: parseDate(report.to) };
}
