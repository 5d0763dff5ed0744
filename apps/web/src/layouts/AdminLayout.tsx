import { appPaths } from '@sarraf/routes';
import { NavLayout } from './NavLayout';
import {
  AuditIcon,
  DeskIcon,
  KeyIcon,
  OrdersIcon,
  PricesIcon,
  ProfileIcon,
  ReviewIcon,
  SettingsIcon,
  WalletIcon,
} from './navIcons';

const items = [
  // The desk board is the back office's home: current on /admin only, not on every page under it.
  { id: 'desk', href: appPaths.adminHome, icon: <DeskIcon />, exact: true },
  { id: 'verifications', href: appPaths.adminVerifications, icon: <ReviewIcon /> },
  { id: 'wallet', href: appPaths.adminWallet, icon: <WalletIcon /> },
  { id: 'orders', href: appPaths.adminOrders, icon: <OrdersIcon /> },
  { id: 'markets', href: appPaths.adminMarkets, icon: <PricesIcon /> },
  { id: 'settings', href: appPaths.adminSettings, icon: <SettingsIcon /> },
  { id: 'auditLog', href: appPaths.adminAuditLog, icon: <AuditIcon /> },
  { id: 'factorRecoveries', href: appPaths.adminFactorRecoveries, icon: <KeyIcon /> },
  // Operators are users too: the way back to their own profile (and from there the app).
  { id: 'profile', href: appPaths.profile, icon: <ProfileIcon /> },
] as const;

/** The back office: the page, then the admin navigation (same component library as the app). */
export function AdminLayout() {
  return <NavLayout labelsKey="adminNav" items={items} fitLabels />;
}
