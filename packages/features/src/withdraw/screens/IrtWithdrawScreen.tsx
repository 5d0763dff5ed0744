import { savedIbansQuery } from '../api/listSavedIbans';
import { IrtWithdrawForm } from '../components/IrtWithdrawForm';
import { CurrencyWithdrawScreen } from './CurrencyWithdrawScreen';

/** /cash-withdraw/IRT: Toman to a saved or new IBAN, once the balance, the terms and the saved IBANs are in. */
export function IrtWithdrawScreen() {
  return <CurrencyWithdrawScreen currency="IRT" savedQuery={savedIbansQuery} form={IrtWithdrawForm} />;
}
