import { TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Bind } from '../../shared/forms/useForm';
import '../i18n/registerKycI18n';
import type { CompanyValues } from '../rules/validateLegal';

export interface CompanyStepProps {
  /** The step's form: each field's value, change, message and busy state. */
  bind: Bind<CompanyValues>;
  /** Input ids by field, for the error summary links. */
  fieldIds: Record<keyof CompanyValues, string>;
}

/** Legal step 1: company name, national identifier, registration number and address. */
export function CompanyStep({ bind, fieldIds }: CompanyStepProps) {
  const { t } = useTranslation('kyc');
  return (
    <>
      <TextField
        id={fieldIds.company_name}
        label={t('legal.companyName')}
        name="company_name"
        autoComplete="organization"
        {...bind('company_name')}
        isRequired
      />
      <TextField
        id={fieldIds.company_national_id}
        label={t('legal.companyNationalId')}
        name="company_national_id"
        inputMode="numeric"
        dir="ltr"
        localeDigits
        {...bind('company_national_id')}
        isRequired
      />
      <TextField
        id={fieldIds.company_registration_number}
        label={t('legal.registrationNumber')}
        name="company_registration_number"
        inputMode="numeric"
        dir="ltr"
        localeDigits
        {...bind('company_registration_number')}
        isRequired
      />
      <TextField
        id={fieldIds.address}
        label={t('legal.address')}
        name="address"
        autoComplete="street-address"
        {...bind('address')}
        isRequired
      />
    </>
  );
}
