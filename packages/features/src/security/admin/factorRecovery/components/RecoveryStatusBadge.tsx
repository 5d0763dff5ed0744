import { StatusBadge } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { FactorRecoveryStatus } from '../api/adminListFactorRecoveries';
import '../i18n/registerFactorRecoveryAdminI18n';

const LOOK = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** Where a request stands, in the desk's words with the app's status look. */
export function RecoveryStatusBadge({ status }: { status: FactorRecoveryStatus }) {
  const { t } = useTranslation('admin');
  return <StatusBadge status={LOOK[status]} label={t(`factorRecovery.status.${status}`)} />;
}
