import { delay } from 'msw';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { MOCK_ADMIN, MOCK_NOW } from '../../../shared/mocks/adminFixtures';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import { logRequest, marketAdminMockState } from './marketAdminMockState';

/** What the mock server answers on the market prices screen, per `X-Locale`, from the server's own catalogue. */
export const marketAdminMockMessages = mockMessages({
  validation: 'error.validation',
  notFound: 'error.notFound',
  serverError: 'error.internal',
  priceTooLarge: ['market.priceTooLarge', { digits: 15 }],
  priceFar: ['market.priceFar', { percent: '30.43', priceAmount: '92000' }],
});

type MarketAdminMockMessage = keyof (typeof marketAdminMockMessages)['en'];

const say = (request: Request, key: MarketAdminMockMessage) => sayIn(marketAdminMockMessages, request, key);

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const list = http.get('/api/admin/markets', ({ request, response }) => {
  logRequest(request);
  return response(200).json({ data: marketAdminMockState.prices });
});

/** Takes any price the client checked; the new point becomes the pair's latest, set by the mock admin. */
const setPrice = http.put('/api/admin/markets/{pair}/price', async ({ params, request, response }) => {
  logRequest(request);
  const pair = params.pair.replace('-', '/');
  const index = marketAdminMockState.prices.findIndex((price) => price.pair === pair);
  if (index < 0) {
    return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
  }
  const { buy_price, sell_price } = await request.clone().json();
  const { controls, reference } = marketAdminMockState.prices[index]!;
  const price = {
    pair,
    buy_price,
    sell_price,
    updated_at: MOCK_NOW,
    updated_by: MOCK_ADMIN,
    controls,
    reference,
  };
  marketAdminMockState.prices[index] = price;
  return response(200).json(price);
});

/**
 * Takes the controls sent; switched to automatic with a fresh reference, the pair is priced from it as the
 * server does (ask plus the buy spread rounded up, bid minus the sell spread rounded down), by no person.
 */
const setControls = http.put('/api/admin/markets/{pair}/controls', async ({ params, request, response }) => {
  logRequest(request);
  const pair = params.pair.replace('-', '/');
  const index = marketAdminMockState.prices.findIndex((price) => price.pair === pair);
  const current = marketAdminMockState.prices[index];
  if (!current) return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
  const update = await request.clone().json();
  const controls = { ...current.controls, ...update };
  let next = { ...current, controls };
  const { reference } = current;
  if (controls.pricing_mode === 'automatic' && reference?.state === 'fresh') {
    const buy = Math.ceil((Number(reference.ask) * (10_000 + controls.buy_spread_bps)) / 10_000);
    const sell = Math.floor((Number(reference.bid) * (10_000 - controls.sell_spread_bps)) / 10_000);
    next = {
      ...next,
      buy_price: String(buy),
      sell_price: String(sell),
      updated_at: MOCK_NOW,
      updated_by: null,
    };
  }
  marketAdminMockState.prices[index] = next;
  return response(200).json(next);
});

/** Named handler groups of the market prices screen (`parameters.msw.handlers.admin`). */
export const marketHandlers = {
  /** One market; setting its price works and the list shows it afterwards. */
  markets: [list, setPrice, setControls],
  /**
   * The desk's far-price rule: a buy price of 120,000 (30.43% above 92,000) is refused on `buy_price` until the
   * operator confirms it; any other price, or a confirmed one, is taken.
   */
  farPrice: [
    list,
    http.put('/api/admin/markets/{pair}/price', async ({ request, response }) => {
      const body = await request.clone().json();
      if (body.buy_price !== '120000' || body.confirm_far_price === true) return undefined;
      logRequest(request);
      return response(422).json(
        buildErrorBody({
          message: say(request, 'validation'),
          errors: { buy_price: [say(request, 'priceFar')] },
        }),
      );
    }),
    setPrice,
  ],
  /** No markets at all. */
  marketsEmpty: [http.get('/api/admin/markets', ({ response }) => response(200).json({ data: [] }))],
  /** The prices never load. */
  marketsLoading: [http.get('/api/admin/markets', never)],
  /** The prices fail to load. */
  marketsLoadFailed: [
    http.get('/api/admin/markets', ({ request, response }) =>
      response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      ),
    ),
  ],
  /** The server refuses the buy price by a rule the client leaves to it (15 digits at most): 422 on `buy_price`. */
  priceRefused: [
    list,
    http.put('/api/admin/markets/{pair}/price', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: say(request, 'validation'),
          errors: { buy_price: [say(request, 'priceTooLarge')] },
        }),
      ),
    ),
  ],
};
