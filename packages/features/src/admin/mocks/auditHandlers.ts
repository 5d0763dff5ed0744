import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { pageOf } from './adminFixtures';
import { buildAuditLog } from './auditFixtures';
import { sayAdmin } from './adminMockMessages';
import { logRequest } from './mockState';

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/** Named handler groups of the audit log screen (`parameters.msw.handlers.admin`). */
export const auditHandlers = {
  /** 35 entries, newest first, 30 a page. */
  auditLog: [
    http.get('/api/admin/audit-log', ({ query, request, response }) => {
      logRequest(request);
      return response(200).json(pageOf(buildAuditLog(), Number(query.get('page') ?? '1')));
    }),
  ],
  /** Nothing recorded. */
  auditEmpty: [http.get('/api/admin/audit-log', ({ response }) => response(200).json(pageOf([], 1)))],
  /** The log never loads. */
  auditLoading: [http.get('/api/admin/audit-log', never)],
  /** The log fails to load. */
  auditLoadFailed: [
    http.get('/api/admin/audit-log', ({ request, response }) =>
      response.untyped(
        Response.json(buildErrorBody({ message: sayAdmin(request, 'serverError') }), { status: 500 }),
      ),
    ),
  ],
};
