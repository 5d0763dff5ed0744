import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';
import {
  buildMyLimits,
  OWN_USDT_WITHDRAWAL,
  TOMAN_WITHDRAWALS_USED_TODAY,
  type PersonLimit,
} from './limitsFixtures';

const LIMITS_PATH = '/api/limits';

/**
 * What the mock server answers on the limits card, per `X-Locale`, from the server's own catalogue; stories
 * assert exactly these.
 */
export const myLimitsMockMessages = mockMessages({ serverError: 'error.internal' });

/**
 * What the limits mock server remembers within one story: the calls it answered, in order, so a story can
 * check what the card asked for (one load, a retry).
 */
export const myLimitsMockState = {
  /** The calls answered, as "GET /api/limits". */
  requests: [] as string[],
};

/** Forgets the calls of the previous story. */
export function resetMyLimitsMocks(): void {
  myLimitsMockState.requests = [];
}

function logRequest(request: Request): void {
  const url = new URL(request.url);
  myLimitsMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: sayIn(myLimitsMockMessages, request, 'serverError') }), {
    status: 500,
  });

/** Answers with `limits`, as the server does. */
const answering = (limits: readonly PersonLimit[]) =>
  http.get(LIMITS_PATH, ({ request, response }) => {
    logRequest(request);
    return response(200).json({ data: [...limits] });
  });

/**
 * Named handler groups of the limits card (`parameters.msw.handlers.limits`). Each is complete on its own.
 */
export const myLimitsHandlers = {
  /** An individual's limits, some of each used. */
  limits: [answering(buildMyLimits())],
  /** The desk set this person's own Tether withdrawal amounts. */
  ownLimit: [answering(buildMyLimits({ usdt_withdrawal: OWN_USDT_WITHDRAWAL }))],
  /** Today's Toman withdrawals all used: nothing left today. */
  nothingLeftToday: [answering(buildMyLimits({ irt_withdrawal: TOMAN_WITHDRAWALS_USED_TODAY }))],
  /** Nothing ever loads. */
  loading: [
    http.get(LIMITS_PATH, async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
  /** The server fails (500, its message in the request's language). */
  serverError: [
    http.get(LIMITS_PATH, ({ request, response }) => {
      logRequest(request);
      return response.untyped(serverError(request));
    }),
  ],
  /** Fails the first time and answers when tried again (the retry works). */
  failsOnce: [
    http.get(LIMITS_PATH, ({ request, response }) => {
      const first = myLimitsMockState.requests.length === 0;
      logRequest(request);
      return first ? response.untyped(serverError(request)) : response(200).json({ data: buildMyLimits() });
    }),
  ],
};
