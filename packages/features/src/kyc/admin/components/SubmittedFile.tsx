import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../api/adminGetVerification';
import '../i18n/registerKycAdminI18n';
import { fileDownloadPath, useFileSizeText } from '../../../entities/upload';
import { UploadedMedia } from '../../../entities/upload/components';
import * as styles from './SubmittedFile.css';

/** The upload's form field in words; holders' fields ("signature_holders[0][national_id_file]") by their end. */
function fieldKey(field: string): string {
  return /\[([a-z_]+)\]$/.exec(field)?.[1] ?? field;
}

const KNOWN_FIELDS = new Set([
  'national_card_front',
  'live_video',
  'board_changes_document',
  'signature_certificate',
  'request_letter',
  'national_id_file',
  'birth_certificate_file',
]);

/**
 * One uploaded file: what it is, a download link with its original name, its type and size; the card's
 * photo drawn whole and the live video played in the page (`UploadedMedia`: a video the browser cannot play
 * says so and leaves the download).
 */
export function SubmittedFile({ file }: { file: UploadedFile }) {
  const { t } = useTranslation('admin');
  const key = fieldKey(file.field);
  const label = KNOWN_FIELDS.has(key) ? t(`verification.files.${key}`) : file.field;
  const fileSizeText = useFileSizeText();
  const href = fileDownloadPath(file);
  return (
    <li className={styles.file}>
      <UploadedMedia
        file={file}
        label={label}
        imageAlt={t('verification.files.preview', { label })}
        offerDownload={false}
      />
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        <a
          className={styles.link}
          href={href}
          download={file.original_name}
          aria-label={t('verification.files.download', { name: file.original_name })}
        >
          <bdi>{file.original_name}</bdi>
        </a>
        <span className={styles.facts}>
          <bdi dir="ltr">{file.content_type}</bdi>
          <span>{fileSizeText(file.size)}</span>
        </span>
      </div>
    </li>
  );
}

/** The files of a submission or a holder, in the order the server gave them. */
export function SubmittedFiles({ files }: { files: readonly UploadedFile[] }) {
  return (
    <ul className={styles.list}>
      {files.map((file) => (
        <SubmittedFile key={file.id} file={file} />
      ))}
    </ul>
  );
}
