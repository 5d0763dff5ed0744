import { CalendarDate, PersianCalendar, toCalendar } from '@internationalized/date';

const persian = new PersianCalendar();
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The wall-clock time in Tehran as a Date whose UTC fields read that time: a spreadsheet date cell has no
 * zone, so it must hold the time the person lived, not the UTC instant.
 */
export function tehranWallClock(at: Date): Date {
  return new Date(at.getTime() + TEHRAN_OFFSET_MS);
}

/** `1404/09/03 14:25` in Tehran time (Persian digits for fa), the same calendar as the client's. */
export function jalaliText(at: Date, locale: 'fa' | 'en'): string {
  const wall = tehranWallClock(at);
  const day = toCalendar(
    new CalendarDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()),
    persian,
  );
  const text = `${day.year}/${two(day.month)}/${two(day.day)} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
  return locale === 'fa' ? text.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)]!) : text;
}
