import { DateText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { rowHead } from '../../shared/styles/rows.css';
import type { Report } from '../api/listReports';
import { useReportWords } from '../hooks/useReportWords';
import '../i18n/registerReportsI18n';
import { DownloadReportLink } from './DownloadReportLink';
import { RegenerateReportButton } from './RegenerateReportButton';
import { ReportProgress } from './ReportProgress';
import { ReportStatusBadge } from './ReportStatusBadge';
import * as styles from './reportRows.css';

/**
 * One report of the list: its range in the reader's calendar, its status, when it was asked for; then
 * while pending how far it is, once ready its size and Download, once failed that it failed and Generate
 * again.
 */
export function ReportRow({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const words = useReportWords();
  return (
    <li className={styles.row} data-status={report.status}>
      <div className={rowHead}>
        <p className={styles.title}>{words.range(report)}</p>
        <ReportStatusBadge status={report.status} />
      </div>
      <p className={styles.meta}>
        <span>{t('list.requested')}</span>
        <DateText value={report.created_at} />
      </p>
      {report.status === 'pending' ? <ReportProgress progress={report.progress} /> : null}
      {report.status === 'ready' ? (
        <div className={styles.actions}>
          <p className={styles.meta}>
            <span>{t('list.size')}</span>
            <span>{report.size === null ? '' : words.size(report.size)}</span>
          </p>
          <DownloadReportLink report={report} />
        </div>
      ) : null}
      {report.status === 'failed' ? (
        <div className={styles.actions}>
          <p className={styles.hint}>{t('failedHint')}</p>
          <RegenerateReportButton report={report} />
        </div>
      ) : null}
    </li>
  );
}
