import { savedAddressesQuery } from '../api/listSavedAddresses';
import { UsdtWithdrawForm } from '../components/UsdtWithdrawForm';
import { CurrencyWithdrawScreen } from './CurrencyWithdrawScreen';

/** /cash-withdraw/USDT: Tether over TRC-20 to a saved or new address, once everything it needs is in. */
export function UsdtWithdrawScreen() {
  return <CurrencyWithdrawScreen currency="USDT" savedQuery={savedAddressesQuery} form={UsdtWithdrawForm} />;
}
