import { Identifier, TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import '../i18n/registerWithdrawI18n';
import { checkIban, ibanProblemWhileTyping } from '../../entities/destination';
import * as styles from './withdrawForm.css';

export interface IbanFieldProps {
  /** Id of the input, for the error summary's link. */
  id?: string;
  /** The IBAN as typed or pasted (Latin digits: the field turns Persian and Arabic ones into them). */
  value: string;
  onChange: (value: string) => void;
  /** The form's message for the field (after a submit); otherwise a problem typing cannot fix is shown. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * The IBAN (Sheba) input: takes it as people paste it, says at once when it cannot be right, and names the
 * bank once it is valid (announced, so a screen reader hears it too).
 */
export function IbanField({ id, value, onChange, errorMessage, isDisabled }: IbanFieldProps) {
  const { t } = useTranslation('withdraw');
  const locale = useDisplayLocale();
  const check = checkIban(value);
  const typingProblem = ibanProblemWhileTyping(check);
  const bank = check.status === 'valid' ? (check.bank?.[locale] ?? null) : null;
  return (
    <div className={styles.fieldWithStatus}>
      <TextField
        id={id}
        label={t('fields.iban')}
        name="iban"
        dir="ltr"
        autoComplete="off"
        // An IBAN is an identifier: typed in any script, shown and sent in Latin digits (ui format/README.md).
        normalizeDigits
        placeholder={t('fields.ibanPlaceholder')}
        description={t('fields.ibanHint')}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage ?? (typingProblem ? t(typingProblem) : undefined)}
        isDisabled={isDisabled}
        isRequired
      />
      <p className={styles.bankLine} role="status">
        {check.status === 'valid' ? (
          <>
            {bank ? `${bank}${t('destination.separator')}` : null}
            <Identifier value={check.iban} />
          </>
        ) : null}
      </p>
    </div>
  );
}
