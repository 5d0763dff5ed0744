import type { SubmissionStatus } from '../../../db/schema.js';
import type { components } from '../../../generated/schema.gen.js';
import { PER_PAGE, pageMeta } from '../../../http/paginate.js';
import type { OperationHandler } from '../../../http/operation.js';

type Query = { status?: components['schemas']['VerificationStatus']; page?: number };

const STORED: Record<NonNullable<Query['status']>, SubmissionStatus> = {
  in_progress: 'in_progress',
  verified: 'verified',
  not_verified: 'rejected',
};

/** GET /api/admin/verifications: submissions by status (the review queue by default), oldest first. */
export const adminListVerifications: OperationHandler<'adminListVerifications'> = async (request) => {
  const { status = 'in_progress', page = 1 } = request.query;
  const { db } = request.server.core;
  const base = db.selectFrom('verifications as v').where('v.status', '=', STORED[status]);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.id', 'v.user_type', 'v.status', 'v.submitted_at', 'u.id as user_id', 'u.email', 'u.name'])
    .orderBy('v.submitted_at')
    .orderBy('v.id')
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE)
    .execute();
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      user: { id: Number(row.user_id), email: row.email, name: row.name },
      user_type: row.user_type,
      status,
      submitted_at: (row.submitted_at as Date).toISOString(),
    })),
    meta: pageMeta(page, Number(total), rows.length),
  };
};
