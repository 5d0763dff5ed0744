/** The contract's limits: images and documents up to 5 MB, the live video up to 50 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
