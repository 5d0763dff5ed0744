import { appPaths } from '@sarraf/routes';
import type { Currency } from '../entities/currency';

/**
 * Where the withdraw screens live and go. Spec section 2 names /cash-withdraw/{currency} and
 * /cash-withdraw/IRT/{id} (the detail of any deposit or withdrawal, whatever its currency, as the wallet
 * screens read it too); the saved lists are this feature's proposal, beside the form they serve.
 */
export const withdrawPaths = {
  withdraw: (currency: Currency) => appPaths.cashWithdraw(currency),
  transaction: (id: number) => appPaths.transaction(id),
  savedIbans: appPaths.savedIbans,
  savedAddresses: appPaths.savedAddresses,
  panel: appPaths.panel,
  /** Where the authenticator app is set up, which withdrawals need. */
  profile: appPaths.profile,
} as const;
