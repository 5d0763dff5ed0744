import { adminPaths } from '@sarraf/features/admin/paths';
import {
  ForgotPasswordEmailScreen,
  ForgotPasswordScreen,
  LoginScreen,
  PasswordSetScreen,
  SignUpOtpScreen,
  SignUpScreen,
} from '@sarraf/features/auth';
import { currentUserAtom, logoutAtom, refreshUserAtom } from '@sarraf/features/auth';
import { LandingScreen, PrivacyScreen, TermsScreen } from '@sarraf/features/landing';
import type { ReactNode } from 'react';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AdminLayout } from '../layouts/AdminLayout';
import { AuthLayout } from '../layouts/AuthLayout';
import { RootLayout } from '../layouts/RootLayout';
import { ComingSoonScreen, type ScreenTitleKey } from '../screens/ComingSoonScreen';
import { StartupFallback } from '../screens/StartupFallback';
import { WalletHomeScreen } from '../screens/WalletHomeScreen';
import { appStore } from '../store';
import { appSession } from './appSession';
import { guardRoute, homeTarget, unknownPathTarget, type Access } from './guard';

/** Route metadata read by the guard and by the 401 rule. */
export interface RouteHandle {
  access: Access;
}

function guarded(access: Access) {
  return async ({ request }: LoaderFunctionArgs) => {
    const target = await guardRoute(access, new URL(request.url), appSession);
    return target ? redirect(target) : null;
  };
}

/** One leaf route: its own guard, so every navigation is checked exactly once. */
function page(path: string, access: Access, element: ReactNode): RouteObject {
  return { path, element, loader: guarded(access), handle: { access } satisfies RouteHandle };
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
    handle: { access } satisfies RouteHandle,
  };
}

const kyc = () => import('@sarraf/features/kyc');
const profile = () => import('@sarraf/features/profile');
const admin = () => import('@sarraf/features/admin');

function soon(path: string, access: Access, titleKey: ScreenTitleKey): RouteObject {
  return page(path, access, <ComingSoonScreen titleKey={titleKey} />);
}

/** The whole route table of spec section 2; screens built by later issues say "coming soon". */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <StartupFallback />,
    children: [
      // Redirect-only routes: the loader always answers a redirect, the element is never seen.
      { path: '/', loader: async () => redirect(await homeTarget(appSession)), element: <StartupFallback /> },
      page('/landing', 'public', <LandingScreen />),
      // Terms and privacy: linked from the landing page; the spec names the links, not their routes.
      page('/terms', 'public', <TermsScreen />),
      page('/privacy', 'public', <PrivacyScreen />),

      page('/login', 'guest', <LoginScreen />),
      page('/sign-up', 'guest', <SignUpScreen />),
      page('/sign-up/otp', 'guest', <SignUpOtpScreen />),
      page('/user/forget-password', 'guest', <ForgotPasswordScreen />),
      page('/auth/forget-password/email', 'guest', <ForgotPasswordEmailScreen />),

      page('/user/password-set', 'auth', <PasswordSetScreen />),
      {
        element: <AuthLayout />,
        children: [
          page('/panel', 'auth', <WalletHomeScreen />),
          soon('/reports', 'auth', 'reports'),
          soon('/trade', 'auth', 'trade'),
          soon('/trade/:pair', 'auth', 'trade'),
          soon('/orders', 'auth', 'orders'),
          soon('/orders/:id/details', 'auth', 'orderDetails'),
          soon('/cash-deposit/:currency', 'auth', 'cashDeposit'),
          soon('/cash-withdraw/:currency', 'auth', 'cashWithdraw'),
          soon('/cash-withdraw/IRT/:id', 'auth', 'transaction'),
          lazyPage('/profile', 'auth', async () => {
            const { ProfileScreen } = await profile();
            return (
              <ProfileScreen
                userAtom={currentUserAtom}
                logoutAtom={logoutAtom}
                refreshUserAtom={refreshUserAtom}
              />
            );
          }),
          lazyPage('/profile/verification', 'auth', async () => {
            const { VerificationScreen } = await kyc();
            return <VerificationScreen onSubmitted={() => void appStore.set(refreshUserAtom)} />;
          }),
          soon('/referral-details', 'auth', 'referralDetails'),
        ],
      },

      {
        element: <AdminLayout />,
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
