import { textProblem } from './destination';
import { checkIban, ibanProblem } from '../../entities/destination';

/** A new IBAN as the person types it: the owner's name and the IBAN as pasted. */
export interface SavedIbanValues {
  owner_name: string;
  iban: string;
}

/** The contract's longest owner name (SavedIbanRequest). */
export const OWNER_NAME_MAX = 60;

/** The client rules of a new IBAN: message keys (namespace `withdraw`) per refused field. */
export function validateSavedIban(values: SavedIbanValues): Partial<Record<keyof SavedIbanValues, string>> {
  const errors: Partial<Record<keyof SavedIbanValues, string>> = {};
  const owner = textProblem(values.owner_name, {
    required: true,
    limit: OWNER_NAME_MAX,
    requiredKey: 'validation.ownerNameRequired',
    tooLongKey: 'validation.ownerNameTooLong',
  });
  if (owner) errors.owner_name = owner;
  const iban = ibanProblem(checkIban(values.iban));
  if (iban) errors.iban = iban;
  return errors;
}
