// The withdraw feature's public surface: the withdrawal screens, the saved destinations and their operations.
export { WithdrawScreen } from './screens/WithdrawScreen';
export { IrtWithdrawScreen } from './screens/IrtWithdrawScreen';
export { UsdtWithdrawScreen } from './screens/UsdtWithdrawScreen';
export { SavedIbansScreen } from './screens/SavedIbansScreen';
export { SavedAddressesScreen } from './screens/SavedAddressesScreen';
export { withdrawPaths } from './paths';
export { createIrtWithdraw, type IrtWithdrawRequest } from './api/createIrtWithdraw';
export { createUsdtWithdraw, type UsdtWithdrawRequest } from './api/createUsdtWithdraw';
export { withdrawTermsQuery, getWithdrawTerms, type WithdrawTerms } from './api/getWithdrawTerms';
export { savedIbansQuery, listSavedIbans, type SavedIban } from './api/listSavedIbans';
export { savedAddressesQuery, listSavedAddresses, type SavedAddress } from './api/listSavedAddresses';
export {
  checkIban,
  normalizeIban,
  formatIban,
  bankOfIban,
  type IbanCheck,
  type BankName,
} from '../entities/destination';
export { isTronAddress } from '../entities/destination';
