import { appPaths } from '@sarraf/routes';
import type { Currency } from '../entities/currency';

/**
 * The addresses the wallet screens live at and link to. Spec section 2 names /panel, /cash-deposit/{currency},
 * /cash-withdraw/{currency} and /cash-withdraw/IRT/{id} (the detail of every deposit and withdrawal, whatever
 * its currency); it shows no route for the lists, so /transactions and /transfers are this feature's proposal.
 */
export const walletPaths = {
  panel: appPaths.panel,
  deposit: (currency: Currency) => appPaths.cashDeposit(currency),
  withdraw: (currency: Currency) => appPaths.cashWithdraw(currency),
  transaction: (id: number) => appPaths.transaction(id),
  /** Spec section 2: an order's detail, where a movement of that order leads. */
  order: (id: number) => appPaths.orderDetails(id),
  transactions: appPaths.transactions,
  transfers: appPaths.transfers,
  trade: appPaths.trade,
  /** Spec section 2: the pair with its slash replaced by a dash (USDT/IRT -> /trade/USDT-IRT). */
  tradePair: appPaths.tradePair,
  verification: appPaths.verification,
  /** Where the authenticator app is set up, which deposits need. */
  profile: appPaths.profile,
  support: appPaths.support,
} as const;
