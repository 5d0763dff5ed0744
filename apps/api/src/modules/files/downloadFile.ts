import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import type { OperationHandler } from '../../http/operation.js';

/** An ASCII stand-in for the header's plain `filename`, the real name going in `filename*`. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/**
 * GET /api/files/{id}: the owner's or an admin's file, always as an attachment with the sniffed type and
 * nosniff, so an upload never renders in the app's origin. Anyone else gets 404, not 403.
 */
export const downloadFile: OperationHandler<'downloadFile'> = async (request, reply) => {
  const { user } = signedIn(request);
  const { id } = request.params;
  const { db, config } = request.server.core;
  const file = await db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', String(id) as never)
    .executeTakeFirst();
  if (!file || (file.user_id !== user.id && user.role !== 'admin'))
    throw new DomainError('notFound', 'error.notFound');
  return reply
    .header(
      'content-disposition',
      `attachment; filename="${asciiName(file.original_name)}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(file.content_type)
    .code(200)
    .send(createReadStream(join(config.uploadDir, file.storage_name)));
};
