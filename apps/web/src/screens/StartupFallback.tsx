import { Spinner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './screen.css';

/** Shown while the first route's guard asks the server who is signed in. */
export function StartupFallback() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.centered}>
      <Spinner label={t('loading')} />
    </div>
  );
}
