import { formatDateTime, toLocaleDigits } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { Report } from '../api/listReports';
import '../i18n/registerReportsI18n';
import { useFileSizeText } from '../../entities/upload';

/**
 * A report's day as the reader writes it: "1 Bahman 1404" style in the Jalali calendar with Persian digits
 * on a Persian page, "21 January 2026" in English. The server's `YYYY-MM-DD` is a Tehran day: read at Tehran
 * midnight, so no time zone can move it to the day before.
 */
export function reportDay(day: string, locale: 'fa' | 'en'): string {
  return formatDateTime(`${day}T00:00:00+03:30`, { locale, showTime: false });
}

/** The words the reports screen says a report with, in the reader's language, calendar and digits. */
export function useReportWords() {
  const { t } = useTranslation('reports');
  const locale = useDisplayLocale();
  const fileSizeText = useFileSizeText();
  return {
    locale,
    /** "21 January 2026 to 19 February 2026"; ۱ بهمن ۱۴۰۴ تا ۳۰ بهمن ۱۴۰۴ in Persian. */
    range: (report: Pick<Report, 'from' | 'to'>) =>
      t('list.range', { from: reportDay(report.from, locale), to: reportDay(report.to, locale) }),
    /** "47 KB", "۱٫۴ مگابایت". */
    size: fileSizeText,
    /** A percent in the reader's digits and sign: "45%", "۴۵٪" (U+066A after Persian digits). */
    percent: (value: number) => `${toLocaleDigits(String(value), locale)}${locale === 'fa' ? '\u066A' : '%'}`,
  };
}
