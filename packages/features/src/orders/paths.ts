import { appPaths } from '@sarraf/routes';

/** The addresses the orders screens live at and link to (spec section 2). */
export const ordersPaths = {
  orders: appPaths.orders,
  order: (id: number) => appPaths.orderDetails(id),
  trade: appPaths.trade,
} as const;
