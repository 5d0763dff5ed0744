/** The addresses the orders screens live at and link to (spec section 2). */
export const ordersPaths = {
  orders: '/orders',
  order: (id: number) => `/orders/${id}/details`,
  trade: '/trade',
} as const;
