import { delay } from 'msw';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { MOCK_NOW, pageOf } from '../../../shared/mocks/adminFixtures';
import { toSummary, type AdminVerification } from './kycAdminFixtures';
import { sayKycAdmin } from './kycAdminMockMessages';
import { kycAdminMockState, logRequest } from './kycAdminMockState';

type Status = AdminVerification['status'];

const STATUSES: readonly Status[] = ['in_progress', 'verified', 'not_verified'];

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: sayKycAdmin(request, 'serverError') }), { status: 500 });

const notFound = (request: Request) =>
  Response.json(buildErrorBody({ message: sayKycAdmin(request, 'notFound') }), { status: 404 });

const notInReview = (request: Request) =>
  Response.json(buildErrorBody({ message: sayKycAdmin(request, 'notInReview') }), { status: 409 });

/** One page of the submissions with this status, oldest first, as the server pages them. */
function queuePage(asked: string | null, page: number) {
  const status = STATUSES.find((candidate) => candidate === asked) ?? 'in_progress';
  const rows = [...kycAdminMockState.verifications.values()]
    .filter((verification) => verification.status === status)
    .sort((a, b) => Date.parse(a.submitted_at!) - Date.parse(b.submitted_at!))
    .map(toSummary);
  return pageOf(rows, page);
}

const list = http.get('/api/admin/verifications', ({ query, request, response }) => {
  logRequest(request);
  return response(200).json(queuePage(query.get('status'), Number(query.get('page') ?? '1')));
});

const detail = http.get('/api/admin/verifications/{id}', ({ params, request, response }) => {
  logRequest(request);
  const verification = kycAdminMockState.verifications.get(Number(params.id));
  return verification ? response(200).json(verification) : response.untyped(notFound(request));
});

/** Records a decision on a submission in review, or answers why it cannot be made. */
function decide(request: Request, id: number, decision: Pick<AdminVerification, 'status' | 'reason'>) {
  logRequest(request);
  const current = kycAdminMockState.verifications.get(id);
  if (!current) return notFound(request);
  if (current.status !== 'in_progress') return notInReview(request);
  const decided: AdminVerification = { ...current, ...decision, reviewed_at: MOCK_NOW };
  kycAdminMockState.verifications.set(id, decided);
  return Response.json(decided);
}

const approve = http.post('/api/admin/verifications/{id}/approve', ({ params, request, response }) =>
  response.untyped(decide(request, Number(params.id), { status: 'verified', reason: null })),
);

const reject = http.post('/api/admin/verifications/{id}/reject', async ({ params, request, response }) => {
  const { reason } = await request.clone().json();
  // The server's own rules, in its words: the schema's 1..500 characters and no reason of spaces only.
  const problem = !reason.trim() ? 'required' : [...reason].length > 500 ? 'reasonTooLong' : null;
  if (problem) {
    return response(422).json(
      buildErrorBody({
        message: sayKycAdmin(request, 'validation'),
        errors: { reason: [sayKycAdmin(request, problem)] },
      }),
    );
  }
  return response.untyped(
    decide(request, Number(params.id), { status: 'not_verified', reason: reason.trim() }),
  );
});

/** A 1x1 PNG: what every uploaded image is in the mocks, so previews draw instead of breaking. */
function onePixelPng(): Uint8Array<ArrayBuffer> {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mOs3nHnPwAGEQLTKffukwAAAABJRU5ErkJggg==';
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Files download as attachments (previews draw from the same address). */
const files = http.get('/api/files/{id}', ({ response }) =>
  response.untyped(
    new Response(onePixelPng(), {
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="file.png"' },
    }),
  ),
);

/** The whole review desk: list, detail, decisions and files, remembering decisions. */
const desk = [list, detail, approve, reject, files];

/**
 * Named handler groups of the verification review screens (`parameters.msw.handlers.admin`). Each is
 * complete on its own.
 */
export const verificationHandlers = {
  /** The desk as the fixtures seed it; decisions are remembered until the next story. */
  reviewDesk: desk,
  /** Nothing in any list. */
  queueEmpty: [
    http.get('/api/admin/verifications', ({ response }) => response(200).json(pageOf([], 1))),
    ...desk,
  ],
  /** The queue never loads. */
  queueLoading: [http.get('/api/admin/verifications', never)],
  /** The queue fails to load. */
  queueLoadFailed: [
    http.get('/api/admin/verifications', ({ request, response }) => response.untyped(serverError(request))),
  ],
  /** The first load fails; asked again, the server answers. */
  queueFailsOnce: [
    http.get('/api/admin/verifications', ({ query, request, response }) => {
      const isFirst = !kycAdminMockState.requests.some((line) =>
        line.startsWith('GET /api/admin/verifications?'),
      );
      logRequest(request);
      return isFirst
        ? response.untyped(serverError(request))
        : response(200).json(queuePage(query.get('status'), Number(query.get('page') ?? '1')));
    }),
    ...desk,
  ],
  /** The first page loads; every further page fails. */
  queueMoreFails: [
    http.get('/api/admin/verifications', ({ query, request, response }) => {
      const page = Number(query.get('page') ?? '1');
      return page === 1
        ? response(200).json(queuePage(query.get('status'), page))
        : response.untyped(serverError(request));
    }),
    ...desk,
  ],
  /** The submission never loads. */
  detailLoading: [http.get('/api/admin/verifications/{id}', never), files],
  /** The submission fails to load. */
  detailLoadFailed: [
    http.get('/api/admin/verifications/{id}', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
    files,
  ],
  /** Another admin decides between loading and pressing Approve: the server answers 409. */
  approveConflict: [
    http.post('/api/admin/verifications/{id}/approve', ({ params, request, response }) => {
      const id = Number(params.id);
      const current = kycAdminMockState.verifications.get(id);
      if (current)
        kycAdminMockState.verifications.set(id, { ...current, status: 'verified', reviewed_at: MOCK_NOW });
      return response.untyped(notInReview(request));
    }),
    ...desk,
  ],
  /** The server refuses the reason: its 422 message, keyed `reason`, belongs on the field. */
  rejectRefused: [
    http.post('/api/admin/verifications/{id}/reject', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayKycAdmin(request, 'validation'),
          errors: { reason: [sayKycAdmin(request, 'reasonTooLong')] },
        }),
      ),
    ),
    ...desk,
  ],
  /** Decisions fail on the server. */
  decisionFails: [
    http.post('/api/admin/verifications/{id}/approve', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
    ...desk,
  ],
  /** Decisions never answer: the pending state stays on screen. */
  deciding: [
    http.post('/api/admin/verifications/{id}/approve', never),
    http.post('/api/admin/verifications/{id}/reject', never),
    ...desk,
  ],
};
