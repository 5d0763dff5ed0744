import { invalidField } from '../../errors/DomainError.js';

/** 366 calendar days with both ends counted: any whole year, Jalali or Gregorian, leap or not. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a report covers: from the start of `from` to the start of the day after `to`, Tehran time. */
export interface ReportPeriod {
  start: Date;
  end: Date;
}

/** Iran keeps +03:30 all year (no daylight saving since 2022), so a Tehran midnight is a fixed UTC instant. */
export function startOfTehranDate(day: string): Date {
  return new Date(`${day}T00:00:00+03:30`);
}

export function periodOf(from: string, to: string): ReportPeriod {
  return { start: startOfTehranDate(from), end: new Date(startOfTehranDate(to).getTime() + DAY_MS) };
}

/** `from` not after `to`, at most a year (422 naming `to`, in the request's language). */
export function checkReportRange(from: string, to: string): void {
  if (from > to) throw invalidField('to', 'report.toBeforeFrom');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) throw invalidField('to', 'report.rangeTooLong');
}
