import type { UploadLimits } from '../../config.js';
import type { MessageKey } from '../../i18n/messages.js';

export interface FileRule {
  /** MIME types accepted, as sniffed from the bytes by file-type. */
  types: readonly string[];
  maxBytes: number;
  /** The message when the bytes are of another type. */
  typeMessage: MessageKey;
}

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function imageRule(limits: UploadLimits): FileRule {
  return { types: IMAGES, maxBytes: limits.imageBytes, typeMessage: 'upload.imageType' };
}
export function videoRule(limits: UploadLimits): FileRule {
  return { types: ['video/mp4', 'video/webm'], maxBytes: limits.videoBytes, typeMessage: 'upload.videoType' };
}
export function documentRule(limits: UploadLimits): FileRule {
  return {
    types: [...IMAGES, 'application/pdf'],
    maxBytes: limits.documentBytes,
    typeMessage: 'upload.documentType',
  };
}
