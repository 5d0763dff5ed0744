import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import type { Locale } from '../../shared/i18n/locales';
import {
  buildBalances,
  buildBalancesWithoutPrice,
  buildBankAccounts,
  buildDepositAddress,
  buildEmptyBalances,
  buildTransactionHistory,
  buildTransfersFor,
  buildWalletTransaction,
  MOCK_NOW,
  pageOf,
  type Balance,
  type Transfer,
  type WalletTransaction,
} from './walletFixtures';
import { sayWallet, walletMockMessages } from './walletMockMessages';
import { logRequest, walletMockState } from './walletMockState';

/** How long every call takes on the slow network. */
export const SLOW_NETWORK_MS = 1500;

const localeOf = (request: Request): Locale => (request.headers.get('X-Locale') === 'en' ? 'en' : 'fa');

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const failure =
  (status: number, key: 'serverError' | 'notFound' | 'verificationRequired' | 'requiredForMoney') =>
  (request: Request) =>
    Response.json(buildErrorBody({ message: sayWallet(request, key) }), { status });
const serverError = failure(500, 'serverError');
const notFound = failure(404, 'notFound');
const verificationRequired = failure(403, 'verificationRequired');
const secondFactorRequired = failure(403, 'requiredForMoney');

/** The history as the server holds it in the request's language: deposits sent in this story first. */
function historyFor(request: Request): WalletTransaction[] {
  const texts = walletMockMessages[localeOf(request)];
  return [...walletMockState.created, ...buildTransactionHistory(localeOf(request), texts)];
}

function byCurrency<T extends { currency: string }>(rows: T[], currency: string | null): T[] {
  return currency ? rows.filter((row) => row.currency === currency) : rows;
}

const balances = (list: () => Balance[]) =>
  http.get('/api/wallet/balances', ({ request, response }) => {
    logRequest(request);
    return response(200).json({ data: list() });
  });

const bankAccounts = http.get('/api/wallet/bank-accounts', ({ request, response }) => {
  logRequest(request);
  return response(200).json({ data: buildBankAccounts(localeOf(request)) });
});

const depositAddress = http.get('/api/wallet/deposit/usdt/address', ({ request, response }) => {
  logRequest(request);
  return response(200).json(buildDepositAddress());
});

const transactions = (rows: (request: Request) => WalletTransaction[] = historyFor) =>
  http.get('/api/wallet/deposit-withdraw/trx', ({ query, request, response }) => {
    logRequest(request);
    const page = Number(query.get('page') ?? '1');
    return response(200).json(pageOf(byCurrency(rows(request), query.get('currency')), page));
  });

const transaction = http.get('/api/wallet/deposit-withdraw/trx/{id}', ({ params, request, response }) => {
  logRequest(request);
  const found = historyFor(request).find((row) => row.id === Number(params.id));
  return found ? response(200).json(found) : response.untyped(notFound(request));
});

const transfers = (
  rows: (request: Request) => Transfer[] = (request) => buildTransfersFor(historyFor(request)),
) =>
  http.get('/api/wallet/transfers', ({ query, request, response }) => {
    logRequest(request);
    const page = Number(query.get('page') ?? '1');
    return response(200).json(pageOf(byCurrency(rows(request), query.get('currency')), page));
  });

/** Reads the multipart deposit as the server would, keeping the part order for the stories to check. */
async function readDeposit(request: Request) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  let receiptName: string | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else receiptName = value.name;
  }
  walletMockState.deposits.push({
    idempotencyKey: request.headers.get('Idempotency-Key'),
    partNames: [...form.keys()],
    fields,
    receiptName,
  });
  return fields;
}

/** Takes a deposit: a new Pending transaction, or the first answer again for a key already used. */
const createDeposit = http.post('/api/wallet/deposit/irt', async ({ request, response }) => {
  logRequest(request);
  const key = request.headers.get('Idempotency-Key') ?? '';
  const fields = await readDeposit(request);
  const earlier = walletMockState.answered.get(key);
  if (earlier) return response(201).json(earlier);
  const created = buildWalletTransaction({
    id: 136 + walletMockState.created.length,
    status: 'Pending',
    amount: fields.amount ?? '0',
    date: MOCK_NOW,
    remained_balance: null,
    source_account: fields.source_account ?? null,
    source_account_name: fields.source_account_name ?? null,
    tracking_id: fields.tracking_id ?? null,
    description: fields.description ?? null,
    deposit_receipt_link: '/api/files/900',
    reviewed_at: null,
  });
  walletMockState.created.unshift(created);
  walletMockState.answered.set(key, created);
  return response(201).json(created);
});

