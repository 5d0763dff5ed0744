import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';
import type { FreezeWithdrawalsRequest } from '../api/freezeWithdrawals';

const PATH = '/api/security/freeze-withdrawals';

/** Seconds of the mocked Retry-After when the page is rate limited. */
export const MOCK_FREEZE_RETRY_AFTER = 60;

/** What the mock server answers on the "this was not me" page, per `X-Locale`, from its own catalogue. */
export const freezeMockMessages = mockMessages({
  linkInvalid: 'security.freezeLinkInvalid',
  tooManyRequests: ['error.tooManyRequests', { seconds: MOCK_FREEZE_RETRY_AFTER }],
  serverError: 'error.internal',
});

type FreezeMockMessage = keyof (typeof freezeMockMessages)['en'];

const say = (request: Request, key: FreezeMockMessage) => sayIn(freezeMockMessages, request, key);

/** The token of the mail's link in the stories, and when the mock stops withdrawals (a Tehran evening). */
export const MOCK_FREEZE_TOKEN = 'f1b2c3d4e5f60718293a4b5c6d7e8f90';
export const MOCK_FREEZE_FROZEN_AT = '2026-03-10T21:07:00+03:30';

/** Each request the mock was sent within one story: opening the page must send none. */
export const freezeMockState = { requests: [] as FreezeWithdrawalsRequest[] };

export function resetFreezeMocks(): void {
  freezeMockState.requests = [];
}

async function record(request: Request): Promise<void> {
  freezeMockState.requests.push((await request.clone().json()) as FreezeWithdrawalsRequest);
}

/** Named handler groups of the "this was not me" page (`parameters.msw.handlers.freeze`). */
export const freezeHandlers = {
  /** The token works: withdrawals stop. */
  success: [
    http.post(PATH, async ({ request, response }) => {
      await record(request);
      return response(200).json({ frozen_at: MOCK_FREEZE_FROZEN_AT });
    }),
  ],
  /** The token is unknown, used or expired: 422 on `token`, as the server words it. */
  linkInvalid: [
    http.post(PATH, async ({ request, response }) => {
      await record(request);
      return response(422).json(
        buildErrorBody({
          message: say(request, 'linkInvalid'),
          errors: { token: [say(request, 'linkInvalid')] },
        }),
      );
    }),
  ],
  /** Too many tries from this address: 429 with Retry-After. */
  rateLimited: [
    http.post(PATH, async ({ request, response }) => {
      await record(request);
      return response(429).json(buildErrorBody({ message: say(request, 'tooManyRequests') }), {
        headers: { 'Retry-After': String(MOCK_FREEZE_RETRY_AFTER) },
      });
    }),
  ],
  /** Anything unexpected on the server: said on the page, to try again. */
  serverError: [
    http.post(PATH, async ({ request, response }) => {
      await record(request);
      return response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      );
    }),
  ],
  /** Nothing ever answers: the button stays pending. */
  loading: [
    http.post(PATH, async ({ request }) => {
      await record(request);
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
};
