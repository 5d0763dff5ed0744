import { compareDecimals } from '@sarraf/ui/format';
import { delay } from 'msw';
import { MOCK_NOW, pageOf } from '../../../shared/mocks/adminFixtures';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import {
  MOCK_OPERATOR,
  MOCK_SECOND_OPERATOR,
  buildDeskDay,
  buildDeskStock,
  buildEmptyDeskDay,
  buildTreasuryMoves,
  type DeskStock,
  type TreasuryMove,
} from './treasuryAdminFixtures';

/** The server's words the mocks answer with, per `X-Locale`; stories assert exactly these. */
export const treasuryAdminMockMessages = mockMessages({
  serverError: 'error.internal',
  validation: 'error.validation',
  required: 'validation.required',
  badRequest: 'error.badRequest',
  notFound: 'treasury.moveNotFound',
  alreadyDecided: 'treasury.alreadyDecided',
  secondOperator: 'treasury.secondOperator',
  amountPositive: 'ledger.amountPositive',
  amountTooLarge: ['ledger.amountTooLarge', { digits: 18 }],
  tetherShort: ['ledger.deskStockShort', { amount: '14050.5', currency: 'USDT' }],
  tomanShort: ['ledger.deskStockShort', { amount: '4350000000', currency: 'IRT' }],
  floorTooHigh: ['treasury.floorAboveStock', { amount: '15050.5', currency: 'USDT' }],
});

type MockMessage = keyof (typeof treasuryAdminMockMessages)['en'];
const say = (request: Request, key: MockMessage) => sayIn(treasuryAdminMockMessages, request, key);

/** What the mock desk remembers within a story: proposals and decisions change the board, as on the server. */
export const treasuryMockState = {
  stock: [] as DeskStock[],
  moves: [] as TreasuryMove[],
  /** Who is signed in: the id decisions are checked against (maker-checker). */
  operator: MOCK_OPERATOR,
  /** The bodies and keys the mock server was sent, as "POST /api/admin/treasury/moves". */
  sent: [] as Array<{ line: string; idempotencyKey: string | null; body: unknown }>,
};

export function resetTreasuryMocks(): void {
  treasuryMockState.stock = buildDeskStock();
  treasuryMockState.moves = buildTreasuryMoves();
  treasuryMockState.operator = MOCK_OPERATOR;
  treasuryMockState.sent = [];
}
resetTreasuryMocks();

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const failure = (request: Request, status: number, key: MockMessage) =>
  Response.json(buildErrorBody({ message: say(request, key) }), { status });

const refused = (request: Request, errors: Record<string, MockMessage>) =>
  Response.json(
    buildErrorBody({
      message: say(request, 'validation'),
      errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [say(request, key)]])),
    }),
    { status: 422 },
  );

/** Notes what was sent; refuses a missing or malformed Idempotency-Key as the server does (400). */
async function received(request: Request): Promise<Response | null> {
  const key = request.headers.get('Idempotency-Key');
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  treasuryMockState.sent.push({
    line: `${request.method} ${new URL(request.url).pathname}`,
    idempotencyKey: key,
    body,
  });
  return key && /^[A-Za-z0-9_-]{8,128}$/.test(key) ? null : failure(request, 400, 'badRequest');
}

const operatorRef = () => {
  const { id, email, name = null } = treasuryMockState.operator;
  return { id, email, name };
};