/** A 1x1 PNG: what every stored receipt is in the mocks, so an image draws instead of breaking. */
function onePixelPng(): Uint8Array<ArrayBuffer> {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const files = http.get('/api/files/{id}', ({ response }) =>
  response.untyped(
    new Response(onePixelPng(), {
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="receipt.png"' },
    }),
  ),
);

/** Every wallet call answered as for a verified person with the default history. */
const verified = [
  balances(buildBalances),
  bankAccounts,
  createDeposit,
  depositAddress,
  transactions(),
  transaction,
  transfers(),
  files,
];

const ALL_PATHS = [
  '/api/wallet/balances',
  '/api/wallet/bank-accounts',
  '/api/wallet/deposit/usdt/address',
  '/api/wallet/deposit-withdraw/trx',
  '/api/wallet/deposit-withdraw/trx/{id}',
  '/api/wallet/transfers',
] as const;

/**
 * Named handler groups of the wallet screens (`parameters.msw.handlers.wallet`), each complete on its own:
 * balances, bank accounts, the IRT deposit, the USDT address, the transactions and their detail, the
 * movements and the receipt files. Deposits sent are remembered until resetWalletMocks().
 */
export const walletHandlers = {
  /** A verified person with balances in both currencies and 35 transactions (two pages). */
  verified,
  /** Not verified yet: the bank accounts and the IRT deposit answer 403 "Identity Verification Required". */
  unverified: [
    http.get('/api/wallet/bank-accounts', ({ request, response }) =>
      response.untyped(verificationRequired(request)),
    ),
    http.post('/api/wallet/deposit/irt', ({ request, response }) =>
      response.untyped(verificationRequired(request)),
    ),
    ...verified,
  ],
  /**
   * No authenticator app on the account, as the server finds it: the Tether address and the IRT deposit
   * answer 403 (the bank accounts still list). The screens read the second factor apart
   * (`secondFactorHandlers`, entities).
   */
  secondFactorRequired: [
    http.get('/api/wallet/deposit/usdt/address', ({ request, response }) => {
      logRequest(request);
      return response.untyped(secondFactorRequired(request));
    }),
    http.post('/api/wallet/deposit/irt', async ({ request, response }) => {
      logRequest(request);
      await readDeposit(request);
      return response.untyped(secondFactorRequired(request));
    }),
    ...verified,
  ],
  /** The desk has configured no bank account. */
  noBankAccounts: [
    http.get('/api/wallet/bank-accounts', ({ response }) => response(200).json({ data: [] })),
    ...verified,
  ],
  /** A new account: nothing held, no transaction, no movement. */
  empty: [balances(buildEmptyBalances), transactions(() => []), transfers(() => []), ...verified],
  /** Tether has no price yet: its value_irt is null. */
  missingPrice: [balances(buildBalancesWithoutPrice), ...verified],
  /** Nothing ever answers. */
  loading: [...ALL_PATHS.map((path) => http.get(path, never)), http.post('/api/wallet/deposit/irt', never)],
  /** Every call fails on the server. */
  serverError: [
    ...ALL_PATHS.map((path) =>
      http.get(path, ({ request, response }) => response.untyped(serverError(request))),
    ),
    http.post('/api/wallet/deposit/irt', ({ request, response }) => response.untyped(serverError(request))),
  ],
  /** Every call answers as `verified`, after SLOW_NETWORK_MS. */
  slow: [
    http.untyped.all('/api/wallet/*', async () => {
      await delay(SLOW_NETWORK_MS);
    }),
    ...verified,
  ],
  /** The server refuses the deposit form: its 422 names the tracking number and the receipt. */
  depositRefused: [
    http.post('/api/wallet/deposit/irt', async ({ request, response }) => {
      logRequest(request);
      await readDeposit(request);
      return response(422).json(
        buildErrorBody({
          message: sayWallet(request, 'validation'),
          errors: {
            tracking_id: [sayWallet(request, 'trackingIdFormat')],
            receipt: [sayWallet(request, 'receiptType')],
          },
        }),
      );
    }),
    ...verified,
  ],
  /** The deposit fails on the server (nothing is recorded; the same key may be sent again). */
  depositFails: [
    http.post('/api/wallet/deposit/irt', async ({ request, response }) => {
      logRequest(request);
      await readDeposit(request);
      return response.untyped(serverError(request));
    }),
    ...verified,
  ],
  /** The deposit never answers: the form stays sending. */
  depositPending: [http.post('/api/wallet/deposit/irt', never), ...verified],
  /** Page 1 of each list loads; every further page fails. */
  moreFails: [
    ...(['/api/wallet/deposit-withdraw/trx', '/api/wallet/transfers'] as const).map((path) =>
      http.get(path, ({ query, request, response }) =>
        Number(query.get('page') ?? '1') > 1 ? response.untyped(serverError(request)) : undefined,
      ),
    ),
    ...verified,
  ],
  /** Only the balances fail; everything else answers. */
  balancesFail: [
    http.get('/api/wallet/balances', ({ request, response }) => response.untyped(serverError(request))),
    ...verified,
  ],
  /** Only the movements fail (a detail's assigned transfers). */
  transfersFail: [
    http.get('/api/wallet/transfers', ({ request, response }) => response.untyped(serverError(request))),
    ...verified,
  ],
};
