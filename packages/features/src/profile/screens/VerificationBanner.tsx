import { Banner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../shared/api/schema.gen';
import '../i18n/registerProfileI18n';
import * as styles from './ProfileScreen.css';
import { linkButton } from '../../shared/styles/linkButton.css';

type User = components['schemas']['User'];

/** Where the verification forms live (the kyc feature's screen). */
export const VERIFICATION_PATH = '/profile/verification';

export interface VerificationBannerProps {
  /** The user's verification status and, when rejected, the reason. */
  user: Pick<User, 'verification_status' | 'verification_reason'>;
}

/** The profile's verification status (spec section 4): not verified (with the reason), in progress, verified. */
export function VerificationBanner({ user }: VerificationBannerProps) {
  const { t } = useTranslation('profile');
  if (user.verification_status === 'verified') {
    return (
      <Banner tone="positive" title={t('status.verifiedTitle')}>
        <p className={styles.paragraph}>{t('status.verifiedBody')}</p>
      </Banner>
    );
  }
  if (user.verification_status === 'in_progress') {
    return (
      <Banner tone="warning" title={t('status.inProgressTitle')}>
        <p className={styles.paragraph}>{t('status.inProgressBody')}</p>
      </Banner>
    );
  }
  const reason = user.verification_reason;
  return (
    <Banner
      tone={reason ? 'critical' : 'warning'}
      title={reason ? t('status.rejectedTitle') : t('status.notVerifiedTitle')}
      action={
        <Link className={linkButton.primary} to={VERIFICATION_PATH}>
          {reason ? t('status.resubmit') : t('status.verify')}
        </Link>
      }
    >
      <p className={styles.paragraph}>
        {reason ? t('status.rejectedReason', { reason }) : t('status.notVerifiedBody')}
      </p>
    </Banner>
  );
}
