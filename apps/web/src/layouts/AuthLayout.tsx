import { BottomNav } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import * as styles from './AuthLayout.css';
import { OrdersIcon, ProfileIcon, ReportsIcon, TradeIcon, WalletIcon } from './navIcons';

const items = [
  { id: 'wallet', href: '/panel', icon: <WalletIcon /> },
  { id: 'reports', href: '/reports', icon: <ReportsIcon /> },
  { id: 'trade', href: '/trade', icon: <TradeIcon /> },
  { id: 'orders', href: '/orders', icon: <OrdersIcon /> },
  { id: 'profile', href: '/profile', icon: <ProfileIcon /> },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Signed-in screens: the page, then the bottom navigation (spec section 2). */
export function AuthLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <div className={styles.content}>
        <Outlet />
      </div>
      <BottomNav
        label={t('nav.label')}
        items={items.map((item) => ({
          ...item,
          label: t(`nav.${item.id}`),
          isCurrent: isCurrent(pathname, item.href),
        }))}
      />
    </div>
  );
}
