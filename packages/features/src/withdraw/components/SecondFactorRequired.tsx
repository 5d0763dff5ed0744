import { Banner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkButton } from '../../shared/styles/linkButton.css';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import * as styles from './withdrawForm.css';

/**
 * In place of a withdrawal form while the person has no authenticator app: why money needs one, and the
 * way to set it up on /profile. The server refuses a withdrawal without it (403) whatever this shows.
 */
export function SecondFactorRequired() {
  const { t } = useTranslation('withdraw');
  return (
    <Banner
      tone="warning"
      title={t('secondFactor.title')}
      action={
        <Link className={linkButton.primary} to={withdrawPaths.profile}>
          {t('secondFactor.setUp')}
        </Link>
      }
    >
      <p className={styles.paragraph}>{t('secondFactor.body')}</p>
    </Banner>
  );
}
