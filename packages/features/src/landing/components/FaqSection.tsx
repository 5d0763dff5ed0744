import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import '../i18n/registerLandingI18n';
import * as styles from './FaqSection.css';
import { LandingSection } from './LandingSection';

/** The questions, in the order a newcomer meets them: cost, verification, money in, money out, big orders. */
export const FAQ_KEYS = [
  'fees',
  'verification',
  'depositToman',
  'usdtNetwork',
  'withdrawals',
  'approval',
] as const;

/**
 * The FAQ (anchor `#faq`; the profile links to it on /support): an accordion of disclosures, each a heading with a
 * button that shows its answer. Several may be open at once, so answers can be compared.
 */
export function FaqSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="faq" title={t('faq.title')}>
      <DisclosureGroup className={styles.group} allowsMultipleExpanded>
        {FAQ_KEYS.map((key) => (
          <Disclosure key={key} id={key} className={styles.item}>
            <Heading level={3} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger}>
                <span>{t(`faq.${key}.question`)}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" fill="none">
                  <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              <p className={styles.answer}>{t(`faq.${key}.answer`)}</p>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </LandingSection>
  );
}
