import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n/registerLandingI18n';
import * as styles from './LandingFooter.css';
import type { SignedInHome } from './signedInHome';

// Routes of the app (spec section 2, plus /terms and /privacy).
const LEGAL_LINKS = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
] as const;

const GUEST_LINKS = [
  { to: '/login', label: 'header.login' },
  { to: '/sign-up', label: 'header.signUp' },
] as const;

export interface LandingFooterProps {
  /** Set when someone is signed in: the way back in replaces log in and sign up. @default null */
  home?: SignedInHome | null;
}

/** The page's end: terms, privacy, then log in and sign up (or the way back in, when signed in). */
export function LandingFooter({ home = null }: LandingFooterProps) {
  const { t } = useTranslation('landing');
  const links = [...LEGAL_LINKS, ...(home ? [{ to: home.href, label: home.headerKey }] : GUEST_LINKS)];
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {links.map(({ to, label }) => (
            <li key={to}>
              <Link className={styles.link} to={to}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>{t('footer.copyright')}</p>
    </footer>
  );
}
