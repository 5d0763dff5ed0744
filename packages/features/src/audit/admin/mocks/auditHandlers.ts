import { delay } from 'msw';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { pageOf } from '../../../shared/mocks/adminFixtures';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import { buildAuditLog } from './auditFixtures';

/** What the mock server answers on the audit log screen, per `X-Locale`, from the server's own catalogue. */
export const auditMockMessages = mockMessages({ serverError: 'error.internal' });

/** What the audit log's mock server remembers within one story: the calls it answered. */
export const auditMockState = {
  /** As "GET /api/admin/audit-log?page=2". */
  requests: [] as string[],
};

export function resetAuditMocks(): void {
  auditMockState.requests = [];
}

function logRequest(request: Request): void {
  const url = new URL(request.url);
  auditMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

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
        Response.json(buildErrorBody({ message: sayIn(auditMockMessages, request, 'serverError') }), {
          status: 500,
        }),
      ),
    ),
  ],
};
