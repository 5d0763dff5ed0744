import { defineModule } from '../../http/modules.js';
import { closeUnreadUpload } from './closeUnreadUpload.js';
import { downloadFile } from './downloadFile.js';

/**
 * files: uploads (streamed, sniffed, size-limited while they arrive) and their download by the owner or an
 * operator. Owns `files` and the upload folder.
 */
export const filesModule = defineModule('files', (app) => {
  app.addHook('onSend', closeUnreadUpload);
  return { operations: { downloadFile } };
});

export { addFile, addFiles, filesOf, removeFiles, type FileRow } from './filesRepository.js';
export {
  discardUploads,
  withMultipartForm,
  type FormSpec,
  type MultipartForm,
  type SavedUpload,
} from './readMultipart.js';
export { documentRule, imageRule, videoRule, type FileRule } from './uploadRules.js';
