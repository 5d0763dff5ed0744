import { isApiError, useCurrentUser, useLogout } from '@sarraf/features/shared';
import { AppHeader, showToast } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as styles from './screen.css';

/** /panel for now: who is signed in, and a working logout (the wallet itself comes in a later issue). */
export function WalletHomeScreen() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const logout = useLogout();

  async function handleLogout() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      // Spec section 8: the server's message or "logout error"; the user is signed out here anyway.
      const message = isApiError(error) && error.body.message;
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
