import { DateText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '@sarraf/routes';
import type { AdminVerificationSummary } from '../api/adminListVerifications';
import '../i18n/registerKycAdminI18n';
import { ltr } from './adminPage.css';
import * as styles from './QueueItem.css';
import { VerificationStatusBadge } from './VerificationStatusBadge';

/**
 * One submission of the review queue: who (name, email), person or company, when it was sent, its status;
 * the row opens the submission. The link's name is only who it is, so a screen reader's list of links stays
 * short.
 */
export function QueueItem({ submission }: { submission: AdminVerificationSummary }) {
  const { t } = useTranslation('admin');
  const { user } = submission;
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <Link className={styles.link} to={appPaths.adminVerification(submission.id)}>
          {user.name ?? <bdi dir="ltr">{user.email}</bdi>}
        </Link>
        {user.name ? (
          <span className={`${ltr} ${styles.meta}`}>
            {/* An email reads left to right, yet sits at the start of the line in either language. */}
            <bdi dir="ltr">{user.email}</bdi>
          </span>
        ) : null}
        <span className={styles.meta}>
          <span>{t(`userType.${submission.user_type}`)}</span>
          <span>
            {t('verifications.submittedAt')} <DateText value={submission.submitted_at} />
          </span>
        </span>
      </div>
      <VerificationStatusBadge status={submission.status} />
    </li>
  );
}
