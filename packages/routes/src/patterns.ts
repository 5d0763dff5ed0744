/**
 * Every route of the web app, as the router matches it (spec section 2, plus the routes the spec leaves
 * out, noted below). The app's route table and screen titles are keyed by these; links are built with
 * `appPaths` (paths.ts), so an address is written once, here.
 */
export const routePatterns = {
  /** Redirect only: the wallet, the back office or the landing page, by who is signed in. */
  home: '/',
  landing: '/landing',
  // Linked from the landing page; the spec names the links, not their routes.
  terms: '/terms',
  privacy: '/privacy',

  login: '/login',
  signUp: '/sign-up',
  signUpOtp: '/sign-up/otp',
  forgetPassword: '/user/forget-password',
  forgetPasswordEmail: '/auth/forget-password/email',
  passwordSet: '/user/password-set',
  // Not in the spec: the "this was not me" page a security mail links to (it asks before it acts).
  freezeWithdrawals: '/security/freeze',

  panel: '/panel',
  reports: '/reports',
  trade: '/trade',
  tradePair: '/trade/:pair',
  orders: '/orders',
  orderDetails: '/orders/:id/details',
  cashDeposit: '/cash-deposit/:currency',
  cashWithdraw: '/cash-withdraw/:currency',
  // The spec's detail route serves every deposit and withdrawal, whatever its currency.
  transaction: '/cash-withdraw/IRT/:id',
  // The saved lists sit beside the withdraw form they serve (not in the spec).
  savedIbans: '/cash-withdraw/IRT/ibans',
  savedAddresses: '/cash-withdraw/USDT/addresses',
  // The spec shows no route for the lists of deposits and withdrawals and of balance movements.
  transactions: '/transactions',
  transfers: '/transfers',
  profile: '/profile',
  verification: '/profile/verification',
  referralDetails: '/referral-details',
  support: '/support',
  notifications: '/notifications',

  /** The back office's first screen: the operator's desk board (the desk's stock and treasury moves). */
  adminHome: '/admin',
  adminVerifications: '/admin/verifications',
  adminVerification: '/admin/verifications/:id',
  adminWallet: '/admin/wallet',
  adminOrders: '/admin/orders',
  adminSettings: '/admin/settings',
  adminMarkets: '/admin/markets',
  adminAuditLog: '/admin/audit-log',
  adminFactorRecoveries: '/admin/factor-recoveries',
  adminFactorRecovery: '/admin/factor-recoveries/:id',
} as const;

export type RouteName = keyof typeof routePatterns;
