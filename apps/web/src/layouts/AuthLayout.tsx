import { NavLayout } from './NavLayout';
import { OrdersIcon, ProfileIcon, ReportsIcon, TradeIcon, WalletIcon } from './navIcons';

const items = [
  { id: 'wallet', href: '/panel', icon: <WalletIcon /> },
  { id: 'reports', href: '/reports', icon: <ReportsIcon /> },
  { id: 'trade', href: '/trade', icon: <TradeIcon /> },
  { id: 'orders', href: '/orders', icon: <OrdersIcon /> },
  { id: 'profile', href: '/profile', icon: <ProfileIcon /> },
] as const;

/** Signed-in screens: the page, then the bottom navigation (spec section 2). */
export function AuthLayout() {
  return <NavLayout labelsKey="nav" items={items} />;
}
