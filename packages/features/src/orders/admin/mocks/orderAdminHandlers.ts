import { delay } from 'msw';
import type { components } from '../../../shared/api/schema.gen';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { isAbove, finalFigures, mostQuantityFor } from '../../../shared/mocks/orderFigures';
import { withFinalFigures } from '../../../shared/mocks/orderFixtures';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import { pageOf } from '../../../shared/mocks/adminFixtures';
import { awaitsDesk } from '../../../entities/order';
import { buildOrderDesk, type AdminOrder } from './orderAdminFixtures';

type Schemas = components['schemas'];

/** What the mock server answers on the order desk, per `X-Locale`, from the server's own catalogue. */
export const orderAdminMockMessages = mockMessages({
  validation: 'error.validation',
  badRequest: 'error.badRequest',
  notFound: 'trade.orderNotFound',
  serverError: 'error.internal',
  notAwaitingDesk: 'trade.notAwaitingDesk',
  required: 'validation.required',
  pricePositive: 'market.pricePositive',
  finalAboveHeld: 'trade.finalAboveHeld',
});

type OrderAdminMockMessage = keyof (typeof orderAdminMockMessages)['en'];

const say = (request: Request, key: OrderAdminMockMessage) => sayIn(orderAdminMockMessages, request, key);

/** A decision as the mock server took it: what a story checks (the key, the body). */
export interface SentDecision {
  line: string;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * What the order desk's mock server remembers within one story: the orders (decisions change them, as on
 * the real server), the decisions it was sent, its reply to each Idempotency-Key, and every call it answered.
 */
export const orderAdminMockState = {
  orders: new Map<number, AdminOrder>(),
  sent: [] as SentDecision[],
  answers: new Map<string, { status: number; body: unknown }>(),
  /** Every call it answered, as "GET /api/admin/orders?page=1". */
  requests: [] as string[],
};

