import { AppHeader, Button, Card, showToast, ToggleButtonGroup } from '@sarraf/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { changeLanguage as changeAppLanguage } from '../../shared/i18n/changeLanguage';
import { currentLocale } from '../../shared/i18n/i18n';
import { isLocale, type Locale } from '../../shared/i18n/locales';
import { currentUserKey } from '../../shared/session/currentUser';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { useLogout } from '../../shared/session/useLogout';
import { setLocale } from '../api/setLocale';
import '../i18n/registerProfileI18n';
import * as styles from './ProfileScreen.css';
import { VerificationBanner, VERIFICATION_PATH } from './VerificationBanner';
import { screenColumn } from '../../shared/styles/screenColumn.css';

export interface ProfileScreenProps {
  /** Switches the app's language (store, direction, toast, reload). @default the shared changeLanguage */
  changeLanguage?: (locale: Locale) => Promise<void>;
  /**
   * The "invite friends" part (spec section 2), e.g. the referral feature's InviteCard, which the app
   * passes in (a feature imports no other). When given, it replaces the menu's Invite friends link for a
   * person; an operator keeps the link. @default undefined
   */
  inviteFriends?: ReactNode;
  /**
   * The account's security (two-step sign-in), e.g. the security feature's SecondFactorCard, which the app
   * passes in (a feature imports no other). Shown after the account, for persons and operators alike.
   * @default undefined
   */
  security?: ReactNode;
  /**
   * What the person may still move today and this month, e.g. the limits feature's MyLimitsCard, which the
   * app passes in (a feature imports no other). Shown to a person, not to an operator. @default undefined
   */
  limits?: ReactNode;
}

/** Support and FAQ open inside the app (the header's help leads there too), not on the public landing page. */
const SUPPORT_PATH = '/support';

const MENU = [
  { key: 'profileInformation', href: VERIFICATION_PATH },
  { key: 'inviteFriends', href: '/referral-details' },
  { key: 'support', href: SUPPORT_PATH },
  { key: 'faq', href: `${SUPPORT_PATH}#faq` },
] as const;

/** Operators reach the back office from their profile; the app guards the route by role as well. */
const ADMIN_ITEM = { key: 'adminArea', href: '/admin' } as const;

/**
 * An operator runs the desk rather than trades on it: nothing asks them to verify their identity, and the
 * back office comes first.
 */
const OPERATOR_MENU = [ADMIN_ITEM, ...MENU.filter((item) => item.key !== 'profileInformation')];

/** The menu; the invite card, when shown, stands for its Invite friends link. */
function menuOf(isOperator: boolean, showsInvite: boolean) {
  if (isOperator) return OPERATOR_MENU;
  return showsInvite ? MENU.filter((item) => item.key !== 'inviteFriends') : MENU;
}

/** /profile: verification status, profile information, invite friends, support, FAQ, language, logout. */
export function ProfileScreen({
  changeLanguage = changeAppLanguage,
  inviteFriends,
  security,
  limits,
}: ProfileScreenProps = {}) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Fetched again on arrival, so the banner shows the latest review.
  const user = useCurrentUser({ refresh: true });
  const isOperator = user?.role === 'admin';
  const showsInvite = Boolean(inviteFriends) && !!user && !isOperator;
  const logout = useLogout();
  const saveLocale = useMutation({
    mutationFn: (value: Locale) => setLocale({ locale: value }),
    // The server answers the user as it now stands.
    onSuccess: (saved) => queryClient.setQueryData(currentUserKey, saved),
  });
  const [locale, setLocaleChoice] = useState<Locale>(currentLocale);

  async function handleLogout() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      // Spec section 8: the server's message or "logout error"; the user is signed out here anyway.
      const message = isApiError(error) && error.body.message;
      showToast({ title: message || t('common:logout.failed'), tone: 'critical' });
    }
    void navigate('/login', { replace: true });
  }

  async function handleLanguage(value: string) {
    if (!isLocale(value) || value === locale) return;
    setLocaleChoice(value);
    // The language is first the device's choice; the server's copy only picks the language of emails and
    // notifications, so failing to save it must not block the switch.
    await saveLocale.mutateAsync(value).catch(() => undefined);
    await changeLanguage(value);
  }

  return (
    <>
      <AppHeader title={t('title')} />
      <main className={screenColumn.narrow}>
        {user && !isOperator ? <VerificationBanner user={user} /> : null}
        {user ? (
          <Card title={user.name ?? t('account')}>
            <p className={styles.email}>
              {/* An email reads left to right, yet sits at the start of the line in either language. */}
              <span dir="ltr">{user.email}</span>
            </p>
          </Card>
        ) : null}
        {security}
        {user && !isOperator ? limits : null}
        {showsInvite ? inviteFriends : null}
        <nav aria-label={t('menu.label')}>
          <ul className={styles.menu}>
            {menuOf(isOperator, showsInvite).map((item) => (
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
          isPending={logout.isPending}
          pendingLabel={t('loggingOut')}
          onPress={() => void handleLogout()}
        >
          {t('logout')}
        </Button>
      </main>
    </>
  );
}
