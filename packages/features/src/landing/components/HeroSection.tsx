import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n/registerLandingI18n';
import * as styles from './HeroSection.css';
import { large, linkButton } from '../../shared/styles/linkButton.css';
import type { SignedInHome } from './signedInHome';

export interface HeroSectionProps {
  /** Set when someone is signed in: one way back into the app replaces sign up and log in. @default null */
  home?: SignedInHome | null;
}

/** What Sarraf is, in one line, with the way in: sign up first, log in second (or back in, when signed in). */
export function HeroSection({ home = null }: HeroSectionProps) {
  const { t } = useTranslation('landing');
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('hero.title')}
      </h2>
      <p className={styles.body}>{t('hero.body')}</p>
      <div className={styles.actions}>
        {home ? (
          <Link className={`${linkButton.primary} ${large}`} to={home.href}>
            {t(home.heroKey)}
          </Link>
        ) : (
          <>
            <Link className={`${linkButton.primary} ${large}`} to="/sign-up">
              {t('hero.signUp')}
            </Link>
            <Link className={`${linkButton.secondary} ${large}`} to="/login">
              {t('hero.login')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
