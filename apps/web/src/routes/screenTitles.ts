import { routePatterns } from '@sarraf/routes';

/** Keys of `common:screens.*`: a title for every screen of the route table, in both languages. */
export const screenTitleKeys = [
  'landing',
  'terms',
  'privacy',
  'login',
  'signUp',
  'signUpOtp',
  'passwordSet',
  'forgetPassword',
  'forgetPasswordEmail',
  'freezeWithdrawals',
  'panel',
  'reports',
  'trade',
  'orders',
  'orderDetails',
  'cashDeposit',
  'cashWithdraw',
  'transaction',
  'transactions',
  'transfers',
  'savedIbans',
  'savedAddresses',
  'profile',
  'verification',
  'referralDetails',
  'support',
  'notifications',
  'adminHome',
  'adminVerifications',
  'adminVerification',
  'adminMarkets',
  'adminWallet',
  'adminOrders',
  'adminSettings',
  'adminAuditLog',
  'adminFactorRecoveries',
  'adminFactorRecovery',
] as const;

export type ScreenTitleKey = (typeof screenTitleKeys)[number];

/**
 * The browser tab's title of a screen, e.g. "ورود · صراف" / "Log in · Sarraf"; the app's name alone where
 * the screen is the app's front page (its title is the name already).
 */
export function documentTitle(screen: string | undefined, appName: string): string {
  return screen && screen !== appName ? `${screen} · ${appName}` : appName;
}

/** The title of the deepest matched route that has one (the `title` of the route handles, outermost first). */
export function matchedTitleKey(handles: readonly unknown[]): ScreenTitleKey | undefined {
  return handles
    .map((handle) => (handle as { title?: ScreenTitleKey } | undefined)?.title)
    .findLast((key) => key !== undefined);
}

/**
 * The title of each route pattern of the route table. Redirect-only routes (`/`, `*`) have none:
 * they never show a screen.
 */
export const screenTitleByPath: Readonly<Record<string, ScreenTitleKey>> = {
  [routePatterns.landing]: 'landing',
  [routePatterns.terms]: 'terms',
  [routePatterns.privacy]: 'privacy',
  [routePatterns.login]: 'login',
  [routePatterns.signUp]: 'signUp',
  [routePatterns.signUpOtp]: 'signUpOtp',
  [routePatterns.forgetPassword]: 'forgetPassword',
  [routePatterns.forgetPasswordEmail]: 'forgetPasswordEmail',
  [routePatterns.freezeWithdrawals]: 'freezeWithdrawals',
  [routePatterns.passwordSet]: 'passwordSet',
  [routePatterns.panel]: 'panel',
  [routePatterns.reports]: 'reports',
  [routePatterns.trade]: 'trade',
  [routePatterns.tradePair]: 'trade',
  [routePatterns.orders]: 'orders',
  [routePatterns.orderDetails]: 'orderDetails',
  [routePatterns.cashDeposit]: 'cashDeposit',
  [routePatterns.cashWithdraw]: 'cashWithdraw',
  [routePatterns.transaction]: 'transaction',
  [routePatterns.savedIbans]: 'savedIbans',
  [routePatterns.savedAddresses]: 'savedAddresses',
  [routePatterns.transactions]: 'transactions',
  [routePatterns.transfers]: 'transfers',
  [routePatterns.profile]: 'profile',
  [routePatterns.verification]: 'verification',
  [routePatterns.referralDetails]: 'referralDetails',
  [routePatterns.support]: 'support',
  [routePatterns.notifications]: 'notifications',
  [routePatterns.adminHome]: 'adminHome',
  [routePatterns.adminVerifications]: 'adminVerifications',
  [routePatterns.adminVerification]: 'adminVerification',
  [routePatterns.adminWallet]: 'adminWallet',
  [routePatterns.adminOrders]: 'adminOrders',
  [routePatterns.adminSettings]: 'adminSettings',
  [routePatterns.adminMarkets]: 'adminMarkets',
  [routePatterns.adminAuditLog]: 'adminAuditLog',
  [routePatterns.adminFactorRecoveries]: 'adminFactorRecoveries',
  [routePatterns.adminFactorRecovery]: 'adminFactorRecovery',
};
