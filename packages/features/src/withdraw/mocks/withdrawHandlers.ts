import { localeFrom } from '@sarraf/messages';
import { delay } from 'msw';
import type { components } from '../../shared/api/schema.gen';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { bankOfIban, checkIban } from '../../entities/destination';
import { isTronAddress } from '../../entities/destination';
import { subtractDecimals } from '@sarraf/ui/format';
import { mockState } from './mockState';
import {
  buildBalances,
  buildWithdrawal,
  buildWithdrawTerms,
  MOCK_NOW,
  MOCK_USABLE_AT,
  SAMPLE,
} from './withdrawFixtures';
import { buildSecureWithdrawals } from '../../entities/secureWithdrawal/mocks';
import { sayWithdraw, type WithdrawMockMessage } from './withdrawMockMessages';

type WithdrawTerms = components['schemas']['WithdrawTerms'];
type WalletTransaction = components['schemas']['WalletTransaction'];

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const failure = (request: Request, status: number, key: WithdrawMockMessage) =>
  Response.json(buildErrorBody({ message: sayWithdraw(request, key) }), { status });

/** A 422 as the server words it: its summary, and each field's messages. */
const refusal = (request: Request, errors: Record<string, WithdrawMockMessage>) =>
  Response.json(
    buildErrorBody({
      message: sayWithdraw(request, 'validation'),
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, key]) => [field, [sayWithdraw(request, key)]]),
      ),
    }),
    { status: 422 },
  );

/** The bank name the server derives from an IBAN, in the language asked for. */
const bankName = (request: Request, iban: string) =>
  bankOfIban(iban)?.[localeFrom(request.headers.get('X-Locale'))] ?? null;

/** The four loads of the withdraw screens, answered from the fixtures and mockState at call time. */
const read = {
  balances: http.get('/api/wallet/balances', ({ response }) => response(200).json({ data: buildBalances() })),
  terms: (terms: WithdrawTerms[] = buildWithdrawTerms()) =>
    http.get('/api/wallet/withdraw-terms', ({ response }) => response(200).json({ data: terms })),
  ibans: http.get('/api/wallet/ibans', ({ response }) => response(200).json({ data: mockState.ibans })),
  addresses: http.get('/api/wallet/addresses', ({ response }) =>
    response(200).json({ data: mockState.addresses }),
  ),
};

const reads = (terms?: WithdrawTerms[]) => [read.balances, read.terms(terms), read.ibans, read.addresses];

/** Notes a money-moving request, so a story can check what was sent and how often. */
async function note(request: Request): Promise<unknown> {
  const body: unknown = await request.clone().json();
  mockState.withdrawals.push({
    path: new URL(request.url).pathname,
    idempotencyKey: request.headers.get('Idempotency-Key'),
    body,
  });
  return body;
}

/** The codes the person's authenticator app shows while a story runs: now, and 30 seconds later. */
const APP_CODES: readonly string[] = [SAMPLE.appCode, SAMPLE.nextAppCode];

/** A refused code, as the server words it: its message is the field's own (`invalidField`). */
const codeRefused = (request: Request, key: 'codeRequired' | 'codeWrong') =>
  Response.json(
    buildErrorBody({
      message: sayWithdraw(request, key),
      errors: { totp_code: [sayWithdraw(request, key)] },
    }),
    { status: 422 },
  );

/**
 * A withdrawal as the server answers it: a key seen before gets its first answer again, its code not looked
 * at; otherwise the app's code must be one the app shows and not used before (then it is taken), and
 * `build` makes the answer.
 */
function answerOnce(
  request: Request,
  code: string | undefined,
  build: (id: number) => WalletTransaction,
): Response {
  const key = request.headers.get('Idempotency-Key') ?? '';
  const earlier = mockState.answers.get(key);
  if (earlier) return Response.json(earlier, { status: 201 });
  // The server reads Persian and Arabic digits and spaces too; the screens send Latin digits only.
  const typed = code?.replace(/\s/g, '') ?? '';
  if (!typed) return codeRefused(request, 'codeRequired');
  if (!APP_CODES.includes(typed) || mockState.usedCodes.has(typed)) return codeRefused(request, 'codeWrong');
  mockState.usedCodes.add(typed);
  const withdrawal = build(mockState.nextId++);
  mockState.answers.set(key, withdrawal);
  return Response.json(withdrawal, { status: 201 });
}

/**
 * While secure-withdrawal mode is in force, money leaves only to a saved destination whose wait is over: the
 * server's 409 otherwise, or null when the withdrawal may go ahead.
 */
