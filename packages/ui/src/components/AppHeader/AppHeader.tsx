import type { ReactNode } from 'react';
import { Button as AriaButton, Link, useLocale } from 'react-aria-components';
import * as styles from './AppHeader.css';
import { BackIcon, BellIcon, HelpIcon, HomeIcon, LogoutIcon } from './headerIcons';

/** Badges stop counting here: "99+". */
const MAX_BADGE = 99;

export interface AppHeaderProps {
  /** Page title, rendered as the page's h1. @default undefined */
  title?: string;
  /** Accessible name of the back button, e.g. "Back". Required when `onBack` is given. @default undefined */
  backLabel?: string;
  /** Shows a back button (one step back); its chevron mirrors in RTL. @default undefined */
  onBack?: () => void;
  /** Accessible name of the help button, e.g. "Help". Required when `onHelp` is given. @default undefined */
  helpLabel?: string;
  /** Shows a help icon button. @default undefined */
  onHelp?: () => void;
  /**
   * Accessible name of the notifications button, including the unread count the app words and
   * pluralises, e.g. "Notifications, 3 unread". Required when `onNotifications` is given.
   * @default undefined
   */
  notificationsLabel?: string;
  /** Shows a notifications icon button. @default undefined */
  onNotifications?: () => void;
  /** Unread notifications; above 0 a badge shows the number (decorative: the label says it). @default 0 */
  unreadCount?: number;
  /** Accessible name of the home link, e.g. "Home". Required when `homeHref` is given. @default undefined */
  homeLabel?: string;
  /** Shows a home icon linking here, e.g. "/landing" (routed by React Aria's RouterProvider). @default undefined */
  homeHref?: string;
  /** Visible label of the logout button, e.g. "Log out". @default undefined */
  logoutLabel?: string;
  /** Shows a logout button. @default undefined */
  onLogout?: () => void;
  /** End slot for extra actions, before the built-in ones. @default undefined */
  children?: ReactNode;
}

/** The top bar of app screens (spec section 2): back, title, help, notifications, home or logout. */
export function AppHeader({
  title,
  backLabel,
  onBack,
  helpLabel,
  onHelp,
  notificationsLabel,
  onNotifications,
  unreadCount = 0,
  homeLabel,
  homeHref,
  logoutLabel,
  onLogout,
  children,
}: AppHeaderProps) {
  const { direction, locale } = useLocale();
  // Back and logout icons point along the reading direction, so they flip in RTL.
  const pointingIcon = direction === 'rtl' ? `${styles.icon} ${styles.mirrored}` : styles.icon;
  const badge =
    unreadCount > MAX_BADGE
      ? `${new Intl.NumberFormat(locale).format(MAX_BADGE)}+`
      : new Intl.NumberFormat(locale).format(unreadCount);
  return (
    <header className={styles.header}>
      {onBack ? (
        <AriaButton className={styles.iconButton} aria-label={backLabel} onPress={onBack}>
          <BackIcon className={pointingIcon} />
        </AriaButton>
      ) : null}
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      <div className={styles.end}>
        {children}
        {onHelp ? (
          <AriaButton className={styles.iconButton} aria-label={helpLabel} onPress={onHelp}>
            <HelpIcon className={styles.icon} />
          </AriaButton>
        ) : null}
        {onNotifications ? (
          <AriaButton
            className={styles.iconButton}
            aria-label={notificationsLabel}
            onPress={onNotifications}
            data-unread={unreadCount > 0 || undefined}
          >
            <span className={styles.badgeAnchor}>
              <BellIcon className={styles.icon} />
              {unreadCount > 0 ? (
                <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
                  {badge}
                </span>
              ) : null}
            </span>
          </AriaButton>
        ) : null}
        {homeHref ? (
          <Link className={styles.iconButton} aria-label={homeLabel} href={homeHref}>
            <HomeIcon className={styles.icon} />
          </Link>
        ) : null}
        {onLogout ? (
          <AriaButton className={styles.logoutButton} onPress={onLogout}>
            <LogoutIcon className={pointingIcon} />
            {logoutLabel}
          </AriaButton>
        ) : null}
      </div>
    </header>
  );
}
