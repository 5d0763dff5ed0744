import { useTranslation } from 'react-i18next';
import '../i18n/registerLandingI18n';
import { BoltIcon, HeadsetIcon, PercentIcon } from './featureIcons';
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
      <ul className={styles.list}>
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className={styles.item}>
            <span className={styles.iconBox}>
              <Icon className={styles.icon} />
            </span>
            <div className={styles.text}>
              <h3 className={styles.title}>{t(`features.${key}.title`)}</h3>
              <p className={styles.body}>{t(`features.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
