export { fileDownloadPath } from './downloadFile';
export { FILE_SIZE_UNITS, fileSizeOf, type FileSizeUnit } from './fileSize';
export {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_TYPES,
} from './uploadRules';
export { useFileSizeText } from './useFileSizeText';
