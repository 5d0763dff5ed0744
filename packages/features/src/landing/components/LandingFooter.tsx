import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n/registerLandingI18n';
import * as styles from './LandingFooter.css';

// Routes of the app (spec section 2, plus /terms and /privacy).
const LINKS = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/login', label: 'header.login' },
  { to: '/sign-up', label: 'header.signUp' },
] as const;

/** The page's end: terms, privacy, log in and sign up. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {LINKS.map(({ to, label }) => (
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
