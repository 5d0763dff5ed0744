import { Meter, Spinner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useReportWords } from '../hooks/useReportWords';
import '../i18n/registerReportsI18n';
import * as styles from './reportRows.css';

/**
 * How far a pending report is: the percent of rows written once the job took it up (`progress`), or an
 * indeterminate "waiting to start" before (progress null).
 */
export function ReportProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation('reports');
  const words = useReportWords();
  if (progress === null) {
    return (
      <div className={styles.waiting}>
        <Spinner label={t('progress.waiting')} />
        {/* The spinner's name says it already. */}
        <span aria-hidden="true">{t('progress.waiting')}</span>
      </div>
    );
  }
  return (
    <Meter label={t('progress.label')} value={progress} valueLabel={words.percent(progress)} tone="warning" />
  );
}
