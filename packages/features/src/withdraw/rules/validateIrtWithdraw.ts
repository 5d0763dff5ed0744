import { NEW_DESTINATION, savedChoice } from './destination';
import { validateSavedIban, type SavedIbanValues } from './validateSavedIban';
import { amountProblem, type WithdrawLimits } from './withdrawAmount';

/** The Toman withdrawal form as the person fills it in. */
export interface IrtWithdrawValues extends SavedIbanValues {
  /** A saved IBAN's id as text, or NEW_DESTINATION for the fields below. */
  destination: string;
  /** Keep the new IBAN for next time (then under `owner_name`). */
  save: boolean;
  /** Whole Toman as the amount field reports it ("" while empty). */
  amount: string;
}

export type IrtWithdrawField = keyof IrtWithdrawValues;

/** The client rules of a Toman withdrawal: a message key (namespace `withdraw`) per refused field. */
export function validateIrtWithdraw(
  values: IrtWithdrawValues,
  { savedIds, limits }: { savedIds: readonly number[]; limits: WithdrawLimits },
): Partial<Record<IrtWithdrawField, string>> {
  const errors: Partial<Record<IrtWithdrawField, string>> = {};
  if (values.destination === NEW_DESTINATION) {
    const { owner_name, iban } = validateSavedIban(values);
    if (iban) errors.iban = iban;
    // The owner's name is only sent to save the IBAN; a one-off withdrawal does not ask for it.
    if (owner_name && values.save) errors.owner_name = owner_name;
  }
  if (values.destination !== NEW_DESTINATION && savedChoice(values.destination, savedIds) === null) {
    errors.destination = 'validation.ibanChoiceRequired';
  }
  const amount = amountProblem(values.amount, 'IRT', limits);
  if (amount) errors.amount = amount;
  return errors;
}
