import { NEW_DESTINATION, savedChoice } from './destination';
import { validateSavedAddress, type SavedAddressValues } from './validateSavedAddress';
import { amountProblem, type WithdrawLimits } from './withdrawAmount';

/** The Tether withdrawal form as the person fills it in. */
export interface UsdtWithdrawValues extends SavedAddressValues {
  /** A saved address's id as text, or NEW_DESTINATION for the fields below. */
  destination: string;
  /** Keep the new address for next time (then under `label`). */
  save: boolean;
  /** Tether as the amount field reports it ("" while empty), Latin digits and a point. */
  amount: string;
}

export type UsdtWithdrawField = keyof UsdtWithdrawValues;

/** The client rules of a Tether withdrawal: a message key (namespace `withdraw`) per refused field. */
export function validateUsdtWithdraw(
  values: UsdtWithdrawValues,
  { savedIds, limits }: { savedIds: readonly number[]; limits: WithdrawLimits },
): Partial<Record<UsdtWithdrawField, string>> {
  const errors: Partial<Record<UsdtWithdrawField, string>> = {};
  if (values.destination === NEW_DESTINATION) {
    const { label, address } = validateSavedAddress(values);
    if (address) errors.address = address;
    // The label is only sent to save the address.
    if (label && values.save) errors.label = label;
  }
  if (values.destination !== NEW_DESTINATION && savedChoice(values.destination, savedIds) === null) {
    errors.destination = 'validation.addressChoiceRequired';
  }
  const amount = amountProblem(values.amount, 'USDT', limits);
  if (amount) errors.amount = amount;
  return errors;
}
