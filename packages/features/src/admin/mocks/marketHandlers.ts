import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { MOCK_ADMIN, MOCK_NOW } from './adminFixtures';
import { sayAdmin } from './adminMockMessages';
import { logRequest, mockState } from './mockState';

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const list = http.get('/api/admin/markets', ({ request, response }) => {
  logRequest(request);
  return response(200).json({ data: mockState.prices });
});

/** Takes any price the client checked; the new point becomes the pair's latest, set by the mock admin. */
const setPrice = http.put('/api/admin/markets/{pair}/price', async ({ params, request, response }) => {
  logRequest(request);
  const pair = params.pair.replace('-', '/');
  const index = mockState.prices.findIndex((price) => price.pair === pair);
  if (index < 0) {
    return response(404).json(buildErrorBody({ message: sayAdmin(request, 'notFound') }));
  }
  const body = await request.clone().json();
  const price = { pair, ...body, updated_at: MOCK_NOW, updated_by: MOCK_ADMIN };
  mockState.prices[index] = price;
  return response(200).json(price);
});

/** Named handler groups of the market prices screen (`parameters.msw.handlers.admin`). */
export const marketHandlers = {
  /** One market; setting its price works and the list shows it afterwards. */
  markets: [list, setPrice],
  /** No markets at all. */
  marketsEmpty: [http.get('/api/admin/markets', ({ response }) => response(200).json({ data: [] }))],
  /** The prices never load. */
  marketsLoading: [http.get('/api/admin/markets', never)],
  /** The prices fail to load. */
  marketsLoadFailed: [
    http.get('/api/admin/markets', ({ request, response }) =>
      response.untyped(
        Response.json(buildErrorBody({ message: sayAdmin(request, 'serverError') }), { status: 500 }),
      ),
    ),
  ],
  /** The server refuses the buy price by a rule the client leaves to it (15 digits at most): 422 on `buy_price`. */
  priceRefused: [
    list,
    http.put('/api/admin/markets/{pair}/price', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayAdmin(request, 'validation'),
          errors: { buy_price: [sayAdmin(request, 'priceTooLarge')] },
        }),
      ),
    ),
  ],
};
