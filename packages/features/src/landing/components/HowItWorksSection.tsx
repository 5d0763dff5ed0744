import { displayLocaleOf, toLocaleDigits } from '@sarraf/ui';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import '../i18n/registerLandingI18n';
import { cardBody, cardText, cardTitle } from './landingCard.css';
import * as styles from './HowItWorksSection.css';
import { LandingSection } from './LandingSection';

// Spec section 2: sign up, complete KYC, trade.
const STEPS = ['signUp', 'kyc', 'trade'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  const { locale } = useLocale();
  return (
    <LandingSection id="how-it-works" title={t('howItWorks.title')}>
      <ol className={styles.steps}>
        {STEPS.map((key, index) => (
          <li key={key} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {toLocaleDigits(String(index + 1), displayLocaleOf(locale))}
            </span>
            <div className={cardText}>
              <h3 className={cardTitle}>{t(`howItWorks.${key}.title`)}</h3>
              <p className={cardBody}>{t(`howItWorks.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