/** A decimal string in millionths (the books' smallest Tether unit), exact: never a float. */
const MICRO = 1_000_000n;
const toMicro = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * MICRO + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};
const fromMicro = (micro: bigint) => {
  const fraction = (micro % MICRO).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${micro / MICRO}.${fraction}` : String(micro / MICRO);
};

/** An approved move changes its currency's stock: what it holds and what it can pay out. */
function moveStock(move: TreasuryMove) {
  const change = toMicro(move.amount) * (move.direction === 'in' ? 1n : -1n);
  const add = (value: string) => fromMicro(toMicro(value) + change);
  treasuryMockState.stock = treasuryMockState.stock.map((row) =>
    row.currency === move.currency
      ? { ...row, balance: add(row.balance), available: add(row.available) }
      : row,
  );
}

const user = http.get('/api/user', ({ response }) => response(200).json(treasuryMockState.operator));

const stock = http.get('/api/admin/treasury/stock', ({ response }) =>
  response(200).json({ data: treasuryMockState.stock }),
);

const list = http.get('/api/admin/treasury/moves', ({ query, response }) => {
  const status = query.get('status');
  const rows = treasuryMockState.moves.filter((move) => !status || move.status === status);
  return response(200).json(pageOf(rows, Number(query.get('page') ?? '1')));
});

const propose = http.post('/api/admin/treasury/moves', async ({ request, response }) => {
  const bad = await received(request);
  if (bad) return response.untyped(bad);
  const body = await request.clone().json();
  if (compareDecimals(body.amount, '0') <= 0)
    return response.untyped(refused(request, { amount: 'amountPositive' }));
  if (!body.note.trim()) return response.untyped(refused(request, { note: 'required' }));
  const move: TreasuryMove = {
    id: Math.max(0, ...treasuryMockState.moves.map((row) => row.id)) + 1,
    ...body,
    note: body.note.trim(),
    status: 'pending',
    proposed_by: operatorRef(),
    proposed_at: MOCK_NOW,
    decided_by: null,
    decided_at: null,
    decision_note: null,
  };
  treasuryMockState.moves = [move, ...treasuryMockState.moves];
  return response(201).json(move);
});

/** A pending move of another operator, decided; or why it cannot be (404, 409 decided, 403 own proposal). */
function decide(request: Request, id: number, change: (move: TreasuryMove) => TreasuryMove | Response) {
  const move = treasuryMockState.moves.find((row) => row.id === id);
  if (!move) return failure(request, 404, 'notFound');
  if (move.status !== 'pending') return failure(request, 409, 'alreadyDecided');
  if (move.proposed_by.id === treasuryMockState.operator.id) return failure(request, 403, 'secondOperator');
  const decided = change(move);
  if (decided instanceof Response) return decided;
  treasuryMockState.moves = treasuryMockState.moves.map((row) => (row.id === id ? decided : row));
  return Response.json(decided);
}

const approve = http.post('/api/admin/treasury/moves/{id}/approve', async ({ params, request, response }) => {
  const bad = await received(request);
  if (bad) return response.untyped(bad);
  return response.untyped(
    decide(request, Number(params.id), (move) => {
      const stockRow = treasuryMockState.stock.find((row) => row.currency === move.currency)!;
      if (move.direction === 'out' && compareDecimals(move.amount, stockRow.available) > 0)
        return failure(request, 409, move.currency === 'IRT' ? 'tomanShort' : 'tetherShort');
      const approved: TreasuryMove = {
        ...move,
        status: 'approved',
        decided_by: operatorRef(),
        decided_at: MOCK_NOW,
      };
      moveStock(approved);
      return approved;
    }),
  );
});

const reject = http.post('/api/admin/treasury/moves/{id}/reject', async ({ params, request, response }) => {
  const bad = await received(request);
  if (bad) return response.untyped(bad);
  const { reason } = await request.clone().json();
  if (!reason.trim()) return response.untyped(refused(request, { reason: 'required' }));
  return response.untyped(
    decide(request, Number(params.id), (move) => ({
      ...move,
      status: 'rejected',
      decided_by: operatorRef(),
      decided_at: MOCK_NOW,
      decision_note: reason.trim(),
    })),
  );
});

/**
 * As the server: the floor is at most what the stock holds less what is reserved (422 on `floor`, saying the
 * most; the mock's words name the Tether fixture's most); the stock answered with its new floor.
 */
const setFloor = http.put('/api/admin/treasury/floor', async ({ request, response }) => {
  const body = (await request.clone().json()) as { currency: DeskStock['currency']; floor: string };
  treasuryMockState.sent.push({ line: 'PUT /api/admin/treasury/floor', idempotencyKey: null, body });
  const row = treasuryMockState.stock.find((candidate) => candidate.currency === body.currency)!;
  const most = (Number(row.balance) - Number(row.reserved)).toString();
  if (compareDecimals(body.floor, most) > 0)
    return response.untyped(refused(request, { floor: 'floorTooHigh' }));
  const after = {
    ...row,
    floor: body.floor,
    available: (Number(row.balance) - Number(row.reserved) - Number(body.floor)).toString(),
  };
  treasuryMockState.stock = treasuryMockState.stock.map((candidate) =>
    candidate.currency === row.currency ? after : candidate,
  );
  return response(200).json(after);
});

const today = http.get('/api/admin/treasury/day', ({ response }) => response(200).json(buildDeskDay()));

const board = [user, stock, list, propose, approve, reject, setFloor, today];

/** Named handler groups (`parameters.msw.handlers.admin`), each complete on its own. */
export const treasuryAdminHandlers = {
  /** The stock, two waiting moves (one the operator's own) and two decided; the board remembers changes. */
  board,
  /** The same board, signed in as the second operator: both waiting moves can be decided. */
  asSecondOperator: [
    http.get('/api/user', ({ response }) => {
      treasuryMockState.operator = MOCK_SECOND_OPERATOR;
      return response(200).json(MOCK_SECOND_OPERATOR);
    }),
    ...board,
  ],
  /** Nothing waits, nothing was decided and nothing filled today. */
  empty: [
    http.get('/api/admin/treasury/moves', ({ query, response }) =>
      response(200).json(pageOf([], Number(query.get('page') ?? '1'))),
    ),
    http.get('/api/admin/treasury/day', ({ response }) => response(200).json(buildEmptyDeskDay())),
    ...board,
  ],
  /** Neither the stock nor the moves ever load. */
  loading: [
    user,
    http.get('/api/admin/treasury/stock', never),
    http.get('/api/admin/treasury/moves', never),
    http.get('/api/admin/treasury/day', never),
  ],
  /** Both fail to load. */
  loadFailed: [
    user,
    http.get('/api/admin/treasury/stock', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    http.get('/api/admin/treasury/moves', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    http.get('/api/admin/treasury/day', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
  ],
  /** A proposal the server refuses on its fields (422): an amount beyond the books' digits. */
  proposeRefused: [
    http.post('/api/admin/treasury/moves', async ({ request, response }) => {
      const bad = await received(request);
      return response.untyped(bad ?? refused(request, { amount: 'amountTooLarge' }));
    }),
    ...board,
  ],
};
