import { toAmount } from '@sarraf/ui/format';
import { savedChoice } from './destination';
import { normalizeIban } from './iban';
import { cleanAddress } from './tronAddress';
import type { IrtWithdrawValues } from './validateIrtWithdraw';
import type { SavedAddressValues } from './validateSavedAddress';
import type { SavedIbanValues } from './validateSavedIban';
import type { UsdtWithdrawValues } from './validateUsdtWithdraw';

/** The body of POST /api/wallet/withdraw/irt: exactly one of `saved_iban_id` and `iban` (contract). */
export function irtWithdrawRequest(values: IrtWithdrawValues, savedIds: readonly number[]) {
  const amount = toAmount(values.amount);
  const saved = savedChoice(values.destination, savedIds);
  return saved !== null ? { amount, saved_iban_id: saved } : { amount, iban: normalizeIban(values.iban) };
}

/** The body of POST /api/wallet/withdraw/usdt: `saved_address_id`, or `address` with its network. */
export function usdtWithdrawRequest(values: UsdtWithdrawValues, savedIds: readonly number[]) {
  const amount = toAmount(values.amount);
  const saved = savedChoice(values.destination, savedIds);
  return saved !== null
    ? { amount, saved_address_id: saved }
    : { amount, network: 'TRC20' as const, address: cleanAddress(values.address) };
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
