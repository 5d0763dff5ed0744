import { textProblem } from './destination';
import { addressProblem } from '../../entities/destination';

/** A new address as the person types it: an optional label and the address as pasted. */
export interface SavedAddressValues {
  label: string;
  address: string;
}

/** The contract's longest label (SavedAddressRequest). */
export const ADDRESS_LABEL_MAX = 30;

/** The client rules of a new address: message keys (namespace `withdraw`) per refused field. */
export function validateSavedAddress(
  values: SavedAddressValues,
): Partial<Record<keyof SavedAddressValues, string>> {
  const errors: Partial<Record<keyof SavedAddressValues, string>> = {};
  const label = textProblem(values.label, {
    required: false,
    limit: ADDRESS_LABEL_MAX,
    tooLongKey: 'validation.labelTooLong',
  });
  if (label) errors.label = label;
  const address = addressProblem(values.address);
  if (address) errors.address = address;
  return errors;
}
