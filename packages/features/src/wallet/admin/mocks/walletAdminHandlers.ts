import { localeFrom } from '@sarraf/messages';
import { delay } from 'msw';
import type { components } from '../../../shared/api/schema.gen';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import { bankNameOf, MOCK_NOW, pageOf } from '../../../shared/mocks/adminFixtures';
import {
  buildMissedDeposits,
  buildWalletDesk,
  MOCK_FOREIGN_HASH,
  MOCK_MISSED_DEPOSIT_HASH,
  type AdminWalletTransaction,
} from './walletAdminFixtures';

type Schemas = components['schemas'];

/** What the mock server answers on the wallet desk, per `X-Locale`, from the server's own catalogue. */
export const walletAdminMockMessages = mockMessages({
  validation: 'error.validation',
  badRequest: 'error.badRequest',
  notFound: 'error.notFound',
  serverError: 'error.internal',
  required: 'validation.required',
  notPending: 'wallet.notPending',
  payoutTrackingRequired: 'wallet.payoutTrackingRequired',
  payoutHashRequired: 'wallet.payoutHashRequired',
  chainNotConfirmed: 'wallet.chainNotConfirmed',
  chainNoDeposit: 'wallet.chainNoDeposit',
});

export type WalletAdminMockMessage = keyof (typeof walletAdminMockMessages)['en'];

const say = (request: Request, key: WalletAdminMockMessage) => sayIn(walletAdminMockMessages, request, key);

/** A money-moving call as the mock server took it: what a story checks (the key, the body). */
export interface SentCall {
  line: string;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * What the wallet desk's mock server remembers within one story: the transactions (decisions change
 * them, as on the real server), the money-moving calls it was sent, and the answers by Idempotency-Key,
 * so a retry with the same key gets the first answer and moves nothing twice; and every call it answered.
 */
export const walletAdminMockState = {
  transactions: new Map<number, AdminWalletTransaction>(),
  sent: [] as SentCall[],
  answers: new Map<string, { status: number; body: unknown }>(),
  /** Every call it answered, as "GET /api/admin/wallet/transactions?status=Pending&page=1". */
  requests: [] as string[],
};

/** Notes a call, so a story can check what the screen asked for (the filters, the page). */
function logRequest(request: Request): void {
  const url = new URL(request.url);
  walletAdminMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Back to the fixtures: 8 pending, 2 approved, 1 rejected. */
export function resetWalletAdminMocks(): void {
  walletAdminMockState.transactions = new Map(
    buildWalletDesk().map((transaction) => [transaction.id, transaction]),
  );
  walletAdminMockState.sent = [];
  walletAdminMockState.answers = new Map();
  walletAdminMockState.requests = [];
}

resetWalletAdminMocks();

const TYPES = ['Deposit', 'Withdraw'] as const;
const STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
const CURRENCIES = ['IRT', 'USDT'] as const;

const pick = <T extends string>(choices: readonly T[], value: string | null) =>
  choices.find((choice) => choice === value);

/** A transaction as the server answers it: the destination bank in the request's language. */
function present(request: Request, transaction: AdminWalletTransaction): AdminWalletTransaction {
  const locale = localeFrom(request.headers.get('X-Locale'));
  return {
    ...transaction,
    dest_bank: transaction.dest_iban ? bankNameOf(transaction.dest_iban, locale) : null,
  };
}

/** One page of the queue with these filters, oldest first, Pending by default, as the server pages it. */
function queuePage(request: Request) {
  const query = new URL(request.url).searchParams;
  const status = pick(STATUSES, query.get('status')) ?? 'Pending';
  const type = pick(TYPES, query.get('type'));
  const currency = pick(CURRENCIES, query.get('currency'));
  const rows = [...walletAdminMockState.transactions.values()]
    .filter(
      (row) =>
        row.status === status && (!type || row.type === type) && (!currency || row.currency === currency),
    )
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .map((row) => present(request, row));
  return pageOf(rows, Number(query.get('page') ?? '1'));
}

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 });

