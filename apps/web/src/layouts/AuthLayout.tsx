import { useUnreadNotificationCount } from '@sarraf/features/notifications/bell';
import { MarketPickerSheet } from '@sarraf/features/trade/picker';
import { appPaths } from '@sarraf/routes';
import { useState } from 'react';
import { NavLayout } from './NavLayout';
import { OrdersIcon, ProfileIcon, ReportsIcon, TradeIcon, WalletIcon } from './navIcons';

const items = [
  { id: 'wallet', href: appPaths.panel, icon: <WalletIcon /> },
  { id: 'reports', href: appPaths.reports, icon: <ReportsIcon /> },
  { id: 'trade', href: appPaths.trade, icon: <TradeIcon /> },
  { id: 'orders', href: appPaths.orders, icon: <OrdersIcon /> },
  { id: 'profile', href: appPaths.profile, icon: <ProfileIcon /> },
] as const;

/**
 * Signed-in screens: the page, then the bottom navigation (spec section 2). Its trade item opens the market
 * picker in place; it stays a link to /trade (the first market) for a new tab or a page without script. The
 * header's bell shows the unread notifications, kept current by the notifications feature.
 */
export function AuthLayout() {
  const [isPickerOpen, setPickerOpen] = useState(false);
  const unreadCount = useUnreadNotificationCount();
  const navItems = items.map((item) =>
    item.id === 'trade' ? { ...item, onPress: () => setPickerOpen(true) } : item,
  );
  return (
    <>
      <NavLayout labelsKey="nav" items={navItems} unreadCount={unreadCount} />
      <MarketPickerSheet isOpen={isPickerOpen} onOpenChange={setPickerOpen} />
    </>
  );
}