/** Notes a call, so a story can check what the screen asked for. */
function logRequest(request: Request): void {
  const url = new URL(request.url);
  orderAdminMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Back to the fixtures: three orders awaiting the desk. */
export function resetOrderAdminMocks(): void {
  orderAdminMockState.orders = new Map(buildOrderDesk().map((order) => [order.id, order]));
  orderAdminMockState.sent = [];
  orderAdminMockState.answers = new Map();
  orderAdminMockState.requests = [];
}

resetOrderAdminMocks();

const failure = (request: Request, status: number, key: OrderAdminMockMessage) =>
  Response.json(buildErrorBody({ message: say(request, key) }), { status });

const refused = (request: Request, field: string, message: string) =>
  Response.json(buildErrorBody({ message: say(request, 'validation'), errors: { [field]: [message] } }), {
    status: 422,
  });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/** The server's default queue: awaiting the desk, oldest first. */
function queuePage(request: Request) {
  const rows = [...orderAdminMockState.orders.values()]
    .filter(awaitsDesk)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return pageOf(rows, Number(new URL(request.url).searchParams.get('page') ?? '1'));
}

/** Runs a decision once per Idempotency-Key; a refusal or failure leaves the key free for the retry. */
async function once(request: Request, work: (body: unknown) => Response): Promise<Response> {
  logRequest(request);
  const key = request.headers.get('Idempotency-Key');
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const url = new URL(request.url);
  orderAdminMockState.sent.push({ line: `${request.method} ${url.pathname}`, idempotencyKey: key, body });
  if (!key || !/^[A-Za-z0-9_-]{8,128}$/.test(key)) return failure(request, 400, 'badRequest');
  const earlier = orderAdminMockState.answers.get(key);
  if (earlier) return Response.json(earlier.body, { status: earlier.status });
  const answer = work(body);
  if (answer.ok) {
    orderAdminMockState.answers.set(key, { status: answer.status, body: await answer.clone().json() });
  }
  return answer;
}

/** Decides an order awaiting the desk, or answers why it cannot be decided. */
function decide(request: Request, id: number, change: (order: AdminOrder) => AdminOrder | Response) {
  const order = orderAdminMockState.orders.get(id);
  if (!order) return failure(request, 404, 'notFound');
  if (!awaitsDesk(order)) return failure(request, 409, 'notAwaitingDesk');
  const decided = change(order);
  if (decided instanceof Response) return decided;
  orderAdminMockState.orders.set(id, decided);
  return Response.json(decided);
}

/**
 * Approves at the final figures given, or the quote's (contract `AdminApproveOrderRequest`): a missing price
 * keeps the quote's; a missing quantity is the most the hold covers (Buy) or the quoted quantity (Sell); a
 * quantity that would pay more than was held is refused on `final_quantity`.
 */
function approve(request: Request, id: number): Promise<Response> {
  return once(request, (sent) => {
    const body = (sent ?? {}) as Schemas['AdminApproveOrderRequest'];
    return decide(request, id, (order) => {
      const price = body.final_price ?? order.price;
      if (!isAbove(price, '0')) return refused(request, 'final_price', say(request, 'pricePositive'));
      const quantity =
        body.final_quantity ??
        (order.side === 'Buy' ? mostQuantityFor(order.amount, price, order.fee) : order.amount);
      const paid = finalFigures(order.side, quantity, price, order.fee).paid;
      if (isAbove(paid, order.amount))
        return refused(request, 'final_quantity', say(request, 'finalAboveHeld'));
      return { ...withFinalFigures(order, price, quantity, body.note ?? null), user: order.user };
    });
  });
}

/** Rejects with the note the person reads: required (not spaces only), as the schema and server say. */
function reject(request: Request, id: number): Promise<Response> {
  return once(request, (sent) => {
    const note = String((sent as Partial<Schemas['AdminRejectOrderRequest']> | null)?.note ?? '').trim();
    if (!note) return refused(request, 'note', say(request, 'required'));
    return decide(request, id, (order) => ({
      ...order,
      status: 'Cancelled',
      admin_note: note,
      approval_expires_at: null,
    }));
  });
}

const list = http.get('/api/admin/orders', ({ request, response }) => {
  logRequest(request);
  return response(200).json(queuePage(request));
});

const approveCall = http.post('/api/admin/orders/{id}/approve', async ({ params, request, response }) =>
  response.untyped(await approve(request, Number(params.id))),
);

const rejectCall = http.post('/api/admin/orders/{id}/reject', async ({ params, request, response }) =>
  response.untyped(await reject(request, Number(params.id))),
);

/** Another operator decided just before this call arrived: 409, and the queue no longer holds the order. */
function decidedElsewhere(request: Request, id: number): Promise<Response> {
  return once(request, () => {
    const order = orderAdminMockState.orders.get(id);
    if (order)
      orderAdminMockState.orders.set(id, { ...order, status: 'Cancelled', approval_expires_at: null });
    return failure(request, 409, 'notAwaitingDesk');
  });
}

const desk = [list, approveCall, rejectCall];

/** Named handler groups of the order desk (`parameters.msw.handlers.admin`). Each is complete on its own. */
export const orderAdminHandlers = {
  /** The queue as the fixtures seed it; decisions work. */
  orderDesk: desk,
  /** Nothing awaits the desk. */
  orderDeskEmpty: [
    http.get('/api/admin/orders', ({ request, response }) => {
      logRequest(request);
      return response(200).json(pageOf([], 1));
    }),
    ...desk,
  ],
  /** The queue never loads. */
  orderDeskLoading: [http.get('/api/admin/orders', never), ...desk],
  /** The queue fails to load. */
  orderDeskLoadFailed: [
    http.get('/api/admin/orders', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    ...desk,
  ],
  /** Another operator decides between loading and confirming: 409, and the order leaves the queue. */
  orderDeskConflict: [
    http.post('/api/admin/orders/{id}/approve', async ({ params, request, response }) =>
      response.untyped(await decidedElsewhere(request, Number(params.id))),
    ),
    http.post('/api/admin/orders/{id}/reject', async ({ params, request, response }) =>
      response.untyped(await decidedElsewhere(request, Number(params.id))),
    ),
    ...desk,
  ],
};
