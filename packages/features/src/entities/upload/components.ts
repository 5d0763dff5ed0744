// What the upload entity draws; apart from index.ts, which plain Node code and tests import.
export { UploadedMedia, type UploadedMediaProps } from './UploadedMedia';
