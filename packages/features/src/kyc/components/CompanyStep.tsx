import { TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerKycI18n';
import type { CompanyValues } from '../rules/validateLegal';
import { fieldBinder } from './fieldBinder';

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
  const bind = fieldBinder({ values, onChange, problems, isDisabled });
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
        normalizeDigits
        {...bind('company_national_id')}
        isRequired
      />
      <TextField
        id={fieldIds.company_registration_number}
        label={t('legal.registrationNumber')}
        name="company_registration_number"
        inputMode="numeric"
        dir="ltr"
        normalizeDigits
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
