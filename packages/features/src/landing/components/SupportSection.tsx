import { Card } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerLandingI18n';
import { LandingSection } from './LandingSection';
import * as sectionStyles from './LandingSection.css';
import { SUPPORT_EMAIL } from './supportContact';
import * as styles from './SupportSection.css';

/** How to reach the desk (anchor `#support`), on the landing page and the in-app support page. */
export function SupportSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="support" title={t('support.title')}>
      <Card>
        <p className={sectionStyles.paragraph}>{t('support.body')}</p>
        <dl className={styles.details}>
          <dt className={styles.term}>{t('support.email')}</dt>
          <dd className={styles.value}>
            {/* An address reads left to right in either language. */}
            <a className={styles.email} href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
              {SUPPORT_EMAIL}
            </a>
          </dd>
          <dt className={styles.term}>{t('support.hoursLabel')}</dt>
          <dd className={styles.value}>{t('support.hours')}</dd>
        </dl>
        <p className={styles.hint}>{t('support.hint')}</p>
      </Card>
    </LandingSection>
  );
}
