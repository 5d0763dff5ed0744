import { currentLocale } from '@sarraf/features/shared';
import { appPaths } from '@sarraf/routes';
import { AppHeaderContext, BottomNav, toLocaleDigits, type AppHeaderShellProps } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import * as styles from './NavLayout.css';

export interface NavItem {
  id: string;
  href: string;
  icon: ReactNode;
  /** Opens something in place on a plain tap instead of following `href` (see BottomNavItem). */
  onPress?: () => void;
  /** Current on `href` itself only, not on the pages under it (a home such as /admin). @default false */
  exact?: boolean;
}

export interface NavLayoutProps {
  /** Key of `common:` holding `label` and one label per item id (e.g. `nav`, `adminNav`). */
  labelsKey: 'nav' | 'adminNav';
  items: readonly NavItem[];
  /** Unread notifications shown on the header's bell (the notifications issue fills it). @default 0 */
  unreadCount?: number;
  /**
   * Each item as wide as its label needs, the rest shared out, instead of equal widths: the back office's
   * nine sections fit a 320 px phone only so. @default false
   */
  fitLabels?: boolean;
}

/** Where the header's help and bell lead, inside the signed-in app. */
export const SUPPORT_PATH = appPaths.support;
export const NOTIFICATIONS_PATH = appPaths.notifications;

/** Whether a navigation item's page (or one under it) is the one shown. */
function isCurrent(pathname: string, href: string, exact = false): boolean {
  return pathname === href || (!exact && pathname.startsWith(`${href}/`));
}

/**
 * A screen with a bottom navigation below it: the signed-in app and the back office. Every screen's
 * header gets the same help, notifications and home actions (spec section 2) from here; the screen
 * adds its title, back and logout.
 */
export function NavLayout({ labelsKey, items, unreadCount = 0, fitLabels = false }: NavLayoutProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const headerActions: AppHeaderShellProps = {
    helpLabel: t('header.help'),
    helpHref: SUPPORT_PATH,
    notificationsLabel:
      unreadCount > 0
        ? t('header.notificationsUnread', {
            count: unreadCount,
            number: toLocaleDigits(String(unreadCount), currentLocale()),
          })
        : t('header.notifications'),
    notificationsHref: NOTIFICATIONS_PATH,
    unreadCount,
    homeLabel: t('header.home'),
    homeHref: appPaths.landing,
  };
  return (
    <div className={fitLabels ? `${styles.layout} ${styles.fitLabels}` : styles.layout}>
      <div className={styles.content}>
        <AppHeaderContext.Provider value={headerActions}>
          <Outlet />
        </AppHeaderContext.Provider>
      </div>
      <BottomNav
        label={t(`${labelsKey}.label`)}
        items={items.map(({ exact, ...item }) => ({
          ...item,
          label: t(`${labelsKey}.${item.id}`),
          isCurrent: isCurrent(pathname, item.href, exact),
        }))}
      />
    </div>
  );
}
