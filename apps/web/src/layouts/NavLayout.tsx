import { BottomNav } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import * as styles from './NavLayout.css';

export interface NavItem {
  id: string;
  href: string;
  icon: ReactNode;
}

export interface NavLayoutProps {
  /** Key of `common:` holding `label` and one label per item id (e.g. `nav`, `adminNav`). */
  labelsKey: 'nav' | 'adminNav';
  items: readonly NavItem[];
}

/** Whether a navigation item's page (or one under it) is the one shown. */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A screen with a bottom navigation below it: the signed-in app and the back office. */
export function NavLayout({ labelsKey, items }: NavLayoutProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <div className={styles.content}>
        <Outlet />
      </div>
      <BottomNav
        label={t(`${labelsKey}.label`)}
        items={items.map((item) => ({
          ...item,
          label: t(`${labelsKey}.${item.id}`),
          isCurrent: isCurrent(pathname, item.href),
        }))}
      />
    </div>
  );
}
