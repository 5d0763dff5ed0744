import { AppHeader, Card } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { REPORTS_POLL_MS } from '../api/listReports';
import { GenerateReportForm } from '../components/GenerateReportForm';
import { ReportsList } from '../components/ReportsList';
import '../i18n/registerReportsI18n';
import * as styles from './ReportsScreen.css';

export interface ReportsScreenProps {
  /** Where "now" comes from: today's Tehran day bounds the period. The workbench passes a fixed one. @default () => new Date() */
  now?: () => Date;
  /** How often the list is asked again while a report is being prepared, in ms. @default 2000 */
  pollMs?: number;
}

/**
 * The person's Excel statements (route /reports, spec sections 2 and 8): a period and "Generate report",
 * then the recent reports, each with its status, its progress while being prepared, and Download once
 * ready.
 */
export function ReportsScreen({ now = () => new Date(), pollMs = REPORTS_POLL_MS }: ReportsScreenProps) {
  const { t } = useTranslation('reports');
  return (
    <>
      <AppHeader title={t('title')} />
      <main className={screenColumn.narrow}>
        <Card title={t('generate.title')}>
          <div className={styles.generate}>
            <p className={styles.description}>{t('generate.description')}</p>
            <GenerateReportForm now={now} />
          </div>
        </Card>
        <ReportsList pollMs={pollMs} />
      </main>
    </>
  );
}
