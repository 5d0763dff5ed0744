import { Button, DatePicker, FormErrorSummary, RadioGroup, TextField } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import type { Verification } from '../api/getVerification';
import { submitIndividualVerification } from '../api/submitIndividualVerification';
import '../i18n/registerKycI18n';
import { cleanNumber } from '../rules/fieldRules';
import { validateIndividual, type IndividualField, type IndividualValues } from '../rules/validateIndividual';
import { verificationSubmitted } from '../state/verificationSubmitted';
import * as styles from './KycForm.css';
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

export interface IndividualFormProps {
  /** Values to start from, e.g. the rejected submission's details (files are always chosen again). @default empty */
  defaultValues?: Partial<IndividualValues>;
  /** Called with the submission once the server took it (it is then in review, the user refreshed). */
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
  const queryClient = useQueryClient();
  const form = useForm({
    namespace: 'kyc',
    initialValues: (): IndividualValues => ({ ...EMPTY, ...defaultValues }),
    validate: (values) => validateIndividual(values, now()),
    submit: (values) =>
      submitIndividualVerification({
        first_name: values.first_name.trim(),
        national_code: cleanNumber(values.national_code),
        birth_date: values.birth_date!.toString(),
        gender: values.gender!,
        mobile: cleanNumber(values.mobile),
        national_card_front: values.national_card_front!,
        live_video: values.live_video!,
      }),
    onSuccess: async (verification) => {
      await verificationSubmitted(queryClient, verification);
      onSubmitted(verification);
    },
  });
  const { bind } = form;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      <FormErrorSummary
        title={form.failure ? t('individual.failedTitle') : t('fields.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
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
        localeDigits
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
        value={form.values.gender}
        onChange={(value) => form.setValue('gender', value === 'female' ? 'female' : 'male')}
        errorMessage={form.fieldErrors.gender}
        isRequired
        isDisabled={form.isPending}
      />
      <TextField
        id={fieldIds.mobile}
        label={t('fields.mobile')}
        name="mobile"
        type="tel"
        autoComplete="tel"
        dir="ltr"
        localeDigits
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
        isPending={form.isPending}
        pendingLabel={t('individual.submitting')}
      >
        {t('individual.submit')}
      </Button>
    </form>
  );
}
