import { Banner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkButton } from '../../shared/styles/linkButton.css';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import { paragraph } from './walletPage.css';

/**
 * In place of a deposit's address or form while the person has no authenticator app: why money needs one,
 * and the way to set it up on /profile. The server refuses the deposit without it (403) whatever this shows.
 */
export function SecondFactorRequired() {
  const { t } = useTranslation('wallet');
  return (
    <Banner
      tone="warning"
      title={t('secondFactor.title')}
      action={
        <Link className={linkButton.primary} to={walletPaths.profile}>
          {t('secondFactor.setUp')}
        </Link>
      }
    >
      <p className={paragraph}>{t('secondFactor.body')}</p>
    </Banner>
  );
}
