import {
  ForgotPasswordEmailScreen,
  ForgotPasswordScreen,
  LoginScreen,
  PasswordSetScreen,
  SignUpOtpScreen,
  SignUpScreen,
} from '@sarraf/features/auth';
import { currentUserAtom, logoutAtom, refreshUserAtom } from '@sarraf/features/auth';
import { VerificationScreen } from '@sarraf/features/kyc';
import { ProfileScreen } from '@sarraf/features/profile';
import type { ReactNode } from 'react';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AuthLayout } from '../layouts/AuthLayout';
import { RootLayout } from '../layouts/RootLayout';
import { ComingSoonScreen, type ScreenTitleKey } from '../screens/ComingSoonScreen';
import { StartupFallback } from '../screens/StartupFallback';
import { WalletHomeScreen } from '../screens/WalletHomeScreen';
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
      soon('/landing', 'public', 'landing'),

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
          page(
            '/profile',
            'auth',
            <ProfileScreen
              userAtom={currentUserAtom}
              logoutAtom={logoutAtom}
              refreshUserAtom={refreshUserAtom}
            />,
          ),
          page('/profile/verification', 'auth', <VerificationScreen />),
          soon('/referral-details', 'auth', 'referralDetails'),
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
  return matches.some((match) => (match.route.handle as RouteHandle | undefined)?.access === 'auth');
}
