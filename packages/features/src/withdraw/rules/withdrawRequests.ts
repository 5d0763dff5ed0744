import { toAmount } from '@sarraf/ui/format';
import { savedChoice } from './destination';
import { normalizeIban } from '../../entities/destination';
import { cleanAddress } from '../../entities/destination';
import type { IrtWithdrawValues } from './validateIrtWithdraw';
import type { SavedAddressValues } from './validateSavedAddress';
import type { SavedIbanValues } from './validateSavedIban';
import type { UsdtWithdrawValues } from './validateUsdtWithdraw';
import type { WithdrawCode } from './withdrawCode';

/** The request's second factor: the passkey's answer when there is one, otherwise the app's code. */
const secondFactorOf = ({ totp_code, passkey }: WithdrawCode) => (passkey ? { passkey } : { totp_code });

/**
 * The body of POST /api/wallet/withdraw/irt: exactly one of `saved_iban_id` and `iban` (contract), and the
 * app's code.
 */
export function irtWithdrawRequest(values: IrtWithdrawValues & WithdrawCode, savedIds: readonly number[]) {
  const amount = toAmount(values.amount);
  const saved = savedChoice(values.destination, savedIds);
  const factor = secondFactorOf(values);
  return saved !== null
    ? { amount, saved_iban_id: saved, ...factor }
    : { amount, iban: normalizeIban(values.iban), ...factor };
}

/** The body of POST /api/wallet/withdraw/usdt: `saved_address_id`, or `address` with its network; the code. */
export function usdtWithdrawRequest(values: UsdtWithdrawValues & WithdrawCode, savedIds: readonly number[]) {
  const amount = toAmount(values.amount);
  const saved = savedChoice(values.destination, savedIds);
  const factor = secondFactorOf(values);
  return saved !== null
    ? { amount, saved_address_id: saved, ...factor }
    : { amount, network: 'TRC20' as const, address: cleanAddress(values.address), ...factor };
}

/** The body of POST /api/wallet/ibans: the owner's name trimmed, the IBAN in the contract form. */
export function savedIbanRequest(values: SavedIbanValues) {
  return { owner_name: values.owner_name.trim(), iban: normalizeIban(values.iban) };
}

/** The body of POST /api/wallet/addresses: a TRC-20 address, with its label when one was given. */
export function savedAddressRequest(values: SavedAddressValues) {
  const label = values.label.trim();
  return { network: 'TRC20' as const, address: cleanAddress(values.address), ...(label ? { label } : {}) };
}
