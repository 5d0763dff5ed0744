/**
 * The admin area's routes. The app routes them (role-guarded) and sends `/admin` to the review queue;
 * the screens link with these.
 */
export const adminPaths = {
  home: '/admin',
  verifications: '/admin/verifications',
  verification: (id: number | string) => `/admin/verifications/${id}`,
  markets: '/admin/markets',
  auditLog: '/admin/audit-log',
  wallet: '/admin/wallet',
  orders: '/admin/orders',
  settings: '/admin/settings',
} as const;
