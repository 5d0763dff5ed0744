import { delay } from 'msw';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import type { AccountFreeze, AccountFrozen } from '../api/adminFreezeAccount';
import type { TradingFreezeLift, TradingFreezeLifted } from '../api/adminLiftTradingFreeze';
import { MOCK_FROZEN_AT, MOCK_FROZEN_EMAIL, MOCK_OPEN_EMAIL } from './withdrawalFreezeHandlers';

const FREEZE = '/api/admin/security/freeze';
const LIFT_TRADING = '/api/admin/security/lift-trading-freeze';

/** What the mock server answers when the desk stops a part of an account or opens trading again. */
export const deskFreezeMockMessages = mockMessages({
  validation: 'error.validation',
  notFound: 'error.notFound',
  alreadyFrozen: 'security.alreadyFrozen',
  notFrozen: 'security.tradingNotFrozen',
  noteRequired: 'validation.required',
  serverError: 'error.internal',
});

type DeskFreezeMockMessage = keyof (typeof deskFreezeMockMessages)['en'];

const say = (request: Request, key: DeskFreezeMockMessage) => sayIn(deskFreezeMockMessages, request, key);

/**
 * The accounts of the mock: Sara's withdrawals are stopped (as in the withdrawal card's mock), Kian's
 * trading is stopped since a Tehran morning, Reza's account is open on both sides.
 */
export { MOCK_FROZEN_EMAIL, MOCK_FROZEN_AT, MOCK_OPEN_EMAIL };
export const MOCK_TRADING_FROZEN_EMAIL = 'kian.moradi@example.com';
export const MOCK_TRADING_FROZEN_AT = '2026-03-09T09:15:00+03:30';
/** When the mock server stops a part of an account (MOCK_NOW's morning). */
export const MOCK_STOPPED_AT = '2026-03-10T11:30:00+03:30';
const KNOWN = new Set([MOCK_FROZEN_EMAIL, MOCK_TRADING_FROZEN_EMAIL, MOCK_OPEN_EMAIL]);

const initialState = () => ({
  withdrawalsFrozen: new Map([[MOCK_FROZEN_EMAIL, MOCK_FROZEN_AT]]),
  tradingFrozen: new Map([[MOCK_TRADING_FROZEN_EMAIL, MOCK_TRADING_FROZEN_AT]]),
  /** Each request to stop, as sent. */
  freezes: [] as AccountFreeze[],
  /** Each request to open trading again, as sent. */
  tradingLifts: [] as TradingFreezeLift[],
});

/** What the mock remembers within one story: the parts stopped, each request it was sent. */
export const deskFreezeMockState = initialState();

export function resetDeskFreezeMocks(): void {
  Object.assign(deskFreezeMockState, initialState());
}

const blankNote = (request: Request) =>
  buildErrorBody({ message: say(request, 'validation'), errors: { note: [say(request, 'noteRequired')] } });

/** As the server: 422 on a blank note, 404 an unknown email, 409 a part already stopped. */
const freeze = http.post(FREEZE, async ({ request, response }) => {
  const body = (await request.clone().json()) as AccountFreeze;
  deskFreezeMockState.freezes.push(body);
  if (!body.note.trim()) return response(422).json(blankNote(request));
  const email = body.email.trim().toLowerCase();
  if (!KNOWN.has(email)) {
    return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
  }
  const frozen =
    body.what === 'withdrawals' ? deskFreezeMockState.withdrawalsFrozen : deskFreezeMockState.tradingFrozen;
  if (frozen.has(email)) {
    return response(409).json(buildErrorBody({ message: say(request, 'alreadyFrozen') }));
  }
  frozen.set(email, MOCK_STOPPED_AT);
  const stopped: AccountFrozen = { email, what: body.what, frozen_at: MOCK_STOPPED_AT };
  return response(200).json(stopped);
});

/** As the server, including its 409 message (`security.tradingNotFrozen`). */
const liftTrading = http.post(LIFT_TRADING, async ({ request, response }) => {
  const body = (await request.clone().json()) as TradingFreezeLift;
  deskFreezeMockState.tradingLifts.push(body);
  if (!body.note.trim()) return response(422).json(blankNote(request));
  const email = body.email.trim().toLowerCase();
  if (!KNOWN.has(email)) {
    return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
  }
  const frozenAt = deskFreezeMockState.tradingFrozen.get(email);
  if (!frozenAt) return response(409).json(buildErrorBody({ message: say(request, 'notFrozen') }));
  deskFreezeMockState.tradingFrozen.delete(email);
  const lifted: TradingFreezeLifted = { email, frozen_at: frozenAt, lifted_at: MOCK_STOPPED_AT };
  return response(200).json(lifted);
});

const never = (path: typeof FREEZE | typeof LIFT_TRADING, log: () => unknown[]) =>
  http.post(path, async ({ request }) => {
    log().push(await request.clone().json());
    await delay('infinite');
    return new Response(null, { status: 204 });
  });

const fails = (path: typeof FREEZE | typeof LIFT_TRADING, log: () => unknown[]) =>
  http.post(path, async ({ request, response }) => {
    log().push(await request.clone().json());
    return response.untyped(
      Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
    );
  });

/** Named handler groups of the stop card (`parameters.msw.handlers.accountFreeze`). */
export const accountFreezeHandlers = {
  /** As the server (see the accounts above). */
  accountFreeze: [freeze],
  /** The request never answers: the dialog stays pending. */
  accountFreezeStopping: [never(FREEZE, () => deskFreezeMockState.freezes)],
  /** The server fails: said in the dialog, to try again. */
  accountFreezeFails: [fails(FREEZE, () => deskFreezeMockState.freezes)],
};

/** Named handler groups of the stopped-trading card (`parameters.msw.handlers.tradingFreeze`). */
export const tradingFreezeHandlers = {
  /** As the server: Kian's trading opens, an open account is a 409, any other email a 404. */
  tradingFreeze: [liftTrading],
  /** The request never answers: the dialog stays pending. */
  tradingFreezeLifting: [never(LIFT_TRADING, () => deskFreezeMockState.tradingLifts)],
  /** The server fails: said in the dialog, to try again. */
  tradingFreezeFails: [fails(LIFT_TRADING, () => deskFreezeMockState.tradingLifts)],
};
