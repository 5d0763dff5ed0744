import { delay } from 'msw';
import { MOCK_ADMIN, MOCK_NOW, pageOf } from '../../../../shared/mocks/adminFixtures';
import { buildErrorBody } from '../../../../shared/mocks/errorBody';
import { http } from '../../../../shared/mocks/http';
import { mockMessages, sayIn } from '../../../../shared/mocks/serverMessage';
import { buildRecoveryDesk, type AdminFactorRecovery } from './factorRecoveryAdminFixtures';

/** The server's words the mocks answer with, per `X-Locale`; stories assert exactly these. */
export const factorRecoveryAdminMockMessages = mockMessages({
  serverError: 'error.internal',
  notFound: 'error.notFound',
  notPending: 'factorRecovery.notPending',
  ownRequest: 'factorRecovery.ownRequest',
  validation: 'error.validation',
  required: 'validation.required',
});

type MockMessage = keyof (typeof factorRecoveryAdminMockMessages)['en'];
const say = (request: Request, key: MockMessage) => sayIn(factorRecoveryAdminMockMessages, request, key);

/** What the mock desk remembers within a story: decisions change the list, as on the server. */
export const factorRecoveryMockState = { requests: new Map<number, AdminFactorRecovery>() };

export function resetFactorRecoveryMocks(): void {
  factorRecoveryMockState.requests = new Map(buildRecoveryDesk().map((request) => [request.id, request]));
}
resetFactorRecoveryMocks();

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const error = (request: Request, status: number, key: MockMessage) =>
  Response.json(buildErrorBody({ message: say(request, key) }), { status });

const list = http.get('/api/admin/factor-recoveries', ({ query, response }) => {
  const status = query.get('status') ?? 'pending';
  const rows = [...factorRecoveryMockState.requests.values()]
    .filter((request) => request.status === status)
    .map(({ id, user, status, created_at }) => ({ id, user, status, created_at }));
  return response(200).json(pageOf(rows, Number(query.get('page') ?? '1')));
});

const detail = http.get('/api/admin/factor-recoveries/{id}', ({ params, request, response }) => {
  const found = factorRecoveryMockState.requests.get(Number(params.id));
  return found ? response(200).json(found) : response.untyped(error(request, 404, 'notFound'));
});

function decide(request: Request, id: number, status: 'approved' | 'rejected', words: string, field: string) {
  const current = factorRecoveryMockState.requests.get(id);
  if (!current) return error(request, 404, 'notFound');
  if (current.status !== 'pending') return error(request, 409, 'notPending');
  if (!words.trim()) {
    return Response.json(
      buildErrorBody({
        message: say(request, 'validation'),
        errors: { [field]: [say(request, 'required')] },
      }),
      { status: 422 },
    );
  }
  const decided: AdminFactorRecovery = {
    ...current,
    status,
    decided_at: MOCK_NOW,
    decided_by: MOCK_ADMIN,
    decision_note: words.trim(),
  };
  factorRecoveryMockState.requests.set(id, decided);
  return Response.json(decided);
}

const approve = http.post(
  '/api/admin/factor-recoveries/{id}/approve',
  async ({ params, request, response }) => {
    const { note } = await request.clone().json();
    return response.untyped(decide(request, Number(params.id), 'approved', note, 'note'));
  },
);

const reject = http.post(
  '/api/admin/factor-recoveries/{id}/reject',
  async ({ params, request, response }) => {
    const { reason } = await request.clone().json();
    return response.untyped(decide(request, Number(params.id), 'rejected', reason, 'reason'));
  },
);

/** A 1x1 PNG for every stored file: pictures draw; the videos are not fetched before Play. */
const files = http.get('/api/files/{id}', ({ response }) =>
  response.untyped(
    new Response(
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mOs3nHnPwAGEQLTKffukwAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
      { headers: { 'Content-Type': 'image/png' } },
    ),
  ),
);

const desk = [list, detail, approve, reject, files];

/** Named handler groups (`parameters.msw.handlers.admin`), each complete on its own. */
export const factorRecoveryAdminHandlers = {
  /** Three waiting requests; decisions are remembered until the next story. */
  desk,
  /** Nothing waits. */
  empty: [
    http.get('/api/admin/factor-recoveries', ({ response }) => response(200).json(pageOf([], 1))),
    ...desk,
  ],
  /** The list never loads. */
  listLoading: [http.get('/api/admin/factor-recoveries', never)],
  /** The list fails to load. */
  listLoadFailed: [
    http.get('/api/admin/factor-recoveries', ({ request, response }) =>
      response.untyped(error(request, 500, 'serverError')),
    ),
  ],
  /** The request never loads. */
  detailLoading: [http.get('/api/admin/factor-recoveries/{id}', never), files],
  /** The request fails to load. */
  detailLoadFailed: [
    http.get('/api/admin/factor-recoveries/{id}', ({ request, response }) =>
      response.untyped(error(request, 500, 'serverError')),
    ),
    files,
  ],
  /** The request is about the operator's own account: the server refuses either decision (403). */
  ownRequest: [
    http.post('/api/admin/factor-recoveries/{id}/approve', ({ request, response }) =>
      response.untyped(error(request, 403, 'ownRequest')),
    ),
    ...desk,
  ],
  /** Another operator decided between loading and deciding: 409, and the request is decided. */
  alreadyDecided: [
    http.post('/api/admin/factor-recoveries/{id}/reject', ({ params, request, response }) => {
      const id = Number(params.id);
      const current = factorRecoveryMockState.requests.get(id)!;
      factorRecoveryMockState.requests.set(id, {
        ...current,
        status: 'approved',
        decided_at: MOCK_NOW,
        decided_by: { id: 2, email: 'second.desk@sarraf.example', name: null },
        decision_note: 'Same face as the verification video.',
      });
      return response.untyped(error(request, 409, 'notPending'));
    }),
    ...desk,
  ],
};
