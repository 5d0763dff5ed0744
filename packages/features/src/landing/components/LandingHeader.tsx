import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n/registerLandingI18n';
import { LanguageSwitch } from '../../shared/components/LanguageSwitch';
import { linkButton } from '../../shared/styles/linkButton.css';
import type { SignedInHome } from './signedInHome';

export interface LandingHeaderProps {
  /** Set when someone is signed in: the header leads back into the app instead. @default null */
  home?: SignedInHome | null;
}

/**
 * The landing's top bar: the brand, then the language switch, log in and sign up, or for a signed-in person
 * the way back in (they change the language in their profile, which keeps it for their emails too).
 */
export function LandingHeader({ home = null }: LandingHeaderProps) {
  const { t } = useTranslation('landing');
  return (
    <AppHeader title={t('brand')}>
      {home ? (
        <Link className={linkButton.primary} to={home.href}>
          {t(home.headerKey)}
        </Link>
      ) : (
        <>
          <LanguageSwitch />
          <Link className={linkButton.ghost} to="/login">
            {t('header.login')}
          </Link>
          <Link className={linkButton.primary} to="/sign-up">
            {t('header.signUp')}
          </Link>
        </>
      )}
    </AppHeader>
  );
}
