import { useTranslation } from 'react-i18next';
import type { Bind } from '../../shared/forms/useForm';
import '../i18n/registerKycI18n';
import type { DocumentValues } from '../rules/validateLegal';
import { KycFileField } from './KycFileField';

export interface DocumentsStepProps {
  /** The step's form: each document, its change, message and busy state. */
  bind: Bind<DocumentValues>;
}

/** Legal step 3: board changes announcement, signature certificate and the Tether purchase request letter. */
export function DocumentsStep({ bind }: DocumentsStepProps) {
  const { t } = useTranslation('kyc');
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
