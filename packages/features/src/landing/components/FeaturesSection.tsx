import { useTranslation } from 'react-i18next';
import '../i18n/registerLandingI18n';
import { BoltIcon, HeadsetIcon, PercentIcon } from './featureIcons';
import { cardBody, cardGrid, cardText, cardTitle } from './landingCard.css';
import * as styles from './FeaturesSection.css';
import { LandingSection } from './LandingSection';

// The landing's claims (spec section 1): fast execution, low fees from 0.1%, 24/7 support.
const FEATURES = [
  { key: 'fast', Icon: BoltIcon },
  { key: 'fees', Icon: PercentIcon },
  { key: 'support', Icon: HeadsetIcon },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="features" title={t('features.title')}>
      <ul className={cardGrid[3]}>
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className={styles.item}>
            <span className={styles.iconBox}>
              <Icon className={styles.icon} />
            </span>
            <div className={cardText}>
              <h3 className={cardTitle}>{t(`features.${key}.title`)}</h3>
              <p className={cardBody}>{t(`features.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
