import { AppHeader, Button, Card, showToast, ToggleButtonGroup } from '@sarraf/ui';
import { atom, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { components } from '../../shared/api/schema.gen';
import { isApiError } from '../../shared/errors/ApiError';
import { changeLanguage as changeAppLanguage } from '../../shared/i18n/changeLanguage';
import { currentLocale } from '../../shared/i18n/i18n';
import { isLocale, type Locale } from '../../shared/i18n/locales';
import { setLocale } from '../api/setLocale';
import '../i18n/registerProfileI18n';
import * as styles from './ProfileScreen.css';
import { VerificationBanner, VERIFICATION_PATH } from './VerificationBanner';
import { screenColumn } from '../../shared/styles/screenColumn.css';

type User = components['schemas']['User'];

/** How a logout went; the user is cleared either way (spec section 4). */
export type LogoutOutcome = { ok: true; redirectTo: string } | { ok: false; error: unknown };

export interface ProfileScreenProps {
  /** The signed-in user; the app passes the session's user atom (features never import each other). */
  userAtom: Atom<User | null>;
  /** Logs out and clears the user even when the call fails; the app passes the session's logout atom. */
  logoutAtom: WritableAtom<unknown, [], Promise<LogoutOutcome>>;
  /** Reloads the user on arrival, so the banner shows the latest review. @default undefined (no reload) */
  refreshUserAtom?: WritableAtom<unknown, [], Promise<unknown>>;
  /** Switches the app's language (store, direction, toast, reload). @default the shared changeLanguage */
  changeLanguage?: (locale: Locale) => Promise<void>;
}

// Support and FAQ live on the landing page for now (spec section 2 gives them no route of their own).
const MENU = [
  { key: 'profileInformation', href: VERIFICATION_PATH },
  { key: 'inviteFriends', href: '/referral-details' },
  { key: 'support', href: '/landing#support' },
  { key: 'faq', href: '/landing#faq' },
] as const;

/** Operators reach the back office from their profile; the app guards the route by role as well. */
const ADMIN_ITEM = { key: 'adminArea', href: '/admin' } as const;

/** /profile: verification status, profile information, invite friends, support, FAQ, language, logout. */
export function ProfileScreen({
  userAtom,
  logoutAtom,
  refreshUserAtom,
  changeLanguage = changeAppLanguage,
}: ProfileScreenProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const logout = useSetAtom(logoutAtom);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const [locale, setLocaleChoice] = useState<Locale>(currentLocale);

  const refreshing = useRefreshOnArrival(refreshUserAtom);

  async function handleLogout() {
    setLoggingOut(true);
    // A refresh still in flight would put the user back after logout cleared it: let it land first.
    await refreshing.current;
    const result = await logout();
    if (!result.ok) {
      // Spec section 8: the server's message or "logout error"; the user is signed out locally anyway.
      const message = isApiError(result.error) && result.error.body.message;
      showToast({ title: message || t('common:logout.failed'), tone: 'critical' });
    }
    void navigate('/login', { replace: true });
  }

  async function handleLanguage(value: string) {
    if (!isLocale(value) || value === locale) return;
    setLocaleChoice(value);
    // The language is first the device's choice; the server's copy only picks the language of emails and
    // notifications, so failing to save it must not block the switch.
    await setLocale({ locale: value }).catch(() => undefined);
    await changeLanguage(value);
  }

  return (
    <>
      <AppHeader title={t('title')} />
      <main className={screenColumn.narrow}>
        {user ? <VerificationBanner user={user} /> : null}
        {user ? (
          <Card title={user.name ?? t('account')}>
            <p className={styles.email}>
              {/* An email reads left to right, yet sits at the start of the line in either language. */}
              <span dir="ltr">{user.email}</span>
            </p>
          </Card>
        ) : null}
        <nav aria-label={t('menu.label')}>
          <ul className={styles.menu}>
            {(user?.role === 'admin' ? [...MENU, ADMIN_ITEM] : MENU).map((item) => (
              <li key={item.key}>
                <Link className={styles.menuLink} to={item.href}>
                  {t(`menu.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Card title={t('settings.title')}>
          <ToggleButtonGroup
            label={t('settings.language')}
            segments={[
              { id: 'fa', label: t('settings.fa') },
              { id: 'en', label: t('settings.en') },
            ]}
            value={locale}
            onChange={(value) => void handleLanguage(value)}
          />
        </Card>
        <Button
          variant="critical"
          fullWidth
          isPending={isLoggingOut}
          pendingLabel={t('loggingOut')}
          onPress={() => void handleLogout()}
        >
          {t('logout')}
        </Button>
      </main>
    </>
  );
}

/**
 * Reloads the user once when the screen opens; a failure keeps what is shown (the 401 rule still applies).
 * Returns the reload in flight, settled either way.
 */
function useRefreshOnArrival(refreshUserAtom: ProfileScreenProps['refreshUserAtom']) {
  const refresh = useSetAtom(refreshUserAtom ?? noRefreshAtom);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    inFlight.current = refresh().catch(() => undefined);
  }, [refresh]);
  return inFlight;
}

/** Stands in when no refresh is given: hooks cannot be called conditionally. */
const noRefreshAtom = atom(null, async () => undefined);
