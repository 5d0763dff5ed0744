import { Button, TextField, toLocaleDigits } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../shared/i18n/i18n';
import '../i18n/registerKycI18n';
import { holderFieldName, type HolderValues } from '../rules/validateLegal';
import * as styles from './KycForm.css';
import { KycFileField } from './KycFileField';

/** The contract takes up to 10 signature holders. */
export const MAX_HOLDERS = 10;

export const emptyHolder = (): HolderValues => ({
  name: '',
  mobile: '',
  national_id_file: null,
  birth_certificate_file: null,
});

/**
 * What a change to the list touched: the wire names of the fields edited (their messages are outdated),
 * or `moved` when a removal shifted the holders after it.
 */
export type HoldersChange = readonly string[] | 'moved';

export interface HoldersStepProps {
  /** The holders, in order. */
  holders: readonly HolderValues[];
  /** Called with the new list after any change, addition or removal, and what it touched. */
  onChange: (holders: HolderValues[], changed: HoldersChange) => void;
  /** Messages keyed by wire name, e.g. `signature_holders[0][mobile]`. */
  problems: Partial<Record<string, string>>;
  /** Prefix of the input ids (the summary links to `${idPrefix}-${wire name}`). */
  idPrefix: string;
  /** @default false */
  isDisabled?: boolean;
}

/** Legal step 2: the list of signature holders, each with name, mobile and two files; add and remove. */
export function HoldersStep({ holders, onChange, problems, idPrefix, isDisabled }: HoldersStepProps) {
  const { t } = useTranslation('kyc');

  function update<Field extends keyof HolderValues>(index: number, field: Field, value: HolderValues[Field]) {
    onChange(
      holders.map((holder, at) => (at === index ? { ...holder, [field]: value } : holder)),
      [holderFieldName(index, field)],
    );
  }

  return (
    <>
      {holders.map((holder, index) => {
        const number = toLocaleDigits(String(index + 1), currentLocale());
        const wire = (field: string) => holderFieldName(index, field);
        const bind = <Field extends keyof HolderValues & string>(field: Field) => ({
          value: holder[field],
          onChange: (value: HolderValues[Field]) => update(index, field, value),
          errorMessage: problems[wire(field)],
          isDisabled,
        });
        return (
          // Holders have no id of their own; every input is controlled, so the position is enough of a key.
          <fieldset key={index} className={styles.group}>
            <legend className={styles.groupTitle}>{t('legal.holderTitle', { number })}</legend>
            {holders.length > 1 ? (
              <Button
                variant="ghost"
                onPress={() =>
                  onChange(
                    holders.filter((_, at) => at !== index),
                    'moved',
                  )
                }
                isDisabled={isDisabled}
              >
                {t('legal.removeHolder', { number })}
              </Button>
            ) : null}
            <TextField
              id={`${idPrefix}-${wire('name')}`}
              label={t('legal.holderName')}
              {...bind('name')}
              isRequired
            />
            <TextField
              id={`${idPrefix}-${wire('mobile')}`}
              label={t('legal.holderMobile')}
              type="tel"
              dir="ltr"
              localeDigits
              description={t('fields.mobileHint')}
              {...bind('mobile')}
              isRequired
            />
            <KycFileField kind="document" label={t('legal.nationalIdFile')} {...bind('national_id_file')} />
            <KycFileField
              kind="document"
              label={t('legal.birthCertificateFile')}
              {...bind('birth_certificate_file')}
            />
          </fieldset>
        );
      })}
      {holders.length < MAX_HOLDERS ? (
        <Button
          variant="secondary"
          onPress={() => onChange([...holders, emptyHolder()], [])}
          isDisabled={isDisabled}
        >
          {t('legal.addHolder')}
        </Button>
      ) : null}
    </>
  );
}
