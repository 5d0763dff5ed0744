import type { components } from '../../shared/api/schema.gen';

type UploadedFile = components['schemas']['UploadedFile'];

/**
 * GET /api/files/{id} (downloadFile) as a link's address: the browser fetches it itself, with the session
 * cookie. The server sends it only to the owner and admins, always as an attachment with its sniffed type,
 * so an upload never runs in the app's origin; an `<img>` may still draw an image from it.
 */
export function fileDownloadPath(file: Pick<UploadedFile, 'id'>): string {
  return `/api/files/${file.id}`;
}
