import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ScreenTitleKey } from '../routes/screenTitles';
import * as styles from './screen.css';

export interface ComingSoonScreenProps {
  /** Which screen this stands in for. */
  titleKey: ScreenTitleKey;
}

/** A placeholder for a screen that a later issue builds; the route and its guard are already real. */
export function ComingSoonScreen({ titleKey }: ComingSoonScreenProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <>
      <AppHeader
        title={t(`screens.${titleKey}`)}
        backLabel={t('actions.back')}
        onBack={() => void navigate(-1)}
      />
      <main className={styles.body}>
        <h2 className={styles.heading}>{t('comingSoon.title')}</h2>
        <p className={styles.muted}>{t('comingSoon.body')}</p>
      </main>
    </>
  );
}
