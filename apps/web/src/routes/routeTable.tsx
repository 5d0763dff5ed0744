import { adminPaths } from '@sarraf/features/admin/paths';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootLayout } from '../layouts/RootLayout';
import { StartupFallback } from '../screens/StartupFallback';
import { appSession } from './appSession';
import { guardRoute, homeTarget, unknownPathTarget, type Access } from './guard';
import { screenTitleByPath, type ScreenTitleKey } from './screenTitles';

/** Route metadata read by the guard, by the 401 rule and by the document title. */
export interface RouteHandle {
  access: Access;
  /** The screen's title (`common:screens.*`); none on redirect-only routes. */
  title?: ScreenTitleKey;
}

function handleOf(path: string, access: Access): RouteHandle {
  return { access, title: screenTitleByPath[path] };
}

function guarded(access: Access) {
  return async ({ request }: LoaderFunctionArgs) => {
    const target = await guardRoute(access, new URL(request.url), appSession);
    return target ? redirect(target) : null;
  };
}

/**
 * A leaf route whose screen is loaded on first visit (in parallel with its guard), so a visitor's first
 * download holds the landing page and the sign-in screens, not the back office or the identity forms.
 */
function lazyPage(path: string, access: Access, load: () => Promise<ReactNode>): RouteObject {
  return {
    path,
    loader: guarded(access),
    lazy: async () => ({ element: await load() }),
    handle: handleOf(path, access),
  };
}

// Each feature (and each layout below the root) is its own download, fetched by the first route that shows
// it: the landing page loads no sign-in forms, the sign-in forms no wallet, nobody the back office unasked.
const landing = () => import('@sarraf/features/landing');
const auth = () => import('@sarraf/features/auth');
const wallet = () => import('@sarraf/features/wallet');
const withdraw = () => import('@sarraf/features/withdraw');
const orders = () => import('@sarraf/features/orders');
const trade = () => import('@sarraf/features/trade');
const kyc = () => import('@sarraf/features/kyc');
const profile = () => import('@sarraf/features/profile');
const referral = () => import('@sarraf/features/referral');
const notifications = () => import('@sarraf/features/notifications');
const reports = () => import('@sarraf/features/reports');
const admin = () => import('@sarraf/features/admin');

/** The loader of a screen that takes no props, by its export's name: `screen(auth, 'LoginScreen')`. */
function screen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async (): Promise<ReactNode> => {
    const Screen: ComponentType = (await load())[name];
    return <Screen />;
  };
}

/** The `lazy` of a layout route: the layout is loaded with the first of its pages. */
function layout<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => {
    const Component: ComponentType = (await load())[name];
    return { Component };
  };
}

