import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';

/**
 * The locale a calendar should use: Persian pages get the Persian (Jalali) calendar explicitly, so
 * it never depends on the browser's default for 'fa' (a locale that already names a calendar, like
 * 'fa-IR-u-ca-gregory', keeps it). Other locales keep their own calendar (Gregorian for English).
 */
export function calendarLocaleOf(locale: string): string {
  if (!/^fa(-|$)/i.test(locale) || locale.includes('-u-ca-')) return locale;
  return `${locale}-u-ca-persian`;
}

/** Renders its children with the calendar of `calendarLocaleOf` the surrounding locale. */
export function CalendarLocale({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <I18nProvider locale={calendarLocaleOf(locale)}>{children}</I18nProvider>;
}
