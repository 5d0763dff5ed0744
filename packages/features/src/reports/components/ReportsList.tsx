import { EmptyState, Skeleton, visuallyHidden } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { rowList } from '../../shared/styles/rows.css';
import { reportsQuery } from '../api/listReports';
import { useReadyAnnouncement } from '../hooks/useReadyAnnouncement';
import '../i18n/registerReportsI18n';
import { ReportRow } from './ReportRow';
import * as styles from './ReportsList.css';

export interface ReportsListProps {
  /** How often the list is asked again while a report is being prepared, in ms. */
  pollMs: number;
}

/**
 * The recent reports (the server's last 20, newest first), with every state of a load: placeholders,
 * failure with retry, empty, the rows. While a report is pending the list polls (see `reportsQuery`) and
 * says so when one becomes ready.
 */
export function ReportsList({ pollMs }: ReportsListProps) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const list = useQuery(reportsQuery(pollMs));
  const announcement = useReadyAnnouncement(list.data);
  const reports = list.data;
  const isLoading = reports === undefined && !list.isError;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId} className={styles.title}>
        {t('list.title')}
      </h2>
      {reports === undefined ? (
        list.isError ? (
          <LoadFailed
            title={t('list.failed')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retryLabel={t('retry')}
          />
        ) : (
          <>
            <span className={visuallyHidden}>{t('list.loading')}</span>
            <Skeleton shape="block" blockSize="112px" />
            <Skeleton shape="block" blockSize="112px" />
            <Skeleton shape="block" blockSize="112px" />
          </>
        )
      ) : reports.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} headingLevel={3} />
      ) : (
        <ol className={rowList} aria-label={t('list.label')}>
          {reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ol>
      )}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </section>
  );
}
