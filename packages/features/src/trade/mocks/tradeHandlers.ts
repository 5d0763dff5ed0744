import { compareDecimals, subtractDecimals } from '@sarraf/ui/format';
import { delay } from 'msw';
import type { components } from '../../shared/api/schema.gen';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { buildMarket, buildMarketList } from '../../shared/mocks/marketFixtures';
import { marketsHandlers } from '../../shared/mocks/marketsHandlers';
import {
  buildFeeTier,
  buildOrder,
  buildPriceHistory,
  buildQuote,
  buildTradeBalances,
  PRICES,
} from './tradeFixtures';
import { mockState, quoteIdOf } from './tradeMockState';
import { sayTrade, type TradeMockMessage } from './tradeMockMessages';

type QuoteRequest = components['schemas']['QuoteRequest'];

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const failure = (request: Request, status: number, key: TradeMockMessage) =>
  Response.json(buildErrorBody({ message: sayTrade(request, key) }), { status });

/** A 422 on `amount` as the server words a balance too small for the trade. */
const insufficient = (request: Request, currency: 'IRT' | 'USDT') =>
  Response.json(
    buildErrorBody({
      message: sayTrade(request, 'validation'),
      errors: { amount: [sayTrade(request, `insufficient${currency}`)] },
    }),
    { status: 422 },
  );

const localeOf = (request: Request) => (request.headers.get('X-Locale') === 'en' ? 'en' : 'fa');

/** The loads of the trade screen besides the markets: balances, fee tier and price history. */
const read = {
  balances: http.get('/api/wallet/balances', ({ response }) => {
    mockState.balancesServed += 1;
    return response(200).json({ data: buildTradeBalances() });
  }),
  feeTier: http.get('/api/trade/fee-tier', ({ response }) => response(200).json(buildFeeTier())),
  history: http.get('/api/markets/{pair}/history', ({ params, response }) =>
    response(200).json({ data: buildPriceHistory(String(params.pair).replace('-', '/')) }),
  ),
};
const reads = [...marketsHandlers.success(), read.balances, read.feeTier, read.history];

/** Notes a request, so a story can check what was sent, with which key and how often. */
async function note(request: Request, into: 'quoteRequests' | 'orders'): Promise<unknown> {
  const body: unknown = await request.clone().json();
  mockState[into].push({
    path: new URL(request.url).pathname,
    idempotencyKey: request.headers.get('Idempotency-Key'),
    body,
  });
  return body;
}

interface QuoteBehaviour {
  /** Seconds until the quote expires, fewer than its validity (an answer slow to arrive). */
  expiresIn?: number;
  /** Above the desk's approval limit. @default false */
  approval?: boolean;
  /** Toman the desk's price moves with each new quote (a price that moved before a re-quote). @default 0 */
  move?: number;
}

/** POST /api/trade/quote: the balance checked as the server does, then a quote by the contract's rule. */
const quote = ({ expiresIn, approval = false, move = 0 }: QuoteBehaviour = {}) =>
  http.post('/api/trade/quote', async ({ request, response }) => {
    const body = (await note(request, 'quoteRequests')) as QuoteRequest;
    const currency = body.side === 'Buy' ? 'IRT' : 'USDT';
    const available = buildTradeBalances().find((balance) => balance.currency === currency)!.available;
    if (compareDecimals(body.amount, available) > 0) {
      return response.untyped(insufficient(request, currency));
    }
    const count = mockState.quotes.size;
    const prices = PRICES[body.pair as keyof typeof PRICES] ?? PRICES['USDT/IRT'];
    const answer = buildQuote(body, {
      id: quoteIdOf(count + 1),
      // The mock desk moves its price by `move` whole Toman at each new quote.
      price: subtractDecimals(body.side === 'Buy' ? prices.buy : prices.sell, String(-move * count)),
      fee: buildFeeTier().fee_percent,
      now: mockState.clock.now(),
      expiresIn,
      approval_required: approval,
    });
    mockState.quotes.set(answer.id, answer);
    return response(201).json(answer);
  });

/**
 * An order placed as the server places one: a key seen before gets its first answer again; an unknown,
 * used or expired quote is a 409; otherwise the quote fills (or waits for approval).
 */
async function placeOrder(request: Request): Promise<Response> {
  const body = (await note(request, 'orders')) as { quote_id: string };
  const key = request.headers.get('Idempotency-Key') ?? '';
  const earlier = mockState.answers.get(key);
  if (earlier) return Response.json(earlier, { status: 201 });
  const locked = mockState.quotes.get(body.quote_id);
  if (!locked || Date.parse(locked.expires_at) <= mockState.clock.now()) {
    return failure(request, 409, 'quoteExpired');
  }
  if (mockState.used.has(locked.id)) return failure(request, 409, 'quoteUsed');
  mockState.used.add(locked.id);
  const order = buildOrder(locked, mockState.nextOrderId++, new Date(mockState.clock.now()).toISOString());
  mockState.answers.set(key, order);
  return Response.json(order, { status: 201 });
}

/** Both order calls answered by one rule. */
const orders = (answer: (request: Request) => Promise<Response> | Response = placeOrder) => [
  http.post('/api/trade/order/buy', async ({ request, response }) => response.untyped(await answer(request))),
  http.post('/api/trade/order/sell', async ({ request, response }) =>
    response.untyped(await answer(request)),
  ),
];

/** The order is refused whatever it is: noted first, so a story can count the attempts. */
const refuse = (build: (request: Request) => Response) => async (request: Request) => {
  await note(request, 'orders');
  return build(request);
};

