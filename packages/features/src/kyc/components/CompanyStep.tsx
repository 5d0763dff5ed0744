import { TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerKycI18n';
import type { CompanyValues } from '../rules/validateLegal';

export interface CompanyStepProps {
  /** The company information typed so far. */
  values: CompanyValues;
  /** Called with one changed field. */
  onChange: (field: keyof CompanyValues, value: string) => void;
  /** Messages by field. */
  problems: Partial<Record<string, string>>;
  /** Input ids by field, for the error summary links. */
  fieldIds: Record<keyof CompanyValues, string>;
  /** @default false */
  isDisabled?: boolean;
}

/** Legal step 1: company name, national identifier, registration number and address. */
export function CompanyStep({ values, onChange, problems, fieldIds, isDisabled }: CompanyStepProps) {
  const { t } = useTranslation('kyc');
  return (
    <>
      <TextField
        id={fieldIds.company_name}
        label={t('legal.companyName')}
        name="company_name"
        autoComplete="organization"
        value={values.company_name}
        onChange={(value) => onChange('company_name', value)}
        errorMessage={problems.company_name}
        isRequired
        isDisabled={isDisabled}
      />
      <TextField
        id={fieldIds.company_national_id}
        label={t('legal.companyNationalId')}
        name="company_national_id"
        inputMode="numeric"
        dir="ltr"
        normalizeDigits
        value={values.company_national_id}
        onChange={(value) => onChange('company_national_id', value)}
        errorMessage={problems.company_national_id}
        isRequired
        isDisabled={isDisabled}
      />
      <TextField
        id={fieldIds.company_registration_number}
        label={t('legal.registrationNumber')}
        name="company_registration_number"
        inputMode="numeric"
        dir="ltr"
        normalizeDigits
        value={values.company_registration_number}
        onChange={(value) => onChange('company_registration_number', value)}
        errorMessage={problems.company_registration_number}
        isRequired
        isDisabled={isDisabled}
      />
      <TextField
        id={fieldIds.address}
        label={t('legal.address')}
        name="address"
        autoComplete="street-address"
        value={values.address}
        onChange={(value) => onChange('address', value)}
        errorMessage={problems.address}
        isRequired
        isDisabled={isDisabled}
      />
    </>
  );
}
