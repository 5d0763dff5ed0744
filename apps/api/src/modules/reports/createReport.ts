import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/DomainError.js';
import { withTransaction } from '../../db/transaction.js';
import { signedIn } from '../../http/auth.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import { presentReport, reportFileName } from './presentReport.js';
import { checkReportRange } from './reportRange.js';
import { insertReport, lockReportsOf, pendingCountOf } from './reportRepository.js';
import { wakeReportJobs } from './reportJobs.js';
import type { OperationHandler } from '../../http/operation.js';

/** Reports one person may have waiting at once: each is a long read and a file. */
export const MAX_PENDING_REPORTS = 3;
const RETRY_PENDING_SECONDS = 30;

/**
 * POST /api/reports: records the request and leaves the work to the report job (the request never waits
 * for a long range). Limited per person like quotes, and at most MAX_PENDING_REPORTS waiting at once.
 */
export function createReport(app: FastifyInstance): OperationHandler<'createReport'> {
  return {
    // After the router's access check (the first onRequest hook), so the caller is known.
    onRequest: rateLimitHook(
      app,
      'reports-user',
      app.core.config.rateLimits.reportsPerUser,
      (request) => signedIn(request).user.id,
    ),
    handler: async (request, reply) => {
      const { from, to } = request.body;
      checkReportRange(from, to);
      const { user } = signedIn(request);
      const { db, now } = request.server.core;
      const row = await withTransaction(db, async (trx) => {
        await lockReportsOf(trx, user.id);
        if ((await pendingCountOf(trx, user.id)) >= MAX_PENDING_REPORTS)
          throw new DomainError('rateLimited', 'report.tooManyPending', {
            params: { count: MAX_PENDING_REPORTS },
            retryAfterSeconds: RETRY_PENDING_SECONDS,
          });
        return insertReport(trx, {
          user_id: user.id,
          from_date: from,
          to_date: to,
          locale: request.locale,
          file_name: reportFileName(from, to),
          created_at: now(),
        });
      });
      wakeReportJobs((error) => request.log.warn(error, 'report job not woken'));
      void reply.code(201);
      return presentReport(row);
    },
  };
}
