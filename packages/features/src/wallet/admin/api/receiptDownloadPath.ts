import { fileDownloadPath } from '../../../entities/upload';

/**
 * Where a deposit's receipt downloads from (downloadFile), or null when there is none. The link is data
 * from the server; only a stored file's address is turned into a link, so a row can never point the
 * operator anywhere else.
 */
export function receiptDownloadPath(link: string | null): string | null {
  const id = /^\/api\/files\/([1-9][0-9]{0,15})$/.exec(link ?? '')?.[1];
  return id ? fileDownloadPath({ id: Number(id) }) : null;
}
