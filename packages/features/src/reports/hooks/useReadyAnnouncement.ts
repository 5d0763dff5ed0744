import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '../api/listReports';
import '../i18n/registerReportsI18n';
import { useReportWords } from './useReportWords';

/**
 * What a screen reader is told when a report the person watched being prepared turns ready ("Your report
 * for ... is ready to download."): the list changes quietly under a poll, and the Download that appears
 * would otherwise go unnoticed. Reports already ready when the list first loaded are not announced.
 */
export function useReadyAnnouncement(reports: readonly Report[] | undefined): string {
  const { t } = useTranslation('reports');
  const words = useReportWords();
  const [seen, setSeen] = useState<{ pending: ReadonlySet<number>; message: string; of?: readonly Report[] }>(
    {
      pending: new Set(),
      message: '',
    },
  );
  if (reports && reports !== seen.of) {
    // Adjusting state while rendering (React's pattern for state derived from changing props).
    const turnedReady = reports.filter((report) => report.status === 'ready' && seen.pending.has(report.id));
    const message = turnedReady.length
      ? turnedReady.map((report) => t('list.readyAnnouncement', { range: words.range(report) })).join(' ')
      : seen.message;
    setSeen({
      pending: new Set(reports.filter((report) => report.status === 'pending').map((report) => report.id)),
      message,
      of: reports,
    });
    return message;
  }
  return seen.message;
}
