import type { components } from '../shared/api/schema.gen';

type Currency = components['schemas']['Currency'];

/**
 * The addresses the wallet screens live at and link to. Spec section 2 names /panel, /cash-deposit/{currency},
 * /cash-withdraw/{currency} and /cash-withdraw/IRT/{id} (the detail of every deposit and withdrawal, whatever
 * its currency); it shows no route for the lists, so /transactions and /transfers are this feature's proposal.
 */
export const walletPaths = {
  panel: '/panel',
  deposit: (currency: Currency) => `/cash-deposit/${currency}`,
  withdraw: (currency: Currency) => `/cash-withdraw/${currency}`,
  transaction: (id: number) => `/cash-withdraw/IRT/${id}`,
  /** Spec section 2: an order's detail, where a movement of that order leads. */
  order: (id: number) => `/orders/${id}/details`,
  transactions: '/transactions',
  transfers: '/transfers',
  trade: '/trade',
  /** Spec section 2: the pair with its slash replaced by a dash (USDT/IRT -> /trade/USDT-IRT). */
  tradePair: (pair: string) => `/trade/${pair.replace('/', '-')}`,
  verification: '/profile/verification',
  support: '/support',
} as const;
