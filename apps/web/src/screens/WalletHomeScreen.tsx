import { currentUserAtom, logoutAtom } from '@sarraf/features/auth';
import { isApiError } from '@sarraf/features/shared';
import { AppHeader, showToast } from '@sarraf/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as styles from './screen.css';

/** /panel for now: who is signed in, and a working logout (the wallet itself comes in a later issue). */
export function WalletHomeScreen() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const logout = useSetAtom(logoutAtom);

  async function handleLogout() {
    const result = await logout();
    if (!result.ok) {
      // Spec section 8: the server's message or "logout error"; the user is signed out locally anyway.
      const message = isApiError(result.error) && result.error.body.message;
      showToast({ title: message || t('logout.failed'), tone: 'critical' });
    }
    void navigate('/login', { replace: true });
  }

  return (
    <>
      <AppHeader
        title={t('screens.panel')}
        logoutLabel={t('actions.logout')}
        onLogout={() => void handleLogout()}
      />
      <main className={styles.body}>
        {user ? <h2 className={styles.heading}>{t('wallet.greeting', { email: user.email })}</h2> : null}
        <p className={styles.muted}>{t('wallet.placeholder')}</p>
      </main>
    </>
  );
}
