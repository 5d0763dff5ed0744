import { Spinner } from '@sarraf/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkButton } from '../../shared/styles/linkButton.css';
import type { Report } from '../api/listReports';
import { fileNameOf, useDownloadReport } from '../hooks/useDownloadReport';
import { useReportWords } from '../hooks/useReportWords';
import '../i18n/registerReportsI18n';
import { reportsPaths } from '../paths';
import * as styles from './reportRows.css';

/** A plain press on the link, which the screen handles; a modified one (new tab, save as) is the browser's. */
const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A ready report's Download: a real link to the workbook (same-origin, so the session cookie goes with it;
 * `download` names the file), so "open in new tab" and "save link as" work as for any file. A plain press
 * fetches the file instead and saves it, so a failure can be told ("Failed to download report") rather than
 * leaving the person on an error page or with a broken file.
 */
export function DownloadReportLink({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const words = useReportWords();
  const download = useDownloadReport(report);
  return (
    <a
      className={`${linkButton.secondary} ${styles.download}`}
      href={reportsPaths.download(report.id)}
      download={fileNameOf(report)}
      aria-label={t('download.which', { range: words.range(report) })}
      aria-disabled={download.isPending || undefined}
      onClick={(event) => {
        if (!isPlainPress(event)) return;
        event.preventDefault();
        download.start();
      }}
    >
      {download.isPending ? (
        <span className={styles.linkIcon} aria-hidden="true">
          <Spinner label={t('download.pending')} inheritColor />
        </span>
      ) : (
        <DownloadIcon />
      )}
      {download.isPending ? t('download.pending') : t('download.action')}
    </a>
  );
}

function DownloadIcon() {
  return (
    <svg className={styles.linkIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
