import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { buildReferrals, buildReferralSummary, pageOf, type Referral } from './referralFixtures';
import { sayReferral } from './referralMockMessages';
import { callsTo, logRequest } from './referralMockState';

const SUMMARY_PATH = '/api/referrals/summary';
const LIST_PATH = '/api/referrals';

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: sayReferral(request, 'serverError') }), { status: 500 });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const pageAsked = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? '1');

/** The summary and the list of `referrals`, as the server answers them. */
function answering(referrals: readonly Referral[]) {
  const summary = buildReferralSummary(referrals);
  return [
    http.get(SUMMARY_PATH, ({ request, response }) => {
      logRequest(request);
      return response(200).json(summary);
    }),
    http.get(LIST_PATH, ({ request, response }) => {
      logRequest(request);
      return response(200).json(pageOf(referrals, pageAsked(request)));
    }),
  ];
}

const people = answering(buildReferrals());

/** Fails with the server's 500 (its message in the request's language). */
const failing = (path: typeof SUMMARY_PATH | typeof LIST_PATH) =>
  http.get(path, ({ request, response }) => {
    logRequest(request);
    return response.untyped(serverError(request));
  });

/**
 * Named handler groups of the referral screens (`parameters.msw.handlers.referral`). Each is complete on
 * its own; the first handler for a path wins, so a group puts its exceptions before the defaults.
 */
export const referralHandlers = {
  /** 45 people joined with the link: two pages of referrals, and their summary. */
  referrals: people,
  /** Nobody joined yet: zero figures, an empty list. */
  empty: answering([]),
  /** Nothing ever loads. */
  loading: [http.get(SUMMARY_PATH, never), http.get(LIST_PATH, never)],
  /** The summary and the list fail on the server. */
  serverError: [failing(SUMMARY_PATH), failing(LIST_PATH)],
  /** Only the summary fails; the list loads. */
  summaryFails: [failing(SUMMARY_PATH), ...people],
  /** Each call fails the first time and answers when tried again (the retry works). */
  failsOnce: [
    http.get(SUMMARY_PATH, ({ request, response }) => {
      if (callsTo(SUMMARY_PATH) === 0) {
        logRequest(request);
        return response.untyped(serverError(request));
      }
      return undefined;
    }),
    http.get(LIST_PATH, ({ request, response }) => {
      if (callsTo(LIST_PATH) === 0) {
        logRequest(request);
        return response.untyped(serverError(request));
      }
      return undefined;
    }),
    ...people,
  ],
  /** Page 1 loads, every further page fails. */
  moreFails: [
    http.get(LIST_PATH, ({ request, response }) => {
      if (pageAsked(request) === 1) return undefined;
      logRequest(request);
      return response.untyped(serverError(request));
    }),
    ...people,
  ],
};
