import { StatusBadge, type Status } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '../api/listReports';
import '../i18n/registerReportsI18n';

/** The ui badge's look for each report status: waiting (clock), done (check), failed (cross). */
const LOOK: Record<ReportStatus, Status> = { pending: 'Pending', ready: 'Approved', failed: 'Rejected' };

/** A report's status as icon and words: Preparing, Ready, Failed. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('reports');
  return (
    <StatusBadge
      status={LOOK[status] ?? 'Rejected'}
      label={t(`status.${status}`, { defaultValue: status })}
    />
  );
}
