import { FileUpload } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerKycI18n';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_TYPES,
} from '../../entities/upload';

const kinds = {
  image: {
    accept: IMAGE_TYPES,
    maxSize: MAX_IMAGE_BYTES,
    choose: 'fields.chooseImage',
    hint: 'fields.imageHint',
  },
  video: {
    accept: VIDEO_TYPES,
    maxSize: MAX_VIDEO_BYTES,
    choose: 'fields.chooseVideo',
    hint: 'fields.liveVideoHint',
  },
  document: {
    accept: DOCUMENT_TYPES,
    maxSize: MAX_IMAGE_BYTES,
    choose: 'fields.chooseFile',
    hint: 'fields.documentHint',
  },
} as const;

export interface KycFileFieldProps {
  /** Visible label, e.g. "National card (front)". */
  label: string;
  /** Which files are accepted and how large they may be. */
  kind: keyof typeof kinds;
  /** The chosen file. */
  value: File | null;
  /** Called with the accepted file, or null when removed. */
  onChange: (file: File | null) => void;
  /** The field's problem (ours or the server's). @default undefined */
  errorMessage?: string;
  /** Help text instead of the kind's formats and size. @default the kind's hint */
  description?: string;
  /** @default false */
  isDisabled?: boolean;
}

/** A verification document: FileUpload with the contract's types and sizes and the kyc texts. */
export function KycFileField({
  label,
  kind,
  value,
  onChange,
  errorMessage,
  description,
  isDisabled,
}: KycFileFieldProps) {
  const { t } = useTranslation('kyc');
  const rules = kinds[kind];
  return (
    <FileUpload
      label={label}
      chooseLabel={t(rules.choose)}
      dropLabel={t('fields.dropHint')}
      removeLabel={t('fields.removeFile')}
      accept={rules.accept}
      maxSize={rules.maxSize}
      typeErrorMessage={t('fields.typeError')}
      sizeErrorMessage={t('fields.sizeError')}
      value={value}
      onChange={onChange}
      description={description ?? t(rules.hint)}
      errorMessage={errorMessage}
      // The live video is a selfie: phones should open the front camera.
      defaultCamera={kind === 'video' ? 'user' : undefined}
      isDisabled={isDisabled}
    />
  );
}
