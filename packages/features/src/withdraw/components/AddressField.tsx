import { TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerWithdrawI18n';
import { addressProblemWhileTyping } from '../../entities/destination';

export interface AddressFieldProps {
  /** Id of the input, for the error summary's link. */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's message for the field (after a submit); otherwise a problem typing cannot fix is shown. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/** The TRC-20 address input: says at once when what was typed or pasted cannot be a TRON address. */
export function AddressField({ id, value, onChange, errorMessage, isDisabled }: AddressFieldProps) {
  const { t } = useTranslation('withdraw');
  const typingProblem = addressProblemWhileTyping(value);
  return (
    <TextField
      id={id}
      label={t('fields.address')}
      name="address"
      dir="ltr"
      autoComplete="off"
      // An address is an identifier: digits typed on a Persian keyboard are its Latin ones (ui format/README.md).
      normalizeDigits
      description={t('fields.addressHint')}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage ?? (typingProblem ? t(typingProblem) : undefined)}
      isDisabled={isDisabled}
      isRequired
    />
  );
}
