import { DateFormatter } from '@internationalized/date';
import type { DisplayLocale } from './localeDigits';

export interface FormatDateTimeOptions {
  /** fa: Jalali (Persian) calendar, Persian digits; en: Gregorian. @default 'en' */
  locale?: DisplayLocale;
  /** Time zone the date is shown in; the product's dates are Tehran times. @default 'Asia/Tehran' */
  timeZone?: string;
  /** Also show hours and minutes. @default true */
  showTime?: boolean;
}

const LOCALE_TAGS: Record<DisplayLocale, string> = {
  // The calendar is named explicitly rather than left to the ICU default for fa-IR.
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  en: 'en-GB-u-ca-gregory',
};

/** A Date from a Date, epoch milliseconds or an ISO-8601 string; null when it does not parse. */
export function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats a moment for display: Jalali calendar in fa, Gregorian in en, both in Tehran time by
 * default. Empty input shows ""; text that is not a date is returned as it is.
 */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  { locale = 'en', timeZone = 'Asia/Tehran', showTime = true }: FormatDateTimeOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return String(value);
  // DateFormatter works around Intl quirks across engines (hour cycles, calendar names).
  return new DateFormatter(LOCALE_TAGS[locale], {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(showTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date);
}
