import { Button, DatePicker, FormErrorSummary, RadioGroup, TextField } from '@sarraf/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { Verification } from '../api/getVerification';
import { submitIndividualVerification } from '../api/submitIndividualVerification';
import '../i18n/registerKycI18n';
import { cleanNumber } from '../rules/fieldRules';
import { validateIndividual, type IndividualField, type IndividualValues } from '../rules/validateIndividual';
import { serverProblems, summaryItems, translateProblems } from './formErrors';
import * as styles from './KycForm.css';
import { fieldBinder } from './fieldBinder';
import { KycFileField } from './KycFileField';

const EMPTY: IndividualValues = {
  first_name: '',
  national_code: '',
  birth_date: null,
  gender: null,
  mobile: '',
  national_card_front: null,
  live_video: null,
};

const FIELDS = new Set<string>(Object.keys(EMPTY));

export interface IndividualFormProps {
  /** Values to start from, e.g. the rejected submission's details (files are always chosen again). @default empty */
  defaultValues?: Partial<IndividualValues>;
  /** Called with the submission once the server took it (it is then in review). */
  onSubmitted: (verification: Verification) => void;
  /** The clock for the 18-year rule. @default () => new Date() */
  now?: () => Date;
}

/** The individual verification form (spec section 5); submits multipart POST /api/user/update. */
export function IndividualForm({ defaultValues, onSubmitted, now = () => new Date() }: IndividualFormProps) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const fieldIds: Partial<Record<IndividualField, string>> = {
    first_name: `${id}-first-name`,
    national_code: `${id}-national-code`,
    mobile: `${id}-mobile`,
  };
  const [values, setValues] = useState<IndividualValues>({ ...EMPTY, ...defaultValues });
  const [problems, setProblems] = useState<Partial<Record<IndividualField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  function set<Field extends IndividualField>(field: Field, value: IndividualValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const found = validateIndividual(values, now());
    setProblems(translateProblems(found, t));
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const verification = await submitIndividualVerification({
        first_name: values.first_name.trim(),
        national_code: cleanNumber(values.national_code),
        birth_date: values.birth_date!.toString(),
        gender: values.gender!,
        mobile: cleanNumber(values.mobile),
        national_card_front: values.national_card_front!,
        live_video: values.live_video!,
      });
      onSubmitted(verification);
    } catch (error) {
      setFailure(buildErrorText(error, t('common:errors.unexpected')));
      setProblems(serverProblems(error, (field) => FIELDS.has(field)));
      setSubmitting(false);
    }
  }

  const bind = fieldBinder({ values, onChange: set, problems, isDisabled: isSubmitting });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormErrorSummary
        title={failure ? t('individual.failedTitle') : t('fields.errorSummaryTitle')}
        errors={summaryItems(failure, problems, fieldIds)}
      />
      <TextField
        id={fieldIds.first_name}
        label={t('fields.fullName')}
        name="first_name"
        autoComplete="name"
        {...bind('first_name')}
        isRequired
      />
      <TextField
        id={fieldIds.national_code}
        label={t('fields.nationalCode')}
        name="national_code"
        inputMode="numeric"
        dir="ltr"
        normalizeDigits
        {...bind('national_code')}
        isRequired
      />
      <DatePicker
        label={t('fields.birthDate')}
        calendarButtonLabel={t('fields.calendarButton')}
        previousMonthLabel={t('fields.previousMonth')}
        nextMonthLabel={t('fields.nextMonth')}
        {...bind('birth_date')}
        isRequired
      />
      <RadioGroup
        label={t('fields.gender')}
        name="gender"
        orientation="horizontal"
        options={[
          { value: 'male', label: t('fields.male') },
          { value: 'female', label: t('fields.female') },
        ]}
        value={values.gender}
        onChange={(value) => set('gender', value === 'female' ? 'female' : 'male')}
        errorMessage={problems.gender}
        isRequired
        isDisabled={isSubmitting}
      />
      <TextField
        id={fieldIds.mobile}
        label={t('fields.mobile')}
        name="mobile"
        type="tel"
        autoComplete="tel"
        dir="ltr"
        normalizeDigits
        description={t('fields.mobileHint')}
        {...bind('mobile')}
        isRequired
      />
      <KycFileField kind="image" label={t('fields.nationalCard')} {...bind('national_card_front')} />
      <KycFileField kind="video" label={t('fields.liveVideo')} {...bind('live_video')} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={isSubmitting}
        pendingLabel={t('individual.submitting')}
      >
        {t('individual.submit')}
      </Button>
    </form>
  );
}
