import { useTranslation } from 'react-i18next';
import '../i18n/registerKycI18n';
import type { DocumentValues } from '../rules/validateLegal';
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
  return (
    <>
      <KycFileField
        kind="document"
        label={t('legal.boardChanges')}
        value={values.board_changes_document}
        onChange={(file) => onChange('board_changes_document', file)}
        errorMessage={problems.board_changes_document}
        isDisabled={isDisabled}
      />
      <KycFileField
        kind="document"
        label={t('legal.signatureCertificate')}
        value={values.signature_certificate}
        onChange={(file) => onChange('signature_certificate', file)}
        errorMessage={problems.signature_certificate}
        isDisabled={isDisabled}
      />
      <KycFileField
        kind="document"
        label={t('legal.requestLetter')}
        description={t('legal.requestLetterHint')}
        value={values.request_letter}
        onChange={(file) => onChange('request_letter', file)}
        errorMessage={problems.request_letter}
        isDisabled={isDisabled}
      />
    </>
  );
}
