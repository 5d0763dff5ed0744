import { PER_PAGE, pageMeta } from '../../../http/paginate.js';
import type { OperationHandler } from '../../../http/operation.js';

/** GET /api/admin/audit-log: entries newest first, optionally by actor or action. */
export const adminListAuditLog: OperationHandler<'adminListAuditLog'> = async (request) => {
  const { page = 1, actor_id, action } = request.query;
  const { db } = request.server.core;
  let base = db.selectFrom('audit_log as a');
  if (actor_id !== undefined) base = base.where('a.actor_id', '=', String(actor_id));
  if (action !== undefined) base = base.where('a.action', '=', action);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.action',
      'a.subject_type',
      'a.subject_id',
      'a.details',
      'a.ip',
      'a.created_at',
      'u.id as actor_user_id',
      'u.email as actor_email',
      'u.name as actor_name',
    ])
    .orderBy('a.id', 'desc')
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE)
    .execute();
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      actor:
        row.actor_user_id !== null && row.actor_email !== null
          ? { id: Number(row.actor_user_id), email: row.actor_email, name: row.actor_name }
          : null,
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      details: row.details,
      ip: row.ip,
      created_at: row.created_at.toISOString(),
    })),
    meta: pageMeta(page, Number(total), rows.length),
  };
};
