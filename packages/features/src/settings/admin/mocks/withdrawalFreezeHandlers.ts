import { delay } from 'msw';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import type { WithdrawalFreezeLift, WithdrawalFreezeLifted } from '../api/adminLiftWithdrawalFreeze';

const PATH = '/api/admin/security/lift-withdrawal-freeze';

/** What the mock server answers when withdrawals are opened again, per `X-Locale`, from its own catalogue. */
export const withdrawalFreezeMockMessages = mockMessages({
  validation: 'error.validation',
  notFound: 'error.notFound',
  notFrozen: 'security.notFrozen',
  noteRequired: 'validation.required',
  serverError: 'error.internal',
});

type FreezeMockMessage = keyof (typeof withdrawalFreezeMockMessages)['en'];

const say = (request: Request, key: FreezeMockMessage) => sayIn(withdrawalFreezeMockMessages, request, key);

/** The account whose owner stopped its withdrawals, and when (a Tehran afternoon, two days before MOCK_NOW). */
export const MOCK_FROZEN_EMAIL = 'sara.ahmadi@example.com';
export const MOCK_FROZEN_AT = '2026-03-08T16:45:00+03:30';
/** An account whose withdrawals were never stopped. */
export const MOCK_OPEN_EMAIL = 'reza@example.com';
const LIFTED_AT = '2026-03-10T11:30:00+03:30';

/** What the mock remembers within one story: the accounts stopped, each request it was sent. */
export const withdrawalFreezeMockState = {
  frozen: new Map([[MOCK_FROZEN_EMAIL, MOCK_FROZEN_AT]]),
  lifts: [] as WithdrawalFreezeLift[],
};

export function resetWithdrawalFreezeMocks(): void {
  withdrawalFreezeMockState.frozen = new Map([[MOCK_FROZEN_EMAIL, MOCK_FROZEN_AT]]);
  withdrawalFreezeMockState.lifts = [];
}

/** The server's answer as the server words it (`error.notFound`, `security.notFrozen`, a 422 on `note`). */
const lift = http.post(PATH, async ({ request, response }) => {
  const body = (await request.clone().json()) as WithdrawalFreezeLift;
  withdrawalFreezeMockState.lifts.push(body);
  if (!body.note.trim()) {
    return response(422).json(
      buildErrorBody({
        message: say(request, 'validation'),
        errors: { note: [say(request, 'noteRequired')] },
      }),
    );
  }
  const email = body.email.toLowerCase();
  const frozenAt = withdrawalFreezeMockState.frozen.get(email);
  if (frozenAt) {
    withdrawalFreezeMockState.frozen.delete(email);
    const lifted: WithdrawalFreezeLifted = { email, frozen_at: frozenAt, lifted_at: LIFTED_AT };
    return response(200).json(lifted);
  }
  if (email === MOCK_OPEN_EMAIL) {
    return response(409).json(buildErrorBody({ message: say(request, 'notFrozen') }));
  }
  return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
});

/** Named handler groups of the "stopped withdrawals" card (`parameters.msw.handlers.freeze`). */
export const withdrawalFreezeHandlers = {
  /** As the server: the stopped account opens, the open one is a 409, any other email a 404. */
  freeze: [lift],
  /** The server refuses the note (its own check of a blank one): 422 on `note`. */
  freezeNoteRefused: [
    http.post(PATH, async ({ request, response }) => {
      withdrawalFreezeMockState.lifts.push((await request.clone().json()) as WithdrawalFreezeLift);
      return response(422).json(
        buildErrorBody({
          message: say(request, 'validation'),
          errors: { note: [say(request, 'noteRequired')] },
        }),
      );
    }),
  ],
  /** The request never answers: the dialog stays pending. */
  freezeLifting: [
    http.post(PATH, async ({ request }) => {
      withdrawalFreezeMockState.lifts.push((await request.clone().json()) as WithdrawalFreezeLift);
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
  /** The server fails: said in the dialog, to try again. */
  freezeFails: [
    http.post(PATH, ({ request, response }) =>
      response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      ),
    ),
  ],
};
