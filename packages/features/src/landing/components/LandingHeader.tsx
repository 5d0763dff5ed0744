import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n/registerLandingI18n';
import { linkButton } from '../../shared/styles/linkButton.css';

/** The landing's top bar for a guest: the brand, then log in and sign up. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  return (
    <AppHeader title={t('brand')}>
      <Link className={linkButton.ghost} to="/login">
        {t('header.login')}
      </Link>
      <Link className={linkButton.primary} to="/sign-up">
        {t('header.signUp')}
      </Link>
    </AppHeader>
  );
}
