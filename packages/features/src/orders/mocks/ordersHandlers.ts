import { localeFrom } from '@sarraf/messages';
import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { pageOf, type Order } from './ordersFixtures';
import { sayOrders, type OrdersMockMessage } from './ordersMockMessages';
import { logRequest, ordersMockState } from './ordersMockState';

const STATUSES = ['Processing', 'Filled', 'Cancelled'] as const;

/** The orders in the request's language (the desk's notes are seeded per language). */
const ordersFor = (request: Request) => ordersMockState.orders[localeFrom(request.headers.get('X-Locale'))];

const failure = (request: Request, status: number, key: OrdersMockMessage) =>
  Response.json(buildErrorBody({ message: sayOrders(request, key) }), { status });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/** A 0/1 flag of the query, or undefined when not asked. */
function flag(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  return value === '1' ? true : value === '0' ? false : undefined;
}

/** One page of the orders matching the query, newest first, as the server pages them. */
function ordersPage(request: Request) {
  const query = new URL(request.url).searchParams;
  const status = STATUSES.find((candidate) => candidate === query.get('status'));
  const flags = {
    approval_required: flag(query, 'approval_required'),
    admin_approved: flag(query, 'admin_approved'),
    user_approved: flag(query, 'user_approved'),
  };
  const rows = [...ordersFor(request).values()]
    .filter(
      (order) =>
        (!status || order.status === status) &&
        Object.entries(flags).every(
          ([name, wanted]) => wanted === undefined || order[name as keyof typeof flags] === wanted,
        ),
    )
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return pageOf(rows, Number(query.get('page') ?? '1'));
}

const isApprovalList = (request: Request) =>
  new URL(request.url).searchParams.get('approval_required') === '1';

const list = http.get('/api/trade/order', ({ request, response }) => {
  logRequest(request);
  return response(200).json(ordersPage(request));
});

const one = http.get('/api/trade/order/{id}', ({ params, request, response }) => {
  logRequest(request);
  const order = ordersFor(request).get(Number(params.id));
  return order ? response(200).json(order) : response.untyped(failure(request, 404, 'notFound'));
});

/**
 * Runs an answer once per Idempotency-Key, as the contract says: the same key gets the first reply again,
 * and a call without a key is refused. A refusal leaves the key unused.
 */
async function once(request: Request, work: (orderId: number) => Response): Promise<Response> {
  logRequest(request);
  const key = request.headers.get('Idempotency-Key');
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const url = new URL(request.url);
  ordersMockState.sent.push({ line: `${request.method} ${url.pathname}`, idempotencyKey: key, body });
  if (!key || !/^[A-Za-z0-9_-]{8,128}$/.test(key)) return failure(request, 400, 'badRequest');
  const earlier = ordersMockState.answers.get(key);
  if (earlier) return Response.json(earlier.body, { status: earlier.status });
  const answer = work(Number((body as { order_id?: unknown } | null)?.order_id));
  if (answer.ok)
    ordersMockState.answers.set(key, { status: answer.status, body: await answer.clone().json() });
  return answer;
}

/** Changes an order in every language's copy, as one order on the server. */
function update(id: number, change: (order: Order) => Order): void {
  for (const orders of Object.values(ordersMockState.orders)) {
    const order = orders.get(id);
    if (order) orders.set(id, change(order));
  }
}

/** Fills an order the desk approved, at its final figures (409 unless it awaits the person). */
function approve(request: Request, id: number): Response {
  const order = ordersFor(request).get(id);
  if (!order) return failure(request, 404, 'notFound');
  const awaits = order.status === 'Processing' && order.approval_required && !order.user_approved;
  if (!awaits) return failure(request, 409, 'notAwaiting');
  if (!order.admin_approved) return failure(request, 409, 'awaitingDesk');
  update(id, (current) => ({ ...current, status: 'Filled', user_approved: true, approval_expires_at: null }));
  return Response.json(ordersFor(request).get(id));
}

