import type { components } from '../shared/api/schema.gen';

type Currency = components['schemas']['Currency'];

/**
 * Where the withdraw screens live and go. Spec section 2 names /cash-withdraw/{currency} and
 * /cash-withdraw/IRT/{id} (the detail of any deposit or withdrawal, whatever its currency, as the wallet
 * screens read it too); the saved lists are this feature's proposal, beside the form they serve.
 */
export const withdrawPaths = {
  withdraw: (currency: Currency) => `/cash-withdraw/${currency}`,
  transaction: (id: number) => `/cash-withdraw/IRT/${id}`,
  savedIbans: '/cash-withdraw/IRT/ibans',
  savedAddresses: '/cash-withdraw/USDT/addresses',
  panel: '/panel',
} as const;
