import { StatusBadge, type Status } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '../api/adminListVerifications';
import '../i18n/registerKycAdminI18n';

/** In review waits (clock), verified is approved (check), not verified was rejected (cross). */
const LOOK: Record<VerificationStatus, Status> = {
  in_progress: 'Pending',
  verified: 'Approved',
  not_verified: 'Rejected',
};

/** A submission's review status as icon and words. */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('admin');
  return <StatusBadge status={LOOK[status]} label={t(`status.${status}`)} />;
}