function secureModeConflict(
  request: Request,
  saved: { usable_at: string | null } | undefined,
): Response | null {
  if (!mockState.secureMode) return null;
  if (!saved) return failure(request, 409, 'secureSavedOnly');
  if (saved.usable_at && Date.parse(saved.usable_at) > Date.now()) {
    return failure(request, 409, 'destinationWaiting');
  }
  return null;
}

const withdrawIrt = http.post('/api/wallet/withdraw/irt', async ({ request, response }) => {
  await note(request);
  const body = await request.json();
  const saved = mockState.ibans.find((iban) => iban.id === body.saved_iban_id);
  const conflict = secureModeConflict(request, saved);
  if (conflict) return response.untyped(conflict);
  const iban = saved?.iban ?? body.iban ?? null;
  return response.untyped(
    answerOnce(request, body.totp_code, (id) =>
      buildWithdrawal({
        id,
        amount: body.amount,
        received_amount: body.amount,
        dest_iban: iban,
        dest_bank: iban ? bankName(request, iban) : null,
      }),
    ),
  );
});

const withdrawUsdt = http.post('/api/wallet/withdraw/usdt', async ({ request, response }) => {
  await note(request);
  const body = await request.json();
  const saved = mockState.addresses.find((address) => address.id === body.saved_address_id);
  const conflict = secureModeConflict(request, saved);
  if (conflict) return response.untyped(conflict);
  const fee = buildWithdrawTerms()[1]!.fee;
  return response.untyped(
    answerOnce(request, body.totp_code, (id) =>
      buildWithdrawal({
        id,
        currency: 'USDT',
        symbol: 'USDT',
        icon: '/icons/usdt.svg',
        amount: body.amount,
        fee,
        received_amount: subtractDecimals(body.amount, fee),
        remained_balance: '1100.25',
        dest_iban: null,
        dest_bank: null,
        dest_address: saved?.address ?? body.address ?? null,
        network: 'TRC20',
      }),
    ),
  );
});

/**
 * While secure-withdrawal mode is in force, saving a destination takes an app's code not used before (then
 * it is taken): a refusal as the server's 422 on `totp_code`, or null when the save may go ahead.
 */
function secureModeRefuses(request: Request, code: string | undefined): Response | null {
  if (!mockState.secureMode) return null;
  const typed = code?.replace(/\s/g, '') ?? '';
  if (!typed) return codeRefused(request, 'codeRequired');
  if (!APP_CODES.includes(typed) || mockState.usedCodes.has(typed)) return codeRefused(request, 'codeWrong');
  mockState.usedCodes.add(typed);
  return null;
}

/** GET /api/user/secure-withdrawals as mockState has it: the dialogs that save a destination read it. */
const readSecureMode = http.get('/api/user/secure-withdrawals', ({ response }) =>
  response(200).json(
    mockState.secureMode
      ? buildSecureWithdrawals({ is_on: true, on_since: '2026-03-01T09:00:00+03:30' })
      : buildSecureWithdrawals(),
  ),
);

const saveIban = http.post('/api/wallet/ibans', async ({ request, response }) => {
  const body = await request.json();
  const check = checkIban(body.iban);
  if (check.status !== 'valid') return response.untyped(refusal(request, { iban: 'invalid' }));
  const refused = secureModeRefuses(request, body.totp_code);
  if (refused) return response.untyped(refused);
  const saved = {
    id: mockState.nextId++,
    owner_name: body.owner_name,
    iban: check.iban,
    bank_name: bankName(request, check.iban),
    created_at: MOCK_NOW,
    usable_at: mockState.secureMode ? MOCK_USABLE_AT : null,
  };
  mockState.ibans = [saved, ...mockState.ibans];
  return response(201).json(saved);
});

const saveAddress = http.post('/api/wallet/addresses', async ({ request, response }) => {
  const body = await request.json();
  if (!isTronAddress(body.address)) return response.untyped(refusal(request, { address: 'invalid' }));
  const refused = secureModeRefuses(request, body.totp_code);
  if (refused) return response.untyped(refused);
  const saved = {
    id: mockState.nextId++,
    label: body.label ?? null,
    network: body.network,
    address: body.address,
    created_at: MOCK_NOW,
    usable_at: mockState.secureMode ? MOCK_USABLE_AT : null,
  };
  mockState.addresses = [saved, ...mockState.addresses];
  return response(201).json(saved);
});

const deleteIban = http.delete('/api/wallet/ibans/{id}', ({ params, request, response }) => {
  const before = mockState.ibans.length;
  mockState.ibans = mockState.ibans.filter((iban) => iban.id !== Number(params.id));
  if (mockState.ibans.length === before) return response.untyped(failure(request, 404, 'notFound'));
  return response(204).empty();
});

