import { signedIn } from '../../http/auth.js';
import { presentReport } from './presentReport.js';
import { recentReportsOf } from './reportRepository.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/reports: the person's last 20 reports that still exist, newest first. */
export const listReports: OperationHandler<'listReports'> = async (request) => {
  const { user } = signedIn(request);
  const rows = await recentReportsOf(request.server.core.db, user.id);
  return { data: rows.map(presentReport) };
};
