import { DateText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '@sarraf/routes';
import type { AdminFactorRecoverySummary } from '../api/adminListFactorRecoveries';
import '../i18n/registerFactorRecoveryAdminI18n';
import * as styles from './factorRecovery.css';
import { RecoveryStatusBadge } from './RecoveryStatusBadge';

/** One waiting request: who (name, email) and when it was sent; the row opens it. */
export function RecoveryItem({ request }: { request: AdminFactorRecoverySummary }) {
  const { t } = useTranslation('admin');
  const { user } = request;
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <Link className={styles.link} to={appPaths.adminFactorRecovery(request.id)}>
          {user.name ?? <bdi dir="ltr">{user.email}</bdi>}
        </Link>
        {user.name ? (
          <span className={`${styles.ltr} ${styles.muted}`}>
            <bdi dir="ltr">{user.email}</bdi>
          </span>
        ) : null}
        <span className={styles.muted}>
          {t('factorRecovery.sentAt')} <DateText value={request.created_at} showTime />
        </span>
      </div>
      <RecoveryStatusBadge status={request.status} />
    </li>
  );
}
