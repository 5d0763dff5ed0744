import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../shared/api/schema.gen';
import { fileDownloadPath } from './downloadFile';
import { IMAGE_TYPES } from './uploadRules';
import * as styles from './UploadedMedia.css';

type UploadedFile = components['schemas']['UploadedFile'];

export interface UploadedMediaProps {
  /** The stored upload (its sniffed `content_type` decides how it is drawn). */
  file: Pick<UploadedFile, 'id' | 'content_type' | 'original_name'>;
  /** What it is, in words ("Live video"): the picture's text and the video's name. */
  label: string;
  /** The picture's text instead of the general one. @default "{label}, as uploaded" */
  imageAlt?: string;
  /**
   * Whether a video that cannot play offers its own download link; false when the caller shows one beside.
   * @default true
   */
  offerDownload?: boolean;
}

const isImage = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

/**
 * Whether this browser says it may play the type: "" means it cannot (Chromium and Firefox for a phone's
 * QuickTime .mov). "maybe" is no promise: a file it then fails to decode (HEVC inside an MP4) says so too.
 */
function mayPlay(type: string): boolean {
  if (typeof document === 'undefined') return true;
  return document.createElement('video').canPlayType(type) !== '';
}

/**
 * An upload a reviewer needs to see in the page: an image drawn whole, a video played inline with the
 * browser's controls (nothing is fetched before Play, so a queue of 50 MB videos opens fast). A video the
 * browser cannot play is a sentence saying so and a download link to open it in a player; other files draw
 * nothing (their download link is the caller's).
 */
export function UploadedMedia({ file, label, imageAlt, offerDownload = true }: UploadedMediaProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const src = fileDownloadPath(file);
  if (isImage(file.content_type)) {
    return <img className={styles.image} src={src} alt={imageAlt ?? t('common:media.imageAlt', { label })} />;
  }
  if (!file.content_type.startsWith('video/')) return null;
  if (failed || !mayPlay(file.content_type)) {
    return (
      <div className={styles.fallback} role="note">
        <p className={styles.fallbackText}>{t('common:media.cannotPlay', { label })}</p>
        {offerDownload ? (
          <a
            className={styles.link}
            href={src}
            download={file.original_name}
            aria-label={t('common:media.download', { name: file.original_name })}
          >
            <bdi>{file.original_name}</bdi>
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <video
      className={styles.video}
      controls
      playsInline
      preload="none"
      aria-label={label}
      onError={() => setFailed(true)}
    >
      <source src={src} type={file.content_type} onError={() => setFailed(true)} />
    </video>
  );
}
