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
  'adminVerifications',
  'adminVerification',
  'adminMarkets',
  'adminWallet',
  'adminOrders',
  'adminSettings',
  'adminAuditLog',
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
 * The title of each route pattern of the route table. Redirect-only routes (`/`, `/admin`, `*`) have none:
 * they never show a screen.
 */
export const screenTitleByPath: Readonly<Record<string, ScreenTitleKey>> = {
  '/landing': 'landing',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/login': 'login',
  '/sign-up': 'signUp',
  '/sign-up/otp': 'signUpOtp',
  '/user/forget-password': 'forgetPassword',
  '/auth/forget-password/email': 'forgetPasswordEmail',
  '/user/password-set': 'passwordSet',
  '/panel': 'panel',
  '/reports': 'reports',
  '/trade': 'trade',
  '/trade/:pair': 'trade',
  '/orders': 'orders',
  '/orders/:id/details': 'orderDetails',
  '/cash-deposit/:currency': 'cashDeposit',
  '/cash-withdraw/:currency': 'cashWithdraw',
  '/cash-withdraw/IRT/:id': 'transaction',
  '/cash-withdraw/IRT/ibans': 'savedIbans',
  '/cash-withdraw/USDT/addresses': 'savedAddresses',
  '/transactions': 'transactions',
  '/transfers': 'transfers',
  '/profile': 'profile',
  '/profile/verification': 'verification',
  '/referral-details': 'referralDetails',
  '/support': 'support',
  '/notifications': 'notifications',
  '/admin/verifications': 'adminVerifications',
  '/admin/verifications/:id': 'adminVerification',
  '/admin/wallet': 'adminWallet',
  '/admin/orders': 'adminOrders',
  '/admin/settings': 'adminSettings',
  '/admin/markets': 'adminMarkets',
  '/admin/audit-log': 'adminAuditLog',
};
