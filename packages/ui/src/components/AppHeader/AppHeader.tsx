import { createContext, useContext, type ReactNode } from 'react';
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
  /**
   * Accessible name of the help action, e.g. "Help". Required when `onHelp` or `helpHref` is given.
   * @default undefined
   */
  helpLabel?: string;
  /** Shows a help icon button. @default undefined */
  onHelp?: () => void;
  /** Shows a help icon linking here instead, e.g. "/support". @default undefined */
  helpHref?: string;
  /**
   * Accessible name of the notifications action, including the unread count the app words and
   * pluralises, e.g. "Notifications, 3 unread". Required when `onNotifications` or `notificationsHref`
   * is given.
   * @default undefined
   */
  notificationsLabel?: string;
  /** Shows a notifications (bell) icon button. @default undefined */
  onNotifications?: () => void;
  /** Shows a notifications (bell) icon linking here instead, e.g. "/notifications". @default undefined */
  notificationsHref?: string;
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

/** The actions an app shell gives every header inside it; a screen's own props win over them. */
export type AppHeaderShellProps = Pick<
  AppHeaderProps,
  | 'helpLabel'
  | 'onHelp'
  | 'helpHref'
  | 'notificationsLabel'
  | 'onNotifications'
  | 'notificationsHref'
  | 'unreadCount'
  | 'homeLabel'
  | 'homeHref'
>;

/**
 * Lets a layout give every AppHeader below it the same help, notifications and home actions, so screens
 * pass only their title, back and logout (React Aria's context pattern). The shell's home link gives way
 * to a screen's logout button: spec section 2 puts one or the other in the header.
 */
export const AppHeaderContext = createContext<AppHeaderShellProps | null>(null);

function withShell(own: AppHeaderProps, shell: AppHeaderShellProps | null): AppHeaderProps {
  if (!shell) return own;
  const merged: AppHeaderProps = { ...shell };
  if (own.onLogout) {
    merged.homeHref = undefined;
    merged.homeLabel = undefined;
  }
  // A screen that handles help or notifications itself replaces the shell's, whether by press or by link.
  if (own.onHelp || own.helpHref) merged.onHelp = merged.helpHref = undefined;
  if (own.onNotifications || own.notificationsHref)
    merged.onNotifications = merged.notificationsHref = undefined;
  for (const [key, value] of Object.entries(own) as Array<[keyof AppHeaderProps, unknown]>) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/** The top bar of app screens (spec section 2): back, title, help, notifications, home or logout. */
export function AppHeader(props: AppHeaderProps) {
  const {
    title,
    backLabel,
    onBack,
    helpLabel,
    onHelp,
    helpHref,
    notificationsLabel,
    onNotifications,
    notificationsHref,
    unreadCount = 0,
    homeLabel,
    homeHref,
    logoutLabel,
    onLogout,
    children,
  } = withShell(props, useContext(AppHeaderContext));
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
        <IconAction label={helpLabel} onPress={onHelp} href={helpHref}>
          <HelpIcon className={styles.icon} />
        </IconAction>
        <IconAction
          label={notificationsLabel}
          onPress={onNotifications}
          href={notificationsHref}
          unread={unreadCount > 0}
        >
          <span className={styles.badgeAnchor}>
            <BellIcon className={styles.icon} />
            {unreadCount > 0 ? (
              <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
                {badge}
              </span>
            ) : null}
          </span>
        </IconAction>
        <IconAction label={homeLabel} href={homeHref}>
          <HomeIcon className={styles.icon} />
        </IconAction>
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

/** An icon-only action: a link when it goes somewhere, a button when it does something, else nothing. */
function IconAction({
  label,
  onPress,
  href,
  unread,
  children,
}: {
  label: string | undefined;
  onPress?: () => void;
  href?: string;
  unread?: boolean;
  children: ReactNode;
}) {
  const common = { className: styles.iconButton, 'aria-label': label, 'data-unread': unread || undefined };
  if (href) {
    return (
      <Link {...common} href={href}>
        {children}
      </Link>
    );
  }
  if (onPress) {
    return (
      <AriaButton {...common} onPress={onPress}>
        {children}
      </AriaButton>
    );
  }
  return null;
}
