import { adminPaths } from '@sarraf/features/admin/paths';
import { NavLayout } from './NavLayout';
import {
  AuditIcon,
  OrdersIcon,
  PricesIcon,
  ProfileIcon,
  ReviewIcon,
  SettingsIcon,
  WalletIcon,
} from './navIcons';

const items = [
  { id: 'verifications', href: adminPaths.verifications, icon: <ReviewIcon /> },
  { id: 'wallet', href: adminPaths.wallet, icon: <WalletIcon /> },
  { id: 'orders', href: adminPaths.orders, icon: <OrdersIcon /> },
  { id: 'markets', href: adminPaths.markets, icon: <PricesIcon /> },
  { id: 'settings', href: adminPaths.settings, icon: <SettingsIcon /> },
  { id: 'auditLog', href: adminPaths.auditLog, icon: <AuditIcon /> },
  // Operators are users too: the way back to their own profile (and from there the app).
  { id: 'profile', href: '/profile', icon: <ProfileIcon /> },
] as const;

/** The back office: the page, then the admin navigation (same component library as the app). */
export function AdminLayout() {
  return <NavLayout labelsKey="adminNav" items={items} />;
}