const deleteAddress = http.delete('/api/wallet/addresses/{id}', ({ params, request, response }) => {
  const before = mockState.addresses.length;
  mockState.addresses = mockState.addresses.filter((address) => address.id !== Number(params.id));
  if (mockState.addresses.length === before) return response.untyped(failure(request, 404, 'notFound'));
  return response(204).empty();
});

const saves = [readSecureMode, saveIban, saveAddress, deleteIban, deleteAddress];

/**
 * Named handler groups of the withdraw screens (`parameters.msw.handlers.withdraw`). Each is complete on its
 * own but for the second factor the screens also read: give them `secondFactorHandlers` (entities) beside
 * these. Saved IBANs and addresses live in mockState (resetWithdrawMocks, with or without the fixtures), so
 * adding and deleting show in the lists as on the real server. Withdrawals take the app's codes of SAMPLE
 * (`appCode`, `nextAppCode`), each once.
 */
export const withdrawHandlers = {
  /** Balances, terms and saved lists load; withdrawals, saving and deleting work. */
  ready: [...reads(), withdrawIrt, withdrawUsdt, ...saves],
  /** Little may still leave today: 3,000,000 Toman, 40 Tether. */
  lowRemainingToday: [
    ...reads(buildWithdrawTerms({ IRT: { remaining_today: '3000000' }, USDT: { remaining_today: '40' } })),
    withdrawIrt,
    withdrawUsdt,
    ...saves,
  ],
  /** Nothing answers: the placeholders stay on screen. */
  loading: [
    http.get('/api/wallet/balances', never),
    http.get('/api/wallet/withdraw-terms', never),
    http.get('/api/wallet/ibans', never),
    http.get('/api/wallet/addresses', never),
  ],
  /** The balances fail to load (the form cannot say what may leave). */
  loadFailed: [
    http.get('/api/wallet/balances', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    read.terms(),
    read.ibans,
    read.addresses,
  ],
  /** The saved lists fail to load. */
  savedListFailed: [
    http.get('/api/wallet/ibans', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    http.get('/api/wallet/addresses', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    read.balances,
    read.terms(),
  ],
  /** Withdrawal requests never answer: the confirm dialog stays pending. */
  submitting: [
    ...reads(),
    http.post('/api/wallet/withdraw/irt', never),
    http.post('/api/wallet/withdraw/usdt', never),
    ...saves,
  ],
  /** The server refuses the amount: the balance changed since the form loaded (another tab withdrew). */
  serverValidation: [
    ...reads(),
    http.post('/api/wallet/withdraw/irt', async ({ request, response }) => {
      await note(request);
      return response.untyped(refusal(request, { amount: 'insufficientIRT' }));
    }),
    http.post('/api/wallet/withdraw/usdt', async ({ request, response }) => {
      await note(request);
      return response.untyped(refusal(request, { amount: 'insufficientUSDT' }));
    }),
    ...saves,
  ],
  /** Withdrawal requests fail on the server (500). */
  serverError: [
    ...reads(),
    http.post('/api/wallet/withdraw/irt', async ({ request, response }) => {
      await note(request);
      return response.untyped(failure(request, 500, 'serverError'));
    }),
    http.post('/api/wallet/withdraw/usdt', async ({ request, response }) => {
      await note(request);
      return response.untyped(failure(request, 500, 'serverError'));
    }),
    ...saves,
  ],
  /**
   * The server finds no authenticator app on the account, whatever the screen was told when it loaded (the
   * app was removed meanwhile): withdrawals answer 403.
   */
  secondFactorRequired: [
    ...reads(),
    http.post('/api/wallet/withdraw/irt', async ({ request, response }) => {
      await note(request);
      return response.untyped(failure(request, 403, 'requiredForMoney'));
    }),
    http.post('/api/wallet/withdraw/usdt', async ({ request, response }) => {
      await note(request);
      return response.untyped(failure(request, 403, 'requiredForMoney'));
    }),
    ...saves,
  ],
  /** Saving a new IBAN or address is refused by the server (422 on the field). */
  saveRefused: [
    ...reads(),
    withdrawIrt,
    withdrawUsdt,
    http.post('/api/wallet/ibans', ({ request, response }) =>
      response.untyped(refusal(request, { iban: 'invalid' })),
    ),
    http.post('/api/wallet/addresses', ({ request, response }) =>
      response.untyped(refusal(request, { address: 'invalid' })),
    ),
    deleteIban,
    deleteAddress,
  ],
};
