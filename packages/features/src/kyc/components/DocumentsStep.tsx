import { useTranslation } from 'react-i18next';
import '../i18n/registerKycI18n';
import type { DocumentValues } from '../rules/validateLegal';
import { fieldBinder } from './fieldBinder';
import { KycFileField } from './KycFileField';

export interface DocumentsStepProps {
  /** The documents chosen so far. */
  values: DocumentValues;
  /** Called with one changed document. */
  onChange: (field: keyof DocumentValues, file: File | null) => void;
  /** Messages by field. */
  problems: Partial<Record<string, string>>;
  /** @default false */
  isDisabled?: boolean;
}

/** Legal step 3: board changes announcement, signature certificate and the Tether purchase request letter. */
export function DocumentsStep({ values, onChange, problems, isDisabled }: DocumentsStepProps) {
  const { t } = useTranslation('kyc');
  const bind = fieldBinder({ values, onChange, problems, isDisabled });
  return (
    <>
      <KycFileField kind="document" label={t('legal.boardChanges')} {...bind('board_changes_document')} />
      <KycFileField
        kind="document"
        label={t('legal.signatureCertificate')}
        {...bind('signature_certificate')}
      />
      <KycFileField
        kind="document"
        label={t('legal.requestLetter')}
        description={t('legal.requestLetterHint')}
        {...bind('request_letter')}
      />
    </>
  );
}
