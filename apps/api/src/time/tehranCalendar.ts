import { CalendarDate, GregorianCalendar, PersianCalendar, toCalendar } from '@internationalized/date';

/** Iran keeps +03:30 all year (no daylight saving since 2022). */
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const persian = new PersianCalendar();
const gregorianCalendar = new GregorianCalendar();

/** The moment the Tehran calendar day holding `at` began: daily limits count from there. */
export function startOfTehranDay(at: Date): Date {
  const local = at.getTime() + TEHRAN_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TEHRAN_OFFSET_MS);
}

/** The moment the next Tehran day begins: when a daily limit is whole again. */
export function nextTehranDay(at: Date): Date {
  return new Date(startOfTehranDay(at).getTime() + DAY_MS);
}

/**
 * The moment the Persian (Jalali) month holding `at` began in Tehran: monthly limits count from there, as
 * people and banks in Iran count months.
 */
export function startOfTehranMonth(at: Date): Date {
  return midnightOf(jalaliDateOf(at).set({ day: 1 }));
}

/** The moment the next Persian month begins in Tehran. */
export function nextTehranMonth(at: Date): Date {
  return midnightOf(jalaliDateOf(at).set({ day: 1 }).add({ months: 1 }));
}

/** The Tehran calendar date of `at`, in the Persian calendar. */
function jalaliDateOf(at: Date): CalendarDate {
  const local = new Date(startOfTehranDay(at).getTime() + TEHRAN_OFFSET_MS);
  const gregorian = new CalendarDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
  return toCalendar(gregorian, persian);
}

/** Midnight in Tehran at the start of a (Persian) calendar date. */
function midnightOf(date: CalendarDate): Date {
  const gregorian = toCalendar(date, gregorianCalendar);
  return new Date(Date.UTC(gregorian.year, gregorian.month - 1, gregorian.day) - TEHRAN_OFFSET_MS);
}
