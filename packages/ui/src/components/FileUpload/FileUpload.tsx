import { useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  ProgressBar,
  Text,
  type DropZoneProps,
} from 'react-aria-components';
import { acceptsFile } from './acceptsFile';
import * as styles from './FileUpload.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** Why a chosen file was refused before upload. */
export type FileRejection = 'type' | 'size';

export interface FileUploadProps {
  /** Visible label, e.g. "National card (front)"; names the drop zone and the choose button. */
  label: string;
  /** Text of the choose button, e.g. "Choose a photo". */
  chooseLabel: string;
  /** Hint in the drop zone, e.g. "or drop it here". @default undefined */
  dropLabel?: string;
  /** Accessible name of the remove button, e.g. "Remove file". */
  removeLabel: string;
  /** MIME types accepted, wildcards allowed, e.g. ['image/jpeg', 'image/png'] or ['video/*']. */
  accept: readonly string[];
  /** Largest accepted size in bytes. */
  maxSize: number;
  /** Shown when a file of another type is chosen or dropped. */
  typeErrorMessage: string;
  /** Shown when a file over `maxSize` is chosen or dropped. */
  sizeErrorMessage: string;
  /** Controlled file. @default undefined (uncontrolled) */
  value?: File | null;
  /** Initial file when uncontrolled. @default null */
  defaultValue?: File | null;
  /** Called with an accepted file, or null when it is removed. @default undefined */
  onChange?: (file: File | null) => void;
  /** Called when a file is refused (wrong type or too large); the previous file stays. @default undefined */
  onReject?: (file: File, reason: FileRejection) => void;
  /** Upload progress 0-100; shows a progress bar while defined. @default undefined */
  progress?: number;
  /** Accessible name of the progress bar, e.g. "Uploading". @default label */
  progressLabel?: string;
  /** Help text, e.g. the accepted formats and size. @default undefined */
  description?: string;
  /** Error from elsewhere (e.g. the server rejected the file). @default undefined */
  errorMessage?: string;
  /** Which camera a phone opens for capture ('user' for a selfie video). @default undefined */
  defaultCamera?: 'user' | 'environment';
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Picks one image or video by button or drag and drop (React Aria's FileTrigger and DropZone),
 * checks its type and size before anything is uploaded, previews it, and shows upload progress.
 */
export function FileUpload({
  label,
  chooseLabel,
  dropLabel,
  removeLabel,
  accept,
  maxSize,
  typeErrorMessage,
  sizeErrorMessage,
  value,
  defaultValue = null,
  onChange,
  onReject,
  progress,
  progressLabel,
  description,
  errorMessage,
  defaultCamera,
  isDisabled = false,
}: FileUploadProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [ownFile, setOwnFile] = useState<File | null>(defaultValue);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const file = value === undefined ? ownFile : value;
  const previewUrl = useObjectUrl(file);
  const isUploading = progress !== undefined;

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const reason: FileRejection | null = !acceptsFile(candidate, accept)
      ? 'type'
      : candidate.size > maxSize
        ? 'size'
        : null;
    setRejection(reason);
    if (reason) {
      onReject?.(candidate, reason);
      return;
    }
    if (value === undefined) setOwnFile(candidate);
    onChange?.(candidate);
  };

  const handleDrop = async (event: DropEvent) => {
    const item = event.items.find((dropped) => dropped.kind === 'file');
    if (item?.kind === 'file') take(await item.getFile());
  };

  const remove = () => {
    setRejection(null);
    if (value === undefined) setOwnFile(null);
    onChange?.(null);
  };

  const error =
    rejection === 'type' ? typeErrorMessage : rejection === 'size' ? sizeErrorMessage : errorMessage;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        className={styles.zone}
        aria-labelledby={labelId}
        isDisabled={isDisabled || isUploading}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void handleDrop(event)}
        data-invalid={error ? true : undefined}
      >
        {file && previewUrl ? (
          file.type.startsWith('video/') ? (
            <video className={styles.preview} src={previewUrl} controls aria-label={file.name} />
          ) : (
            <img className={styles.preview} src={previewUrl} alt={file.name} />
          )
        ) : (
          <svg className={styles.uploadIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M12 16V4m0 0l-5 5m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
        <FileTrigger
          acceptedFileTypes={accept}
          defaultCamera={defaultCamera}
          ref={fileInput}
          onSelect={(files) => {
            take(files?.[0]);
            // Browsers fire no change for the same file chosen twice; clearing lets a removed or
            // refused file be chosen again.
            if (fileInput.current) fileInput.current.value = '';
          }}
        >
          <AriaButton
            className={styles.chooseButton}
            isDisabled={isDisabled || isUploading}
            aria-describedby={describedBy || undefined}
          >
            {chooseLabel}
          </AriaButton>
        </FileTrigger>
        {dropLabel ? (
          <Text slot="label" className={styles.dropLabel}>
            {dropLabel}
          </Text>
        ) : null}
      </DropZone>
      {file ? (
        <div className={styles.fileRow}>
          <span className={styles.fileName} dir="auto">
            {file.name}
          </span>
          <AriaButton
            className={styles.removeButton}
            aria-label={removeLabel}
            isDisabled={isDisabled}
            onPress={remove}
          >
            <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={styles.removeIcon}>
              <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </AriaButton>
        </div>
      ) : null}
      {isUploading ? (
        <ProgressBar className={styles.progress} value={progress} aria-label={progressLabel ?? label}>
          {({ percentage }) => (
            <div className={styles.track}>
              <div className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
            </div>
          )}
        </ProgressBar>
      ) : null}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        // Refusals happen right after a choice: announce them at once.
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** An object URL for previewing `file`, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