/**
 * Named handler groups of the trade screens (`parameters.msw.handlers.trade`), each complete on its own.
 * Quotes and orders live in mockState (resetTradeMocks), on the mock server's own clock.
 */
export const tradeHandlers = {
  /** Everything loads; quotes are 30 s good; orders fill. */
  ready: [...reads, quote(), ...orders()],
  /** Nothing answers: the placeholders stay on screen. */
  loading: [
    ...marketsHandlers.loading,
    http.get('/api/wallet/balances', never),
    http.get('/api/trade/fee-tier', never),
    http.get('/api/markets/{pair}/history', never),
  ],
  /** The markets fail to load (the rest answers). */
  marketsFailed: [...marketsHandlers.serverError, read.balances, read.feeTier, read.history],
  /** The markets fail once; the retry answers them. A fresh counter per call: one per story. */
  marketsFailOnce: () => [...marketsHandlers.failsOnce(), read.balances, read.feeTier, read.history],
  /** The desk has no market open. */
  noMarkets: [...marketsHandlers.empty, read.balances, read.feeTier, read.history],
  /** The fee tier and the history fail: the form still works without them. */
  extrasFailed: [
    ...marketsHandlers.success(),
    read.balances,
    http.get('/api/trade/fee-tier', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    http.get('/api/markets/{pair}/history', ({ request, response }) =>
      response.untyped(failure(request, 500, 'serverError')),
    ),
    quote(),
    ...orders(),
  ],
  /** The person has reached the lowest fee: there is no next tier. */
  lowestTier: [
    ...marketsHandlers.success(),
    read.balances,
    http.get('/api/trade/fee-tier', ({ response }) =>
      response(200).json(buildFeeTier({ fee_percent: '0.1', volume_30d: '2350000000', next_tier: null })),
    ),
    read.history,
    quote(),
    ...orders(),
  ],
  /** Tether held past the 3 decimals shown (130.203864 after a buy): "max" must sell all of it. */
  tetherFraction: [
    ...marketsHandlers.success(),
    http.get('/api/wallet/balances', ({ response }) =>
      response(200).json({ data: buildTradeBalances({ USDT: '130.203864' }) }),
    ),
    read.feeTier,
    read.history,
    quote(),
    ...orders(),
  ],
  /** The markets quote nothing, or not on one side, for the reason given (availability of the list). */
  unavailable: (availability: Parameters<typeof marketsHandlers.availability>[0]) => [
    ...marketsHandlers.availability(availability),
    read.balances,
    read.feeTier,
    read.history,
    quote(),
    ...orders(),
  ],
  /** The desk moves its price by 250 Toman with every new quote. */
  priceMoves: [...reads, quote({ move: 250 }), ...orders()],
  /** The desk lowers its price by 300 Toman with every new quote. */
  priceFalls: [...reads, quote({ move: -300 }), ...orders()],
  /** A quote that spent 18 of its 30 seconds on the way: 12 s are left when it arrives. */
  slowQuote: [...reads, quote({ expiresIn: 12 }), ...orders()],
  /** Quotes above the desk's limit: the order waits for the desk's and then the person's approval. */
  approvalRequired: [...reads, quote({ approval: true }), ...orders()],
  /** The server refuses every quote: the balance changed since the screen loaded (another tab spent it). */
  quoteRefused: [
    ...reads,
    http.post('/api/trade/quote', async ({ request, response }) => {
      const body = (await note(request, 'quoteRequests')) as QuoteRequest;
      return response.untyped(insufficient(request, body.side === 'Buy' ? 'IRT' : 'USDT'));
    }),
    ...orders(),
  ],
  /** The desk's stock cannot cover the Tether it would pay out: the quote is refused (409, the most it can). */
  deskStockShort: [
    ...reads,
    http.post('/api/trade/quote', async ({ request, response }) => {
      await note(request, 'quoteRequests');
      return response.untyped(failure(request, 409, 'deskStockShort'));
    }),
    ...orders(),
  ],
  /** The quote was used meanwhile (another tab placed an order with it): 409. */
  conflict: [...reads, quote(), ...orders(refuse((request) => failure(request, 409, 'quoteUsed')))],
  /** The balance no longer covers the order when it arrives: 422 on amount. */
  orderRefused: [
    ...reads,
    quote(),
    ...orders(
      refuse((request) =>
        insufficient(request, new URL(request.url).pathname.endsWith('/buy') ? 'IRT' : 'USDT'),
      ),
    ),
  ],
  /** The first order fails on the server (500); the retry, with the same key, fills. */
  orderFailsOnce: () => {
    let failuresLeft = 1;
    return [
      ...reads,
      quote(),
      ...orders(async (request) => {
        if (failuresLeft === 0) return placeOrder(request);
        failuresLeft -= 1;
        await note(request, 'orders');
        return failure(request, 500, 'serverError');
      }),
    ];
  },
  /** Orders never answer: the confirm dialog stays pending. */
  submitting: [
    ...reads,
    quote(),
    http.post('/api/trade/order/buy', never),
    http.post('/api/trade/order/sell', never),
  ],
  /** The desk raises Tether's prices after the first load: every later load answers 92,400 / 92,050. */
  livePrices: [
    http.get('/api/markets', ({ request, response }) => {
      mockState.marketsServed += 1;
      const [tether, ...others] = buildMarketList(localeOf(request));
      const moved =
        mockState.marketsServed > 1
          ? buildMarket({ ...tether, buy_price: '92400', sell_price: '92050', priceChange: '1.52' })
          : tether!;
      return response(200).json({ data: [moved, ...others] });
    }),
    read.balances,
    read.feeTier,
    read.history,
    quote(),
    ...orders(),
  ],
};
