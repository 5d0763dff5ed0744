import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { reportsDir } from './generateReport.js';
import { reportOf } from './reportRepository.js';
import type { OperationHandler } from '../../http/operation.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/reports/{id}/download: the person's ready report as an attachment. Another person's, a deleted
 * one or an unknown id answer 404; one still being generated (or failed) answers 409.
 */
export const downloadReport: OperationHandler<'downloadReport'> = async (request, reply) => {
  const { user } = signedIn(request);
  const { id } = request.params;
  const { db, config } = request.server.core;
  const report = await reportOf(db, user.id, String(id));
  if (!report) throw new DomainError('notFound', 'error.notFound');
  if (report.status !== 'ready' || !report.storage_name) throw new DomainError('conflict', 'report.notReady');
  return reply
    .header('content-disposition', `attachment; filename="${report.file_name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .type(XLSX)
    .code(200)
    .send(createReadStream(join(reportsDir(config.uploadDir), report.storage_name)));
};