/** Cancels an order awaiting approval and releases its hold (409 once it is no longer Processing). */
function reject(request: Request, id: number): Response {
  const order = ordersFor(request).get(id);
  if (!order) return failure(request, 404, 'notFound');
  if (order.status !== 'Processing') return failure(request, 409, 'notAwaiting');
  update(id, (current) => ({ ...current, status: 'Cancelled', approval_expires_at: null }));
  return Response.json(ordersFor(request).get(id));
}

const approveCall = http.post('/api/trade/order/approve', async ({ request, response }) =>
  response.untyped(await once(request, (id) => approve(request, id))),
);
const rejectCall = http.post('/api/trade/order/reject', async ({ request, response }) =>
  response.untyped(await once(request, (id) => reject(request, id))),
);

/** The deadline passed just before the answer arrived: the order is cancelled, and the answer is a 409. */
function expiredMeanwhile(request: Request): Promise<Response> {
  return once(request, (id) => {
    update(id, (order) => ({ ...order, status: 'Cancelled', approval_expires_at: null }));
    return failure(request, 409, 'approvalExpired');
  });
}

/** The orders as the fixtures seed them; answers work and are remembered until the next story. */
const desk = [list, one, approveCall, rejectCall];

/**
 * Named handler groups of the orders screens (`parameters.msw.handlers.orders`). Each is complete on its
 * own.
 */
export const ordersHandlers = {
  /** 36 orders, two awaiting the person's approval (one before, one after the desk decided). */
  orders: desk,
  /** No orders at all. */
  empty: [
    http.get('/api/trade/order', ({ request, response }) => {
      logRequest(request);
      return response(200).json(pageOf([], 1));
    }),
    ...desk,
  ],
  /** Nothing ever loads. */
  loading: [http.get('/api/trade/order', never), http.get('/api/trade/order/{id}', never), ...desk],
  /** The lists and the order fail on the server. */
  serverError: [
    http.get('/api/trade/order', ({ request, response }) => {
      logRequest(request);
      return response.untyped(failure(request, 500, 'serverError'));
    }),
    http.get('/api/trade/order/{id}', ({ request, response }) => {
      logRequest(request);
      return response.untyped(failure(request, 500, 'serverError'));
    }),
    ...desk,
  ],
  /** The approval list fails; the orders list loads. */
  approvalsFail: [
    http.get('/api/trade/order', ({ request, response }) => {
      logRequest(request);
      if (isApprovalList(request)) return response.untyped(failure(request, 500, 'serverError'));
      return response(200).json(ordersPage(request));
    }),
    ...desk,
  ],
  /** Page 1 loads, every further page fails. */
  moreFails: [
    http.get('/api/trade/order', ({ request, response }) => {
      logRequest(request);
      if (new URL(request.url).searchParams.get('page') !== '1') {
        return response.untyped(failure(request, 500, 'serverError'));
      }
      return response(200).json(ordersPage(request));
    }),
    ...desk,
  ],
  /** The order's deadline passes between opening the decision and answering: 409 to either answer. */
  expiredMeanwhile: [
    http.post('/api/trade/order/approve', async ({ request, response }) =>
      response.untyped(await expiredMeanwhile(request)),
    ),
    http.post('/api/trade/order/reject', async ({ request, response }) =>
      response.untyped(await expiredMeanwhile(request)),
    ),
    ...desk,
  ],
  /** Answers never arrive: the pending state stays on screen. */
  answering: [
    http.post('/api/trade/order/approve', never),
    http.post('/api/trade/order/reject', never),
    ...desk,
  ],
  /** The first approval fails on the server; sent again (with the same key), it goes through. */
  approveFailsOnce: [
    http.post('/api/trade/order/approve', async ({ request, response }) => {
      const isFirst = !ordersMockState.sent.some((call) => call.line.endsWith('/approve'));
      return response.untyped(
        await once(request, (id) => (isFirst ? failure(request, 500, 'serverError') : approve(request, id))),
      );
    }),
    ...desk,
  ],
};
