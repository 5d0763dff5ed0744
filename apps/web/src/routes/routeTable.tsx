import { routePatterns } from '@sarraf/routes';
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
const security = () => import('@sarraf/features/security');
const limits = () => import('@sarraf/features/limits');
const notifications = () => import('@sarraf/features/notifications');
const reports = () => import('@sarraf/features/reports');
// The back office: each domain's operator screens are their own download (`<feature>/admin`), fetched by an
// admin route only, so no trader's download holds them.
const kycAdmin = () => import('@sarraf/features/kyc/admin');
const walletAdmin = () => import('@sarraf/features/wallet/admin');
const ordersAdmin = () => import('@sarraf/features/orders/admin');
const tradeAdmin = () => import('@sarraf/features/trade/admin');
const settingsAdmin = () => import('@sarraf/features/settings/admin');
const auditAdmin = () => import('@sarraf/features/audit/admin');
const securityAdmin = () => import('@sarraf/features/security/admin');
const treasuryAdmin = () => import('@sarraf/features/treasury/admin');

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
      {
        path: routePatterns.home,
        loader: async () => redirect(await homeTarget(appSession)),
        element: <StartupFallback />,
      },
      lazyPage(routePatterns.landing, 'public', screen(landing, 'LandingScreen')),
      // Terms and privacy: linked from the landing page; the spec names the links, not their routes.
      lazyPage(routePatterns.terms, 'public', screen(landing, 'TermsScreen')),
      lazyPage(routePatterns.privacy, 'public', screen(landing, 'PrivacyScreen')),

      lazyPage(routePatterns.login, 'guest', screen(auth, 'LoginScreen')),
      lazyPage(routePatterns.signUp, 'guest', screen(auth, 'SignUpScreen')),
      lazyPage(routePatterns.signUpOtp, 'guest', screen(auth, 'SignUpOtpScreen')),
      lazyPage(routePatterns.forgetPassword, 'guest', screen(auth, 'ForgotPasswordScreen')),
      lazyPage(routePatterns.forgetPasswordEmail, 'guest', screen(auth, 'ForgotPasswordEmailScreen')),
      // "This was not me" from a security mail: public, as the owner may be signed in, out, or as someone else.
      lazyPage(routePatterns.freezeWithdrawals, 'public', screen(auth, 'FreezeWithdrawalsScreen')),

      lazyPage(routePatterns.passwordSet, 'auth', screen(auth, 'PasswordSetScreen')),
      {
        lazy: layout(() => import('../layouts/AuthLayout'), 'AuthLayout'),
        children: [
          lazyPage(routePatterns.panel, 'auth', screen(wallet, 'WalletHomeScreen')),
          lazyPage(routePatterns.reports, 'auth', screen(reports, 'ReportsScreen')),
          lazyPage(routePatterns.trade, 'auth', screen(trade, 'TradeEntryScreen')),
          lazyPage(routePatterns.tradePair, 'auth', screen(trade, 'TradeScreen')),
          lazyPage(routePatterns.orders, 'auth', screen(orders, 'OrdersScreen')),
          lazyPage(routePatterns.orderDetails, 'auth', screen(orders, 'OrderDetailScreen')),
          lazyPage(routePatterns.cashDeposit, 'auth', screen(wallet, 'CashDepositScreen')),
          lazyPage(routePatterns.cashWithdraw, 'auth', screen(withdraw, 'WithdrawScreen')),
          // The spec's detail route serves every deposit and withdrawal, whatever its currency.
          lazyPage(routePatterns.transaction, 'auth', screen(wallet, 'TransactionDetailScreen')),
          lazyPage(routePatterns.savedIbans, 'auth', screen(withdraw, 'SavedIbansScreen')),
          lazyPage(routePatterns.savedAddresses, 'auth', screen(withdraw, 'SavedAddressesScreen')),
          // The spec shows no route for the lists of deposits and withdrawals and of balance movements.
          lazyPage(routePatterns.transactions, 'auth', screen(wallet, 'TransactionsScreen')),
          lazyPage(routePatterns.transfers, 'auth', screen(wallet, 'TransfersScreen')),
          lazyPage(routePatterns.profile, 'auth', async () => {
            // The invite card is the referral feature's, the security cards (two-step sign-in, secure
            // withdrawals, where the person is signed in, recent sign-ins) the security feature's and what
            // the person may still move the limits feature's: a feature imports no other, so the app puts
            // them in.
            const [
              { ProfileScreen },
              { InviteCard },
              {
                SecondFactorCard,
                PasskeysCard,
                SecureWithdrawalsCard,
                AntiPhishingCard,
                SessionsCard,
                LoginHistoryCard,
              },
              { MyLimitsCard },
            ] = await Promise.all([profile(), referral(), security(), limits()]);
            return (
              <ProfileScreen
                inviteFriends={<InviteCard />}
                limits={<MyLimitsCard />}
                security={
                  <>
                    <SecondFactorCard />
                    <PasskeysCard />
                    <SecureWithdrawalsCard />
                    <AntiPhishingCard />
                    <SessionsCard />
                    <LoginHistoryCard />
                  </>
                }
              />
            );
          }),
          lazyPage(routePatterns.verification, 'auth', async () => {
            const { VerificationScreen } = await kyc();
            // A submission refreshes the signed-in user itself (the shared query cache).
            return <VerificationScreen />;
          }),
          lazyPage(routePatterns.referralDetails, 'auth', screen(referral, 'ReferralDetailsScreen')),
          // The header's help and the profile's support and FAQ, inside the app (spec section 2's header).
          lazyPage(routePatterns.support, 'auth', screen(landing, 'SupportScreen')),
          // The header's bell.
          lazyPage(routePatterns.notifications, 'auth', screen(notifications, 'NotificationsScreen')),
        ],
      },

      {
        lazy: layout(() => import('../layouts/AdminLayout'), 'AdminLayout'),
        children: [
          // The back office's first screen: the desk board (the stock and the moves waiting for an operator).
          lazyPage(routePatterns.adminHome, 'admin', screen(treasuryAdmin, 'AdminDeskBoardScreen')),
          lazyPage(routePatterns.adminVerifications, 'admin', screen(kycAdmin, 'AdminVerificationsScreen')),
          lazyPage(routePatterns.adminVerification, 'admin', screen(kycAdmin, 'AdminVerificationScreen')),
          lazyPage(routePatterns.adminWallet, 'admin', screen(walletAdmin, 'AdminWalletQueueScreen')),
          lazyPage(routePatterns.adminOrders, 'admin', screen(ordersAdmin, 'AdminOrdersScreen')),
          lazyPage(routePatterns.adminSettings, 'admin', screen(settingsAdmin, 'AdminSettingsScreen')),
          lazyPage(routePatterns.adminMarkets, 'admin', screen(tradeAdmin, 'AdminMarketPricesScreen')),
          lazyPage(routePatterns.adminAuditLog, 'admin', screen(auditAdmin, 'AdminAuditLogScreen')),
          lazyPage(
            routePatterns.adminFactorRecoveries,
            'admin',
            screen(securityAdmin, 'AdminFactorRecoveriesScreen'),
          ),
          lazyPage(
            routePatterns.adminFactorRecovery,
            'admin',
            screen(securityAdmin, 'AdminFactorRecoveryScreen'),
          ),
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
