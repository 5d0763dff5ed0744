/** The contract's upload limits: images and documents (a receipt, a company paper) up to 5 MB, a video 50 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = MAX_IMAGE_BYTES;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** What the server sniffs and takes: photos as JPEG, PNG or WebP; documents as those or PDF; MP4 or WebM. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
