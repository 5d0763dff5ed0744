import { useTranslation } from 'react-i18next';
import '../i18n/registerReferralI18n';
import * as styles from './ReferralActivityBadge.css';

/** A check for active, a dash in a circle for inactive: decorative, the word says it. */
const ICONS = {
  active: 'M5 12.5l4.5 4.5L19 7.5',
  inactive: 'M8 12h8M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
} as const;

/** Whether an invited person traded in the last 30 days: word and icon, never colour alone. */
export function ReferralActivityBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('referral');
  const state = isActive ? 'active' : 'inactive';
  return (
    <span className={styles.activity[state]} data-activity={state}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ICONS[state]} />
      </svg>
      {t(`details.${state}`)}
    </span>
  );
}
