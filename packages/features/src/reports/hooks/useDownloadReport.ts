import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import { downloadReport } from '../api/downloadReport';
import type { Report } from '../api/listReports';
import '../i18n/registerReportsI18n';
import { saveFile } from './saveFile';
import { serverWords } from './useGenerateOutcome';

/** The name a report's file is saved under: the server's, else the same pattern it uses. */
export const fileNameOf = (report: Pick<Report, 'file_name' | 'from' | 'to'>) =>
  report.file_name ?? `sarraf-report-${report.from}-${report.to}.xlsx`;

/**
 * Downloads a ready report through the API client (cookies, X-Locale, the 401 rule) and saves it; a failure
 * says spec section 8's "Failed to download report" with the server's words (409 not ready, 404 gone).
 */
export function useDownloadReport(report: Report) {
  const { t } = useTranslation('reports');
  const showToast = useScreenToasts();
  // State lands on the next render; a double click lands before it.
  const downloading = useRef(false);
  const download = useMutation({
    mutationFn: () => downloadReport(report.id),
    onSuccess: (blob) => {
      saveFile(blob, fileNameOf(report));
      showToast({ title: t('download.success'), tone: 'positive' });
    },
    onError: (error) =>
      showToast({ title: t('download.failed'), description: serverWords(error), tone: 'critical' }),
    onSettled: () => {
      downloading.current = false;
    },
  });
  return {
    isPending: download.isPending,
    /** Starts the download; a second press while one is on its way is ignored. */
    start: () => {
      if (downloading.current) return;
      downloading.current = true;
      download.mutate();
    },
  };
}
