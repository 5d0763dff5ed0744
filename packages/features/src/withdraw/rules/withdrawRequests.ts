import { toAmount } from '@sarraf/ui/format';
import { savedChoice } from './destination';
import { normalizeIban } from './iban';
import { cleanAddress } from './tronAddress';
import type { IrtWithdrawValues } from './validateIrtWithdraw';
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