/** The whole route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <StartupFallback />,
    children: [
      // Redirect-only routes: the loader always answers a redirect, the element is never seen.
      { path: '/', loader: async () => redirect(await homeTarget(appSession)), element: <StartupFallback /> },
      lazyPage('/landing', 'public', screen(landing, 'LandingScreen')),
      // Terms and privacy: linked from the landing page; the spec names the links, not their routes.
      lazyPage('/terms', 'public', screen(landing, 'TermsScreen')),
      lazyPage('/privacy', 'public', screen(landing, 'PrivacyScreen')),

      lazyPage('/login', 'guest', screen(auth, 'LoginScreen')),
      lazyPage('/sign-up', 'guest', screen(auth, 'SignUpScreen')),
      lazyPage('/sign-up/otp', 'guest', screen(auth, 'SignUpOtpScreen')),
      lazyPage('/user/forget-password', 'guest', screen(auth, 'ForgotPasswordScreen')),
      lazyPage('/auth/forget-password/email', 'guest', screen(auth, 'ForgotPasswordEmailScreen')),

      lazyPage('/user/password-set', 'auth', screen(auth, 'PasswordSetScreen')),
      {
        lazy: layout(() => import('../layouts/AuthLayout'), 'AuthLayout'),
        children: [
          lazyPage('/panel', 'auth', screen(wallet, 'WalletHomeScreen')),
          lazyPage('/reports', 'auth', screen(reports, 'ReportsScreen')),
          lazyPage('/trade', 'auth', screen(trade, 'TradeEntryScreen')),
          lazyPage('/trade/:pair', 'auth', screen(trade, 'TradeScreen')),
          lazyPage('/orders', 'auth', screen(orders, 'OrdersScreen')),
          lazyPage('/orders/:id/details', 'auth', screen(orders, 'OrderDetailScreen')),
          lazyPage('/cash-deposit/:currency', 'auth', screen(wallet, 'CashDepositScreen')),
          lazyPage('/cash-withdraw/:currency', 'auth', screen(withdraw, 'WithdrawScreen')),
          // The spec's detail route serves every deposit and withdrawal, whatever its currency.
          lazyPage('/cash-withdraw/IRT/:id', 'auth', screen(wallet, 'TransactionDetailScreen')),
          lazyPage('/cash-withdraw/IRT/ibans', 'auth', screen(withdraw, 'SavedIbansScreen')),
          lazyPage('/cash-withdraw/USDT/addresses', 'auth', screen(withdraw, 'SavedAddressesScreen')),
          // The spec shows no route for the lists of deposits and withdrawals and of balance movements.
          lazyPage('/transactions', 'auth', screen(wallet, 'TransactionsScreen')),
          lazyPage('/transfers', 'auth', screen(wallet, 'TransfersScreen')),
          lazyPage('/profile', 'auth', async () => {
            // The invite card is the referral feature's: a feature imports no other, so the app puts it in.
            const [{ ProfileScreen }, { InviteCard }] = await Promise.all([profile(), referral()]);
            return <ProfileScreen inviteFriends={<InviteCard />} />;
          }),
          lazyPage('/profile/verification', 'auth', async () => {
            const { VerificationScreen } = await kyc();
            // A submission refreshes the signed-in user itself (the shared query cache).
            return <VerificationScreen />;
          }),
          lazyPage('/referral-details', 'auth', screen(referral, 'ReferralDetailsScreen')),
          // The header's help and the profile's support and FAQ, inside the app (spec section 2's header).
          lazyPage('/support', 'auth', screen(landing, 'SupportScreen')),
          // The header's bell.
          lazyPage('/notifications', 'auth', screen(notifications, 'NotificationsScreen')),
        ],
      },

      {
        lazy: layout(() => import('../layouts/AdminLayout'), 'AdminLayout'),
        children: [
          {
            path: adminPaths.home,
            loader: async (args) => (await guarded('admin')(args)) ?? redirect(adminPaths.verifications),
            handle: { access: 'admin' } satisfies RouteHandle,
            element: <StartupFallback />,
          },
          lazyPage(adminPaths.verifications, 'admin', async () => {
            const { AdminVerificationsScreen } = await admin();
            return <AdminVerificationsScreen />;
          }),
          lazyPage(`${adminPaths.verifications}/:id`, 'admin', async () => {
            const { AdminVerificationScreen } = await admin();
            return <AdminVerificationScreen />;
          }),
          lazyPage(adminPaths.wallet, 'admin', async () => {
            const { AdminWalletQueueScreen } = await admin();
            return <AdminWalletQueueScreen />;
          }),
          lazyPage(adminPaths.orders, 'admin', screen(admin, 'AdminOrdersScreen')),
          lazyPage(adminPaths.settings, 'admin', async () => {
            const { AdminSettingsScreen } = await admin();
            return <AdminSettingsScreen />;
          }),
          lazyPage(adminPaths.markets, 'admin', async () => {
            const { AdminMarketPricesScreen } = await admin();
            return <AdminMarketPricesScreen />;
          }),
          lazyPage(adminPaths.auditLog, 'admin', async () => {
            const { AdminAuditLogScreen } = await admin();
            return <AdminAuditLogScreen />;
          }),
        ],
      },

      {
        path: '*',
        loader: async () => redirect(await unknownPathTarget(appSession)),
        element: <StartupFallback />,
      },
    ],
  },
];

/** Whether the page at this pathname needs a signed-in user (used by the 401 rule). */
export function requiresAuth(pathname: string, table: RouteObject[] = routes): boolean {
  const matches = matchRoutes(table, pathname) ?? [];
  return matches.some((match) => {
    const access = (match.route.handle as RouteHandle | undefined)?.access;
    return access === 'auth' || access === 'admin';
  });
}