const refused = (request: Request, field: string, key: WalletAdminMockMessage) =>
  Response.json(
    buildErrorBody({ message: say(request, 'validation'), errors: { [field]: [say(request, key)] } }),
    { status: 422 },
  );

/**
 * Runs a money-moving call once per Idempotency-Key, as the contract says: the same key gets the first
 * answer again, and a call without a key is refused. A refusal leaves the key unused.
 */
async function once(
  request: Request,
  work: (body: unknown) => Response | Promise<Response>,
): Promise<Response> {
  logRequest(request);
  const key = request.headers.get('Idempotency-Key');
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const url = new URL(request.url);
  walletAdminMockState.sent.push({ line: `${request.method} ${url.pathname}`, idempotencyKey: key, body });
  if (!key || !/^[A-Za-z0-9_-]{8,128}$/.test(key)) {
    return Response.json(buildErrorBody({ message: say(request, 'badRequest') }), { status: 400 });
  }
  const earlier = walletAdminMockState.answers.get(key);
  if (earlier) return Response.json(earlier.body, { status: earlier.status });
  const answer = await work(body);
  // Only a success is kept: a refusal or a failure leaves the key free for the retry.
  if (answer.ok)
    walletAdminMockState.answers.set(key, { status: answer.status, body: await answer.clone().json() });
  return answer;
}

/** Decides a pending transaction, or answers why it cannot be decided. */
function decide(
  request: Request,
  id: number,
  change: (row: AdminWalletTransaction) => AdminWalletTransaction | Response,
) {
  const row = walletAdminMockState.transactions.get(id);
  if (!row) return Response.json(buildErrorBody({ message: say(request, 'notFound') }), { status: 404 });
  if (row.status !== 'Pending') {
    return Response.json(buildErrorBody({ message: say(request, 'notPending') }), { status: 409 });
  }
  const decided = change(row);
  if (decided instanceof Response) return decided;
  walletAdminMockState.transactions.set(id, decided);
  return Response.json(present(request, decided));
}

const list = http.get('/api/admin/wallet/transactions', ({ request, response }) => {
  logRequest(request);
  return response(200).json(queuePage(request));
});

/** A deposit credits; a withdrawal is marked paid with its payout reference, which it requires. */
function approveTransaction(request: Request, id: number): Promise<Response> {
  return once(request, (sent) => {
    const body = (sent ?? {}) as Schemas['ApproveWalletTransactionRequest'];
    return decide(request, id, (row) => {
      if (row.type === 'Deposit') {
        return { ...row, status: 'Approved', reviewed_at: MOCK_NOW, remained_balance: row.amount };
      }
      if (row.currency === 'IRT' && !body.tracking_id?.trim()) {
        return refused(request, 'tracking_id', 'payoutTrackingRequired');
      }
      if (row.currency === 'USDT' && !body.trx_hash?.trim()) {
        return refused(request, 'trx_hash', 'payoutHashRequired');
      }
      return {
        ...row,
        status: 'Approved',
        reviewed_at: MOCK_NOW,
        tracking_id: body.tracking_id?.trim() || row.tracking_id,
        trx_hash: body.trx_hash?.trim() || null,
      };
    });
  });
}

const approve = http.post(
  '/api/admin/wallet/transactions/{id}/approve',
  async ({ params, request, response }) =>
    response.untyped(await approveTransaction(request, Number(params.id))),
);

/** Rejects with the reason the person reads; the schema's 1..500 characters and no reason of spaces only. */
const reject = http.post(
  '/api/admin/wallet/transactions/{id}/reject',
  async ({ params, request, response }) =>
    response.untyped(
      await once(request, (sent) => {
        const reason = String((sent as Partial<Schemas['ReasonRequest']> | null)?.reason ?? '').trim();
        if (!reason) return refused(request, 'reason', 'required');
        return decide(request, Number(params.id), (row) => ({
          ...row,
          status: 'Rejected',
          reject_reason: reason,
          reviewed_at: MOCK_NOW,
        }));
      }),
    ),
);

