import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { buildIndividualVerification, buildLegalVerification, buildVerification } from './kycFixtures';
import { sayKyc } from './kycMockMessages';

type Verification = ReturnType<typeof buildVerification>;

const current = (verification: () => Verification) =>
  http.get('/api/user/verification', ({ response }) => response(200).json(verification()));

/** The rejection the mocks report, in the request's language. */
const rejected = (request: Request) =>
  buildIndividualVerification({ status: 'not_verified', reason: sayKyc(request, 'rejectionReason') });

/** The rejected submission, whose details prefill the form: failure stories only choose the files. */
const currentRejected = http.get('/api/user/verification', ({ request, response }) =>
  response(200).json(rejected(request)),
);

const individualWorks = http.post('/api/user/update', ({ response }) =>
  response(200).json(buildIndividualVerification()),
);
const step1Works = http.post('/api/user/update/legal/step1', ({ response }) =>
  response(200).json(buildLegalVerification(1)),
);
const step2Works = http.post('/api/user/update/legal/step2', ({ response }) =>
  response(200).json(buildLegalVerification(2)),
);
const step3Works = http.post('/api/user/update/legal/step3', ({ response }) =>
  response(200).json(buildLegalVerification(3)),
);
const submitsWork = [individualWorks, step1Works, step2Works, step3Works];

/**
 * After a rejection, as the server answers: a legal draft still carries the reason the last submission
 * was refused, until step 3 sends it to review.
 */
const draftsAfterRejection = [1, 2].map((step) =>
  http.post(`/api/user/update/legal/step${step as 1 | 2}`, ({ request, response }) =>
    response(200).json(buildLegalVerification(step, { reason: sayKyc(request, 'rejectionReason') })),
  ),
);
const resubmitsWork = [individualWorks, ...draftsAfterRejection, step3Works];

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: sayKyc(request, 'serverError') }), { status: 500 });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/**
 * Named handler groups of the verification screens (`parameters.msw.handlers.kyc`). Each is complete on
 * its own: the current verification and every submission call.
 */
export const kycHandlers = {
  /** Nothing submitted yet; every submission is taken. */
  notSubmitted: [current(() => buildVerification()), ...submitsWork],
  /** An individual submission under review. */
  inProgress: [current(() => buildIndividualVerification())],
  /** Verified. */
  verified: [
    current(() =>
      buildIndividualVerification({ status: 'verified', reviewed_at: '2026-03-02T10:00:00+03:30' }),
    ),
  ],
  /** The last individual submission was rejected with a reason; sending it again works. */
  rejected: [currentRejected, ...resubmitsWork],
  /** A company that finished step 1 resumes at step 2. */
  legalAfterStep1: [current(() => buildLegalVerification(1)), ...submitsWork],
  /** The company's last submission was rejected: it starts again at step 1 with its details. */
  legalRejected: [
    http.get('/api/user/verification', ({ request, response }) =>
      response(200).json(
        buildLegalVerification(3, { status: 'not_verified', reason: sayKyc(request, 'rejectionReason') }),
      ),
    ),
    ...resubmitsWork,
  ],
  /** A company that finished step 2 resumes at step 3, the documents. */
  legalAfterStep2: [current(() => buildLegalVerification(2)), ...submitsWork],
  /** The verification never loads. */
  loading: [http.get('/api/user/verification', never)],
  /** The verification fails to load. */
  loadFailed: [
    http.get('/api/user/verification', ({ request, response }) => response.untyped(serverError(request))),
  ],
  /** Submissions never answer: the submitting states stay on screen. */
  submitting: [
    currentRejected,
    http.post('/api/user/update', never),
    http.post('/api/user/update/legal/step1', never),
  ],
  /** The server refuses the individual national code (checksum) and a holder's mobile: 422 keyed as sent. */
  validation: [
    currentRejected,
    http.post('/api/user/update', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayKyc(request, 'validation'),
          errors: { national_code: [sayKyc(request, 'nationalCode')] },
        }),
      ),
    ),
    draftsAfterRejection[0]!,
    http.post('/api/user/update/legal/step2', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayKyc(request, 'validation'),
          errors: { 'signature_holders[0][mobile]': [sayKyc(request, 'mobile')] },
        }),
      ),
    ),
  ],
  /** Every submission fails on the server. */
  serverError: [
    currentRejected,
    http.post('/api/user/update', ({ request, response }) => response.untyped(serverError(request))),
    http.post('/api/user/update/legal/step1', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
  ],
  /** Another tab already submitted: 409. */
  conflict: [
    currentRejected,
    http.post('/api/user/update', ({ request, response }) =>
      response(409).json(buildErrorBody({ message: sayKyc(request, 'inReview') })),
    ),
  ],
};