/**
 * Credits a Tether deposit by its hash: the missed one credits two transfers (answered again when sent
 * again); an unconfirmed one, or one paying none of our addresses, is a 422 on `trx_hash`.
 */
const credit = http.post('/api/admin/wallet/usdt-deposits', async ({ request, response }) =>
  response.untyped(
    await once(request, (sent) => {
      const hash = String((sent as { trx_hash?: string } | null)?.trx_hash ?? '')
        .replace(/^0x/, '')
        .toLowerCase();
      if (hash === MOCK_FOREIGN_HASH) return refused(request, 'trx_hash', 'chainNoDeposit');
      // Any other hash (MOCK_UNCONFIRMED_HASH among them) is not confirmed on the mock chain.
      if (hash !== MOCK_MISSED_DEPOSIT_HASH) return refused(request, 'trx_hash', 'chainNotConfirmed');
      const deposits = buildMissedDeposits();
      for (const deposit of deposits) walletAdminMockState.transactions.set(deposit.id, deposit);
      return Response.json({ data: deposits.map((deposit) => present(request, deposit)) });
    }),
  ),
);

/** Another operator approved it just before this call arrived: 409, and the queue no longer holds it. */
function decidedElsewhere(request: Request, id: number): Response {
  logRequest(request);
  const row = walletAdminMockState.transactions.get(id);
  if (row) walletAdminMockState.transactions.set(id, { ...row, status: 'Approved', reviewed_at: MOCK_NOW });
  return Response.json(buildErrorBody({ message: say(request, 'notPending') }), { status: 409 });
}

/** The desk as the fixtures seed it: decisions and credits are remembered until the next story. */
const desk = [list, approve, reject, credit];

/**
 * Named handler groups of the wallet desk (`parameters.msw.handlers.admin`). Each is complete on its own.
 */
export const walletAdminHandlers = {
  /** The queue as the fixtures seed it; decisions and credits work. */
  walletDesk: desk,
  /** Nothing in any list; crediting by hash still works. */
  walletEmpty: [
    http.get('/api/admin/wallet/transactions', ({ request, response }) => {
      logRequest(request);
      return response(200).json(pageOf([], 1));
    }),
    ...desk,
  ],
  /** The queue never loads. */
  walletLoading: [http.get('/api/admin/wallet/transactions', never), ...desk],
  /** The queue fails to load. */
  walletLoadFailed: [
    http.get('/api/admin/wallet/transactions', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
    ...desk,
  ],
  /**
   * Another operator decides between loading and confirming: the server answers 409 and the queue, loaded
   * again, no longer holds the transaction.
   */
  walletConflict: [
    http.post('/api/admin/wallet/transactions/{id}/approve', ({ params, request, response }) =>
      response.untyped(decidedElsewhere(request, Number(params.id))),
    ),
    http.post('/api/admin/wallet/transactions/{id}/reject', ({ params, request, response }) =>
      response.untyped(decidedElsewhere(request, Number(params.id))),
    ),
    ...desk,
  ],
  /** Decisions never answer: the pending state stays on screen. */
  walletDeciding: [
    http.post('/api/admin/wallet/transactions/{id}/approve', never),
    http.post('/api/admin/wallet/transactions/{id}/reject', never),
    ...desk,
  ],
  /** The first approval fails on the server; asked again (with the same key), it goes through. */
  walletApproveFailsOnce: [
    http.post('/api/admin/wallet/transactions/{id}/approve', async ({ params, request, response }) => {
      const isFirst = !walletAdminMockState.sent.some((call) => call.line.endsWith('/approve'));
      return response.untyped(
        await (isFirst
          ? once(request, () => serverError(request))
          : approveTransaction(request, Number(params.id))),
      );
    }),
    ...desk,
  ],
};
